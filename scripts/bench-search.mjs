#!/usr/bin/env node
// Search benchmark (not a test), for `make bench`: for the default site's graph and a
// generated 10,000-page corpus, prints
//   - the index: files, bytes raw and gzip (each file compressed on its own, as a static
//     host serves it), and the build time of the index;
//   - query time in Chromium (Debian's, like the e2e suite), median and p95 over 100
//     queries: "warm" once the query's shards are in memory (the search itself),
//     "cold" including fetching and decoding them from a local server;
//   - the bytes a reader fetches before the first result (per query, from a fresh
//     page: the two index files, the query's shards, the text of the shown results),
//     next to the whole corpus text;
//   - on the built default site (web/out), the bytes the browser really transfers from
//     the first hover on the box to the first result shown, JavaScript included.
//
// usage: node scripts/bench-search.mjs   (env: SIZES="10000", GEN, CHROMIUM, QUERIES=100)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import ts from 'typescript';
import { chromium } from '@playwright/test';
import { buildSearch } from '../web/scripts/search-index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const SIZES = (process.env.SIZES ?? '10000').split(/\s+/).filter(Boolean);
const GEN = process.env.GEN ?? '../shared/bench/gencorpus.py';
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const QUERIES = Number(process.env.QUERIES ?? 100);

const gz = (s) => zlib.gzipSync(s, { level: 9 }).length;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]; };
const median = (xs) => pct(xs, 50);

function ensureCorpus(n) {
  const graph = `build/bench/graph-${n}`;
  if (fs.existsSync(`${graph}/graph.json`)) return graph;
  const corpus = `build/bench/corpus-${n}`;
  if (!fs.existsSync(`${corpus}/.done`)) {
    fs.rmSync(corpus, { recursive: true, force: true });
    execFileSync('python3', [GEN, corpus, '--pages', String(n)], { stdio: 'ignore' });
    fs.writeFileSync(`${corpus}/.done`, '');
  }
  execFileSync('./bin/contentc', ['compile', corpus, '--out', graph], { stdio: 'ignore' });
  return graph;
}

/** 100 queries drawn (seeded) from the corpus, the kinds a reader types. */
function makeQueries(searchData, n) {
  let seed = 42;
  const rand = () => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed / 2 ** 32; };
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const docs = searchData.documents;
  const words = (s) => (s.match(/[A-Za-z][A-Za-z]{2,}/g) ?? []);
  const sectionWords = () => { const d = pick(docs); return words(pick(d.sections).text); };
  const out = [];
  const kinds = [
    [0.3, () => pick(words(pick(docs).title))],                                      // a title word
    [0.2, () => pick(words(pick(pick(docs).sections).heading))],                      // a heading word
    [0.2, () => { const w = sectionWords(); const i = Math.floor(rand() * Math.max(1, w.length - 1)); return w.slice(i, i + 2).join(' '); }], // two body words
    [0.15, () => { const w = pick(sectionWords()) ?? ''; return w.slice(0, 3 + Math.floor(rand() * 3)); }], // a prefix being typed
    [0.15, () => [pick(words(pick(docs).title)), pick(sectionWords())].join(' ')],   // a title word and a body word
  ];
  for (const [share, make] of kinds) {
    for (let i = 0; i < Math.round(share * n); i++) {
      let q;
      for (let tries = 0; !q && tries < 20; tries++) q = make()?.trim();
      out.push(q || 'chart');
    }
  }
  return out.slice(0, n);
}

