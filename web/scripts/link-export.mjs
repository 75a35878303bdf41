// Imported by next.config.mjs, so it runs inside `next build`: a static export writes
// each page twice, rendering it into .next/server/pages/ and then copying the HTML and
// the page data into out/, and copies public/ into out/ as well. At 10,000 pages those
// copies are some 30,000 files and 600 MB, 5 to 20 s on a 2-core machine. Here the copies
// from .next/ or public/ into out/ become hard links (a copy where linking fails: another
// file system, a name that exists). Nothing writes into those files in place: Next
// writes new files on the next build, and the postbuild step replaces a page it changes
// (web/scripts/csp.mjs). Other copies are left alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [path.join(web, '.next') + path.sep, path.join(web, 'public') + path.sep];
const out = path.join(web, 'out') + path.sep;
const copyFile = fs.promises.copyFile;

if (!copyFile.contentcLinks) {
  const linking = async function (src, dest, mode) {
    const s = path.resolve(String(src));
    const d = path.resolve(String(dest));
    if (d.startsWith(out) && sources.some((p) => s.startsWith(p))) {
      try {
        await fs.promises.link(s, d);
        return;
      } catch { /* a copy, as Next asked */ }
    }
    return copyFile.call(this, src, dest, mode);
  };
  linking.contentcLinks = true;
  fs.promises.copyFile = linking;
}
