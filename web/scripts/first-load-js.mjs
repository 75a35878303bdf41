#!/usr/bin/env node
// Prints the first-load JavaScript of exported pages: the gzip (level 9) size of every
// <script src> a modern browser loads for the page (nomodule polyfills excluded), the
// measure Next's own build report used. For `make bench`.
// usage: node web/scripts/first-load-js.mjs [OUT_DIR] [PAGE.html ...]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [outArg = 'web/out', ...pages] = process.argv.slice(2);
const out = path.resolve(outArg);
if (pages.length === 0) {
  // the first doc page found, and the home page
  const first = fs.readdirSync(out, { recursive: true }).find((f) => String(f).endsWith('.html') && String(f).includes('/'));
  pages.push(String(first), 'index.html');
}
const html0 = fs.readFileSync(path.join(out, pages[0]), 'utf8');
const basePath = (html0.match(/<script[^>]*src="([^"]*?)\/_next\//) ?? [])[1] ?? '';
for (const page of pages) {
  const html = fs.readFileSync(path.join(out, page), 'utf8');
  let total = 0;
  const rows = [];
  for (const tag of html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? []) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = decodeURIComponent(tag.match(/\bsrc="([^"]+)"/)[1]).slice(basePath.length);
    const bytes = zlib.gzipSync(fs.readFileSync(path.join(out, src)), { level: 9 }).length;
    total += bytes;
    rows.push(`  ${String(bytes).padStart(7)}  ${src}`);
  }
  console.log(`${page}: first-load JS ${total} bytes gzip (${(total / 1024).toFixed(1)} KiB)`);
  if (process.env.VERBOSE) console.log(rows.join('\n'));
}