/** The engine's TypeScript, transpiled for the browser (flexsearch via an import map). */
function engineModules() {
  const dir = path.join(root, 'web/lib/search');
  const mods = {};
  for (const f of ['engine.ts', 'format.ts', 'match.ts']) {
    const js = ts.transpileModule(fs.readFileSync(path.join(dir, f), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText.replace(/from '(\.\/[\w-]+)'/g, "from '$1.js'");
    mods[`/engine/${f.replace(/\.ts$/, '.js')}`] = js;
  }
  mods['/flexsearch.mjs'] = fs.readFileSync(path.join(root, 'node_modules/flexsearch/dist/flexsearch.bundle.module.min.mjs'), 'utf8');
  mods['/'] = '<!doctype html><meta charset="utf-8"><script type="importmap">{"imports":{"flexsearch":"/flexsearch.mjs"}}</script><title>bench</title>';
  return mods;
}

function serve(files) {
  const modules = engineModules();
  const server = http.createServer((req, res) => {
    const p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const body = p.startsWith('/search/') ? files.get(p.slice(8)) : modules[p];
    if (body === undefined) { res.writeHead(404).end(); return; }
    const type = p === '/' ? 'text/html' : p.endsWith('.json') ? 'application/json' : 'text/javascript';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function browserTimes(browser, files, stamp, queries) {
  const server = await serve(files);
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  const times = await page.evaluate(async ({ stamp, queries }) => {
    const { SearchEngine } = await import('/engine/engine.js');
    const engine = await SearchEngine.load((f) => fetch(`/search/${f}`).then((r) => r.json()), stamp);
    const cold = []; const warm = []; const hits = [];
    for (const q of queries) {
      let t = performance.now();
      const r = await engine.search(q);
      cold.push(performance.now() - t);
      hits.push(r.hits.length);
      t = performance.now();
      await engine.search(q);
      warm.push(performance.now() - t);
    }
    // Warm again, in a second pass, once the JIT has seen every path.
    const warm2 = [];
    for (const q of queries) { const t = performance.now(); await engine.search(q); warm2.push(performance.now() - t); }
    return { cold, warm: warm2, hits };
  }, { stamp, queries });
  await page.close();
  server.close();
  return times;
}

async function bytesBeforeFirstResult(files, gzSize, stamp, queries) {
  await import('../web/scripts/ts-register.mjs');
  const { SearchEngine } = await import('../web/lib/search/engine.ts');
  const per = [];
  for (const q of queries) {
    let bytes = 0;
    const engine = await SearchEngine.load(async (f) => { bytes += gzSize.get(f); return JSON.parse(files.get(f)); }, stamp);
    await engine.search(q);
    per.push(bytes);
  }
  return per;
}

/** The real thing on the built default site: bytes from the first hover to the first result. */
async function siteBytes(browser, stamp, query) {
  const out = path.join(root, 'web/out');
  if (!fs.existsSync(path.join(out, '_contentc/search', `search-doc-${stamp}.json`))) return null;
  const server = http.createServer((req, res) => {
    let p = path.join(out, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (fs.existsSync(p) && fs.statSync(p).isDirectory()) p = path.join(p, 'index.html');
    if (!fs.existsSync(p)) p = `${p}.html`;
    if (!fs.existsSync(p)) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': p.endsWith('.html') ? 'text/html' : p.endsWith('.js') ? 'text/javascript' : p.endsWith('.css') ? 'text/css' : 'application/json' });
    res.end(fs.readFileSync(p));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/docs/docs`);
  await page.waitForLoadState('networkidle');
  const fetched = [];
  page.on('requestfinished', (r) => fetched.push(new URL(r.url()).pathname));
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.hover();
  await page.waitForFunction(() => document.querySelector('[role=combobox]')?.getAttribute('aria-disabled') !== 'true');
  await box.fill(query);
  await page.getByRole('option').first().waitFor();
  await page.close();
  server.close();
  let raw = 0; let zipped = 0; let js = 0;
  for (const p of fetched) {
    const f = path.join(out, p);
    if (!fs.existsSync(f)) continue;
    const data = fs.readFileSync(f);
    raw += data.length; zipped += gz(data);
    if (p.endsWith('.js')) js += gz(data);
  }
  return { requests: fetched.length, raw, zipped, js };
}

async function main() {
  const corpora = [['default site', 'build/graph']];
  for (const n of SIZES) corpora.push([`${Number(n).toLocaleString('en')} pages`, ensureCorpus(n)]);
  if (!fs.existsSync('build/graph/graph.json')) throw new Error('bench-search: build/graph is missing; run `make graph` first');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  console.log('== search index (web/lib/search), gzip -9 per file ==');
  for (const [name, dir] of corpora) {
    const data = JSON.parse(fs.readFileSync(path.join(dir, 'search.json'), 'utf8'));
    const builds = [];
    let built;
    for (let i = 0; i < 3; i++) { built = await buildSearch(dir); builds.push(built.ms); }
    const sizes = { doc: [0, 0], index: [0, 0], shards: [0, 0], text: [0, 0] };
    const gzSize = new Map();
    for (const [f, text] of built.files) {
      const g = gz(text);
      gzSize.set(f, g);
      const kind = f.startsWith('search-doc-') ? 'doc' : f.startsWith('search-index-') ? 'index' : /\/t\d+\.json$/.test(f) ? 'text' : 'shards';
      sizes[kind][0] += Buffer.byteLength(text); sizes[kind][1] += g;
    }
    const all = Object.values(sizes).reduce((a, [r, g]) => [a[0] + r, a[1] + g], [0, 0]);
    const corpusText = JSON.stringify(data);
    const queries = makeQueries(data, QUERIES);
    const t = await browserTimes(browser, built.files, built.buildTime, queries);
    const before = await bytesBeforeFirstResult(built.files, gzSize, built.buildTime, queries);
    console.log(`\n-- ${name}: ${built.pages} pages, ${built.sections} sections (search.json ${kib(corpusText.length)}, gzip ${kib(gz(corpusText))})`);
    console.log(`index build        ${(median(builds) / 1000).toFixed(2)} s (median of 3)`);
    console.log(`index files        ${built.files.size}: ${built.shards} index shards, ${built.textShards} text shards`);
    for (const [k, label] of [['doc', 'search-doc file'], ['index', 'search-index file'], ['shards', 'index shards'], ['text', 'text shards']]) {
      console.log(`  ${label.padEnd(17)}${kib(sizes[k][0]).padStart(12)} raw ${kib(sizes[k][1]).padStart(12)} gzip`);
    }
    console.log(`  ${'all'.padEnd(17)}${kib(all[0]).padStart(12)} raw ${kib(all[1]).padStart(12)} gzip`);
    console.log(`query in Chromium  warm: median ${median(t.warm).toFixed(2)} ms, p95 ${pct(t.warm, 95).toFixed(2)} ms; ` +
      `cold (fetch + decode shards): median ${median(t.cold).toFixed(1)} ms, p95 ${pct(t.cold, 95).toFixed(1)} ms ` +
      `(${queries.length} queries, median ${median(t.hits)} hits)`);
    console.log(`before 1st result  median ${kib(median(before))}, p95 ${kib(pct(before, 95))}, max ${kib(Math.max(...before))} gzip of index data ` +
      `(whole corpus text ${kib(gz(corpusText))})`);
    if (dir === 'build/graph') {
      const site = await siteBytes(browser, built.buildTime, 'legend');
      console.log(site
        ? `on web/out          hover → first result for "legend": ${site.requests} requests, ${kib(site.zipped)} gzip (${kib(site.js)} of it JavaScript), ${kib(site.raw)} raw`
        : 'on web/out          (skipped: web/out is not built from build/graph; run `make site`)');
    }
  }
  await browser.close();
}

main().catch((err) => { console.error(err); process.exit(1); });
