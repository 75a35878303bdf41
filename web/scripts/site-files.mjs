#!/usr/bin/env node
// Build steps around `next build web` that a static host needs.
//
//   node web/scripts/site-files.mjs prebuild   checks every graph file (content.ts
//       verifyGraph) and fills web/public/ from the graph: the
//       content's static files, the code themes, the shared sidebar JSON files (each
//       whole sidebar, and a file per list of the large ones, which pages load on
//       demand), sitemap.xml, robots.txt, .nojekyll
//   node web/scripts/site-files.mjs postbuild  checks each page's inline scripts against
//       its CSP (csp.mjs), checks web/out/ has a page for every route and adds
//       ROUTE/index.html next to ROUTE.html, so "/x/", "/x/index.html" and "/x.html"
//       all work on hosts that only serve files
//
// The graph is read through web/lib/content.ts (see load-content.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { loadContent } from './load-content.mjs';
import { buildSearch, buildSearchInWorker, writeSearch } from './search-index.mjs';
import { checkCsp } from './csp.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(webDir, 'public');
const outDir = path.join(webDir, 'out');

/**
 * Where the public files go. prebuild empties public/ and writes every file; make dev
 * (dev.mjs) brings it up to date in place: a file whose bytes (or, for a link, whose
 * inode) are already there is left alone, others are replaced by a rename (the dev
 * server never serves half a file), and prune() removes what the graph no longer has.
 */
export function publicWriter(dir, { incremental = false } = {}) {
  const kept = new Set();
  let written = 0;
  const put = (rel, make, same) => {
    const dst = path.join(dir, rel);
    kept.add(dst);
    if (incremental && same(dst)) return;
    fs.mkdirSync(path.dirname(dst), { recursive: true });
    const tmp = incremental ? `${dst}.${process.pid}.tmp` : dst;
    fs.rmSync(tmp, { force: true }); // a later tree wins, as with a copy
    make(tmp);
    if (tmp !== dst) fs.renameSync(tmp, dst);
    written++;
  };
  return {
    get written() { return written; },
    write(rel, data) {
      put(rel, (f) => fs.writeFileSync(f, data), (dst) => {
        try { return fs.readFileSync(dst).equals(Buffer.from(data)); } catch { return false; }
      });
    },
    /** A hard link to src (a copy where linking fails): the graph's files are never written in place. */
    link(src, rel) {
      put(rel, (f) => { try { fs.linkSync(src, f); } catch { fs.copyFileSync(src, f); } }, (dst) => {
        try {
          const a = fs.statSync(src);
          const b = fs.statSync(dst);
          return a.ino === b.ino && a.dev === b.dev;
        } catch { return false; }
      });
    },
    /** Every file under `from`, linked into `to` (relative to the public folder). */
    linkTree(from, to = '') {
      for (const e of fs.readdirSync(from, { withFileTypes: true })) {
        const src = path.join(from, e.name);
        if (e.isDirectory()) this.linkTree(src, path.join(to, e.name));
        else this.link(src, path.join(to, e.name));
      }
    },
    /** Removes the files this writer did not write, but for those `keep` says to keep. */
    prune(keep) {
      let removed = 0;
      const walk = (d) => {
        let entries;
        try { entries = fs.readdirSync(d, { withFileTypes: true }); } catch { return; }
        for (const e of entries) {
          const p = path.join(d, e.name);
          if (keep(path.relative(dir, p))) continue;
          if (e.isDirectory()) {
            walk(p);
            if (fs.readdirSync(p).length === 0) fs.rmdirSync(p);
          } else if (!kept.has(p)) {
            fs.rmSync(p, { force: true });
            removed++;
          }
        }
      };
      walk(dir);
      return removed;
    },
  };
}

const xmlEscape = (s) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' }[c]));

/**
 * Writes the public files of the graph but for search (see the file's comment) through
 * `out` (publicWriter); returns the number of sitemap URLs.
 */
