#!/usr/bin/env node
// make dev: the author's loop. Runs `contentc watch` and `next dev web` side by side and
// keeps web/public in step with the graph, so that a saved edit shows in the open page.
//
//   node web/scripts/dev.mjs --content DIR --graph DIR [--port 3000] [--contentc bin/contentc] [--interval 100ms]
//
// 1. `contentc watch CONTENT --out GRAPH --stamp GRAPH.dev-stamp.json` compiles, then
//    compiles again on every change (only what the change affects) and rewrites its
//    stamp after each compile that changed the graph, had errors, or fixed them.
// 2. This process looks at that stamp every 40 ms. After a good compile it brings
//    web/public up to date with the new graph (in place: only files that changed are
//    written, each by a rename, and files the graph no longer has are removed), then
//    writes web/public/_contentc/dev-stamp.json; the search files follow once the
//    edits pause. After a compile with errors it writes the errors there at once (the
//    graph keeps the last good output).
// 3. `next dev web --port PORT` serves the site once there is a graph. In the browser,
//    components/DevReload polls /_contentc/dev-stamp.json and reloads the page's data
//    in place when it changes, or shows the errors over the page.
//
// Ctrl-C (SIGINT) or SIGTERM stops both; when one of them exits, the other is stopped
// too and this process exits with its status. No process is left behind.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(webDir, '..');
const publicDir = path.join(webDir, 'public');
/** What the open pages poll (components/DevReload DEV_STAMP). */
const PUBLIC_STAMP = path.join(publicDir, '_contentc', 'dev-stamp.json');

const { values: opts } = parseArgs({
  options: {
    content: { type: 'string', default: 'content' },
    graph: { type: 'string', default: 'build/graph' },
    port: { type: 'string', default: '3000' },
    contentc: { type: 'string', default: path.join(rootDir, 'bin', 'contentc') },
    interval: { type: 'string', default: '100ms' },
  },
});
const graphDir = path.resolve(opts.graph);
const compileStamp = `${graphDir}.dev-stamp.json`;
process.env.CONTENTC_GRAPH = graphDir; // read by web/lib/content.ts, here and in next dev

const log = (msg) => console.error(`make dev: ${msg}`);
const { loadContent } = await import('./load-content.mjs');
const { publicWriter, writePublicFiles } = await import('./site-files.mjs');
const { buildSearchInWorker, writeSearch } = await import('./search-index.mjs');
const content = await loadContent();

// ---- the two servers ------------------------------------------------------------------

const children = new Set();
let stopping = false;

function start(name, cmd, args) {
  const child = spawn(cmd, args, { cwd: rootDir, stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      log(`${name} exited (${signal ?? `status ${code}`}); stopping`);
      stop(code || 1);
    }
  });
  child.on('error', (err) => { log(`${name}: ${err.message}`); stop(1); });
  return child;
}

/** Stops every child (SIGTERM, then SIGKILL after 5 s) and exits. */
function stop(code) {
  if (stopping) return;
  stopping = true;
  clearInterval(poller);
  clearTimeout(searchTimer);
  if (children.size === 0) process.exit(code);
  for (const c of children) c.kill('SIGTERM');
  const force = setTimeout(() => { for (const c of children) c.kill('SIGKILL'); }, 5000);
  const wait = setInterval(() => {
    if (children.size > 0) return;
    clearInterval(wait);
    clearTimeout(force);
    process.exit(code);
  }, 20);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));

// ---- following the compiles -------------------------------------------------------------

function writeAtomic(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

const hasGraph = () => content.hasGraph(graphDir);
let next = null;
function startNext() {
  if (next || stopping) return;
  next = start('next dev', path.join(rootDir, 'node_modules', '.bin', 'next'), ['dev', 'web', '--port', opts.port]);
}

/** Brings web/public up to date with the graph, but for the search files (below). */
async function syncPublic() {
  const t0 = performance.now();
  const out = publicWriter(publicDir, { incremental: true });
  await writePublicFiles(content, out);
  // _contentc/islands: the site components' CSS, written by next.config (site-components.mjs)
  out.prune((rel) => rel === path.join('_contentc', 'search') || rel === path.join('_contentc', 'dev-stamp.json') || rel === path.join('_contentc', 'islands'));
  return { ms: Math.round(performance.now() - t0), written: out.written };
}

// The search files take a second of CPU to build: they are rebuilt (in a worker) once the
// edits have paused for SEARCH_DELAY_MS, so that they never compete with the compile and
// the page reload an edit is waiting for. Until then the search finds the previous text.
const SEARCH_DELAY_MS = 1500;
let searchTimer;
let searching = false;
let searchAgain = false;

function scheduleSearch() {
  clearTimeout(searchTimer);
  searchTimer = setTimeout(buildSearch, SEARCH_DELAY_MS);
}

async function buildSearch() {
  if (searching) { searchAgain = true; return; }
  searching = true;
  try {
    await writeSearch(await buildSearchInWorker(graphDir), path.join(publicDir, '_contentc', 'search'));
  } catch (err) {
    log(`search files: ${err.message || err}`);
  } finally {
    searching = false;
    if (searchAgain && !stopping) { searchAgain = false; scheduleSearch(); }
  }
}

let seen = '';
let synced = false; // web/public has been brought up to date in this session
let busy = false;
let again = false;

async function onStamp() {
  if (busy) { again = true; return; }
  busy = true;
  try {
    do {
      again = false;
      let stamp;
      try {
        stamp = JSON.parse(fs.readFileSync(compileStamp, 'utf8'));
      } catch {
        continue; // replaced meanwhile: the next look reads the new one
      }
      const errors = Array.isArray(stamp.errors) ? stamp.errors : [];
      if (!hasGraph()) {
        log('the first compile failed: fix the errors above; the dev server starts after the first good compile');
        continue;
      }
      const publicStamp = `${JSON.stringify({ buildTime: stamp.buildTime, compiled: stamp.compiled, errors })}\n`;
      if (errors.length > 0 && synced) {
        writeAtomic(PUBLIC_STAMP, publicStamp); // the graph keeps the last good output
        continue;
      }
      const { ms, written } = await syncPublic();
      synced = true;
      writeAtomic(PUBLIC_STAMP, publicStamp);
      log(`web/public up to date (${written} files written in ${ms} ms)`);
      startNext();
      scheduleSearch();
    } while (again && !stopping);
  } catch (err) {
    log(`web/public: ${err.message || err}`);
  } finally {
    busy = false;
  }
}

function look() {
  let id;
  try {
    const st = fs.statSync(compileStamp);
    id = `${st.ino}:${st.size}:${st.mtimeMs}`;
  } catch {
    return;
  }
  if (id === seen) return;
  seen = id;
  onStamp();
}

// A stamp from an earlier session says nothing about this one.
fs.rmSync(compileStamp, { force: true });
const poller = setInterval(look, 40);
start('contentc watch', opts.contentc, ['watch', opts.content, '--out', graphDir, '--stamp', compileStamp, '--interval', opts.interval]);
