#!/usr/bin/env node
// Prints the first-load JavaScript of exported pages: the gzip (level 9) size of every
// <script src> a modern browser loads for the page (nomodule polyfills excluded), the
// measure Next's own build report used. For `make bench` and e2e/specs/budget.spec.ts.
// The budget (README): at most 120 KB (120,000 bytes) for a doc page, whatever the
// number of pages.
//
// usage: node web/scripts/first-load-js.mjs [OUT_DIR] [PAGE.html ...]
//   (no pages: the first doc page found, and the home page; VERBOSE=1: a row per script)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** The budget for a doc page, in bytes of gzip. */
export const FIRST_LOAD_BUDGET = 120_000;

/** The first doc page of an export (an HTML file in a folder), relative to it. */
export function firstDocPage(out) {
  const first = fs.readdirSync(out, { recursive: true })
    .map(String).sort().find((f) => f.endsWith('.html') && f.includes('/') && !f.startsWith('_next/') && !f.endsWith('/index.html'));
  if (!first) throw new Error(`first-load-js: no doc page in ${out}`);
  return first;
}

/**
 * The scripts a page loads at first (`src` without the base path, gzip bytes) and their
 * total. `basePath` is found from the page's own script URLs.
 */
export function firstLoadJs(out, page) {
  const html = fs.readFileSync(path.join(out, page), 'utf8');
  const basePath = (html.match(/<script[^>]*src="([^"]*?)\/_next\//) ?? [])[1] ?? '';
  const scripts = [];
  for (const tag of html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? []) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = decodeURIComponent(tag.match(/\bsrc="([^"]+)"/)[1]).slice(basePath.length);
    scripts.push({ src, bytes: zlib.gzipSync(fs.readFileSync(path.join(out, src)), { level: 9 }).length });
  }
  return { page, scripts, total: scripts.reduce((n, s) => n + s.bytes, 0) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [outArg = 'web/out', ...pages] = process.argv.slice(2);
  const out = path.resolve(outArg);
  if (pages.length === 0) pages.push(firstDocPage(out), 'index.html');
  for (const page of pages) {
    const { total, scripts } = firstLoadJs(out, page);
    console.log(`${page}: first-load JS ${total} bytes gzip (${(total / 1024).toFixed(1)} KiB)`);
    if (process.env.VERBOSE) console.log(scripts.map((s) => `  ${String(s.bytes).padStart(7)}  ${s.src}`).join('\n'));
  }
}