/** The page of a redirect to `to` (a URL or a path with the base URL), under the policy `csp` (a meta tag). */
export function redirectPage(to, csp) {
  const u = xmlEscape(to);
  return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="UTF-8">${csp}<meta http-equiv="refresh" content="0; url=${u}"><link rel="canonical" href="${u}"><title>Redirecting</title></head>` +
    `<body><p>This page has moved: <a href="${u}">${u}</a></p></body></html>\n`;
}

export async function writePublicFiles(content, out) {
  await import('./ts-register.mjs'); // web/lib's TypeScript modules below
  const graph = content.getGraph();
  const staticDir = content.graphPath('static');
  if (fs.existsSync(staticDir)) out.linkTree(staticDir);
  // For machine readers: llms.txt at the root, each page's Markdown at its URL + ".md".
  if (fs.existsSync(content.graphPath('llms.txt'))) out.link(content.graphPath('llms.txt'), 'llms.txt');
  if (fs.existsSync(content.graphPath('markdown'))) out.linkTree(content.graphPath('markdown'));

  if (graph.codeThemes?.css) {
    out.write(path.join('_contentc', 'code-themes.css'), fs.readFileSync(content.graphPath(graph.codeThemes.css)));
  }
  if (graph.site.math) {
    // KaTeX's stylesheet and fonts, for the formulas web/lib/math.ts draws.
    const dist = path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('katex'));
    out.link(path.join(dist, 'katex.min.css'), path.join('_contentc', 'katex', 'katex.min.css'));
    out.linkTree(path.join(dist, 'fonts'), path.join('_contentc', 'katex', 'fonts'));
  }
  if (graph.site.colors) {
    // The site's brand colour, kept at 4.5:1 on the site's backgrounds (web/lib/colors.ts).
    const { brandCss } = await import('../lib/colors.ts');
    out.write(path.join('_contentc', 'colors.css'), brandCss(graph.site.colors.primary));
  }
  if (graph.site.mermaid) {
    // Mermaid's ES module build (its diagram types are chunks it loads when a page has
    // one), and a module that hands it to web/lib/mermaid.ts.
    const dist = path.join(path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('mermaid/package.json')), 'dist');
    out.link(path.join(dist, 'mermaid.esm.min.mjs'), path.join('_contentc', 'mermaid', 'mermaid.esm.min.mjs'));
    const chunks = path.join(dist, 'chunks', 'mermaid.esm.min');
    for (const f of fs.readdirSync(chunks)) {
      if (f.endsWith('.mjs')) out.link(path.join(chunks, f), path.join('_contentc', 'mermaid', 'chunks', 'mermaid.esm.min', f));
    }
    out.write(path.join('_contentc', 'mermaid', 'load.mjs'), "import mermaid from './mermaid.esm.min.mjs';\nglobalThis.contentcMermaid = mermaid;\n");
  }
  for (const s of content.allSidebars()) {
    out.write(path.join('_contentc', 'sidebars', s.version, `${s.name}.json`), JSON.stringify(s.items));
  }
  // Large sidebars: one file per list (the top level, each category's items), which
  // pages load on demand (web/lib/page-types.ts ClientSidebar).
  const { sidebarListKey } = await import('../lib/page-types.ts');
  for (const s of content.sidebarListFiles()) {
    for (const l of s.lists) out.write(path.join('_contentc', 'sidebars', s.files, `${sidebarListKey(l.path)}.json`), JSON.stringify(l.items));
  }

  const site = graph.site;
  // Redirects (site.yaml redirects, the client redirects plugin's): a page at each from
  // that sends the reader on to its to, as the plugin writes them, without its script
  // (the pages' policy runs none): a refresh, the canonical link and a link to follow.
  const { isExternal } = await import('../lib/url.ts');
  const { metaPolicy, metaTag } = await import('../lib/csp.ts');
  for (const r of site.redirects ?? []) {
    const segments = r.from.split('/').filter(Boolean);
    if (segments.some((s) => s === '..' || s === '.')) continue; // (the compiler refuses these)
    const to = isExternal(r.to) ? r.to : site.baseUrl.replace(/\/+$/, '') + r.to;
    const rel = segments.join('/');
    out.write(rel.endsWith('.html') ? rel : path.join(rel, 'index.html'), redirectPage(to, metaTag(metaPolicy([]))));
  }
  const base = site.url.replace(/\/+$/, '') + site.baseUrl.replace(/\/+$/, '');
  // One sitemap per locale, as Docusaurus writes them: /sitemap.xml, /fr/sitemap.xml.
  // (as Docusaurus's sitemap leaves out the pages that ask not to be indexed)
  const routes = content.siteRoutes().filter((r) => !r.unlisted && !r.noIndex);
  const sitemaps = [];
  let urlCount = 0;
  for (const l of content.siteLocales()) {
    const urls = [l.routePrefix ? `${l.routePrefix}/` : '/', ...routes.filter((r) => r.locale === l.code).map((r) => r.route)];
    const sitemap = '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      // A route is a path as written (`/docs/web hooks`); a sitemap lists URLs.
      [...new Set(urls)].map((u) => `  <url><loc>${xmlEscape(encodeURI(base + u))}</loc></url>\n`).join('') +
      '</urlset>\n';
    out.write(path.join(l.routePrefix.replace(/^\//, ''), 'sitemap.xml'), sitemap);
    sitemaps.push(`${base}${l.routePrefix}/sitemap.xml`);
    urlCount += new Set(urls).size;
  }
  const robots = content.siteNoIndex()
    ? 'User-agent: *\nDisallow: /\n'
    : `User-agent: *\nAllow: /\n\n${sitemaps.map((s) => `Sitemap: ${s}\n`).join('')}`;
  out.write('robots.txt', robots);
  out.write('.nojekyll', '');
  return urlCount;
}

async function prebuild() {
  const content = await loadContent();
  // The search index is built in a worker thread, on the other CPU, meanwhile.
  const search = buildSearchInWorker(content.graphDir());
  search.catch(() => {}); // reported where it is awaited, unless the check below fails first
  // Every page file must be there and parse before next build starts: a missing or
  // corrupt one fails here, named, and web/out is never half written.
  content.verifyGraph();
  fs.rmSync(publicDir, { recursive: true, force: true });
  fs.mkdirSync(publicDir, { recursive: true });
  const urls = await writePublicFiles(content, publicWriter(publicDir));
  await writeSearch(await search, path.join(publicDir, '_contentc', 'search'));
  // Each other locale has its own search files, under /_contentc/search/<code>/.
  for (const l of content.siteLocales()) {
    if (l.default || !l.search) continue;
    await writeSearch(await buildSearch(content.graphDir(), l.search), path.join(publicDir, '_contentc', 'search', l.code));
  }
  console.log(`site-files: public/ ready (${urls} sitemap URLs) from ${content.graphDir()}`);
}

function linkOrCopy(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.rmSync(to, { force: true });
  try { fs.linkSync(from, to); } catch { fs.copyFileSync(from, to); }
}

async function postbuild() {
  const content = await loadContent();
  if (!fs.existsSync(path.join(outDir, '404.html'))) throw new Error(`site-files: ${outDir}/404.html is missing; did next build run?`);
  // Every page's inline scripts against its Content-Security-Policy (see csp.mjs).
  const csp = await checkCsp(outDir);
  console.log(`site-files: CSP of ${csp.pages} pages checked (${csp.added} React instruction hashes added)`);
  const missing = [];
  let copies = 0;
  // The pages of the routes, and the home pages of the other locales ("/fr/").
  const routes = [...content.siteRoutes(), ...content.localeHomeRoutes().map((route) => ({ route }))];
  const routeFiles = new Set(routes.map((r) => r.route.split('/').filter(Boolean).join('/')));
  const dataDir = fs.readdirSync(path.join(outDir, '_next', 'data'), { withFileTypes: true })
    .filter((d) => d.isDirectory()).map((d) => path.join(outDir, '_next', 'data', d.name))[0];
  for (const { route } of routes) {
    const rel = route.split('/').filter(Boolean).join('/');
    if (!rel) continue;
    const html = path.join(outDir, `${rel}.html`);
    // Next's export writes "$$" in a path as "$" (a replacement-string quirk): move the
    // page and its data file to the names the route and the client router use.
    const mangled = rel.replace(/\$\$/g, '$');
    if (!fs.existsSync(html) && mangled !== rel && fs.existsSync(path.join(outDir, `${mangled}.html`))) {
      const keep = routeFiles.has(mangled);
      for (const [from, to] of [[path.join(outDir, `${mangled}.html`), html], ...(dataDir ? [[path.join(dataDir, `${mangled}.json`), path.join(dataDir, `${rel}.json`)]] : [])]) {
        if (!fs.existsSync(from)) continue;
        if (keep) fs.copyFileSync(from, to); else fs.renameSync(from, to);
      }
    }
    if (!fs.existsSync(html)) { missing.push(route); continue; }
    linkOrCopy(html, path.join(outDir, rel, 'index.html'));
    copies++;
  }
  if (missing.length) {
    throw new Error(`site-files: the export has no page for ${missing.length} route(s): ${missing.slice(0, 10).join(', ')}`);
  }
  console.log(`site-files: ${copies} ROUTE/index.html entries added to ${outDir}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const mode = process.argv[2];
  const steps = { prebuild, postbuild };
  if (!steps[mode]) {
    console.error('usage: site-files.mjs prebuild|postbuild');
    process.exit(2);
  }
  steps[mode]().catch((err) => {
    console.error(err.message || err);
    process.exit(1);
  });
}
