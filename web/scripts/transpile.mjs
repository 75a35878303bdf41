// TypeScript → JavaScript for the build steps that run the project's TypeScript in plain
// Node 20 (load-content.mjs, ts-hooks.mjs): ts.transpileModule, with the output cached
// in node_modules/.cache/contentc-ts/ under a hash of the compiler's version, the
// options, the file name and the source. Loading the TypeScript compiler costs about a
// second of CPU per process; with the cache warm it is not loaded at all.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'contentc-ts');
let version;
let ts;

/** ts.transpileModule(source, { compilerOptions: options(ts), fileName }).outputText, cached. */
export async function transpile(source, fileName, options) {
  version ??= JSON.parse(fs.readFileSync(require.resolve('typescript/package.json'), 'utf8')).version;
  const key = createHash('sha256').update(JSON.stringify([version, options.toString(), fileName, source])).digest('hex');
  const file = path.join(cacheDir, `${key}.js`);
  try {
    return fs.readFileSync(file, 'utf8');
  } catch { /* not cached yet */ }
  ts ??= (await import('typescript')).default;
  const { outputText } = ts.transpileModule(source, { compilerOptions: options(ts), fileName });
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, outputText);
    fs.renameSync(tmp, file);
  } catch { /* a cache that cannot be written is no cache */ }
  return outputText;
}
