#!/usr/bin/env node
// The search build step: the graph's search.json → the published search files (the
// search document file, the search index file and their shards; see
// web/lib/search/format.ts). Run by site-files.mjs prebuild into
// web/public/_contentc/search, and by the search benchmark.
//
//   node web/scripts/search-index.mjs GRAPH_DIR OUT_DIR
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

let builder;
async function loadBuilder() {
  // The builder is TypeScript shared with the browser code: run it through the hooks.
  if (!builder) {
    await import('./ts-register.mjs');
    builder = await import('../lib/search/build.ts');
  }
  return builder;
}

/**
 * Builds the search files of the graph in graphDir in memory (options from its
 * site.search): of the default locale, or of the locale whose search data file is
 * `dataFile` (graph.locales[i].search.data; each locale has an index of its own).
 */
export async function buildSearch(graphDir, dataFile = null) {
  // Through the graph module, which checks the files against the graph's schema.
  const { loadContent } = await import('./load-content.mjs');
  const content = await loadContent();
  const dir = path.resolve(graphDir);
  const graph = content.getGraph(dir);
  const data = content.readSearchData(dataFile ?? graph.search.data, dir);
  const { buildSearchFiles } = await loadBuilder();
  const started = performance.now();
  const result = buildSearchFiles(data, {
    buildTime: graph.buildTime,
    maxHits: graph.site.search.maxHits,
    highlightResult: graph.site.search.highlightResult,
  });
  return { ...result, buildTime: graph.buildTime, ms: performance.now() - started };
}

/**
 * buildSearch in a worker thread, so that the caller can do other work on the other CPU
 * meanwhile (site-files.mjs prebuild). Resolves to the same result.
 */
export function buildSearchInWorker(graphDir) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { graphDir } });
    worker.once('message', (m) => (m.error ? reject(new Error(m.error)) : resolve(m.result)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`search-index: the worker exited with code ${code}`)));
  });
}

if (!isMainThread && workerData?.graphDir) {
  buildSearch(workerData.graphDir).then(
    (result) => parentPort.postMessage({ result }),
    (err) => parentPort.postMessage({ error: err.message || String(err) }),
  );
}

/** Builds and writes the search files into outDir (replacing what was there). */
export async function writeSearchFiles(graphDir, outDir) {
  return writeSearch(await buildSearch(graphDir), outDir);
}

/** Writes a buildSearch result into outDir (replacing what was there), a few files at a time. */
export async function writeSearch(result, outDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  let bytes = 0;
  const dirs = new Set([...result.files.keys()].map((name) => path.dirname(path.join(outDir, name))));
  for (const d of dirs) fs.mkdirSync(d, { recursive: true });
  const files = [...result.files];
  let next = 0;
  const writer = async () => {
    while (next < files.length) {
      const [name, text] = files[next++];
      await fs.promises.writeFile(path.join(outDir, name), text);
      bytes += Buffer.byteLength(text);
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
  console.log(`search-index: ${result.pages} pages, ${result.sections} sections → ${result.files.size} files ` +
    `(${result.shards} index shards, ${result.textShards} text shards, ${(bytes / 1024).toFixed(0)} KiB) ` +
    `in ${(result.ms / 1000).toFixed(2)} s, stamp ${result.buildTime}`);
  return result;
}

if (isMainThread && process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [graphDir, outDir] = process.argv.slice(2);
  if (!graphDir || !outDir) {
    console.error('usage: search-index.mjs GRAPH_DIR OUT_DIR');
    process.exit(2);
  }
  writeSearchFiles(path.resolve(graphDir), path.resolve(outDir)).catch((err) => {
    console.error(err.message || err);
    process.exit(1);
  });
}
