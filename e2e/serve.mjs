#!/usr/bin/env node
// A static file server with the rules of a plain static host (and of `contentc serve`):
// the exact file, else DIR/index.html, else PATH.html, else 404.html with status 404.
// usage: node e2e/serve.mjs DIR PORT
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [dirArg, portArg] = process.argv.slice(2);
if (!dirArg || !portArg) {
  console.error('usage: serve.mjs DIR PORT');
  process.exit(2);
}
const root = path.resolve(dirArg);
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.ico': 'image/x-icon',
  '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2', '.webp': 'image/webp',
};

function file(p) {
  try { return fs.statSync(p).isFile() ? p : null; } catch { return null; }
}

function resolve(urlPath) {
  let decoded;
  try { decoded = decodeURIComponent(urlPath); } catch { return null; }
  const full = path.join(root, decoded);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  return file(full) ?? file(path.join(full, 'index.html')) ?? (decoded.endsWith('/') ? null : file(`${full}.html`));
}

http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const found = resolve(url.pathname);
  const target = found ?? file(path.join(root, '404.html'));
  const status = found ? 200 : 404;
  if (!target) { res.writeHead(404).end('not found'); return; }
  res.writeHead(status, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
  if (req.method === 'HEAD') { res.end(); return; }
  fs.createReadStream(target).pipe(res);
}).listen(Number(portArg), '127.0.0.1', () => {
  console.log(`serving ${root} on http://127.0.0.1:${portArg}`);
});
