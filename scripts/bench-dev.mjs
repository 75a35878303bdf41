#!/usr/bin/env node
// make bench-dev: how long an author waits, in `make dev`, from saving a doc to seeing the
// edit in the open page (issue 20: at most 1 s on the default content). Not a test.
//
// Starts `make dev` on a free port with a scratch copy of content/, opens a doc page in
// Debian's Chromium, then N times: saves an edit of the doc and times until the new text
// is on the page. Prints each time, the median and the worst; stops every process it
// started (make dev's process group) and removes the scratch copy.
//
//   node scripts/bench-dev.mjs [N]        (CHROMIUM=/usr/bin/chromium)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const N = Number(process.argv[2] ?? 10);
const ROUTE = '/api/specs/xy/LineSeries';
const DOC = 'docs/api/specs/xy/line_series.md';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const port = await new Promise((resolve, reject) => {
  const srv = net.createServer();
  srv.once('error', reject);
  srv.listen(0, '127.0.0.1', () => { const p = srv.address().port; srv.close(() => resolve(p)); });
});
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'contentc-bench-dev-'));
const content = path.join(scratch, 'content');
fs.cpSync(path.join(root, 'content'), content, { recursive: true });

const dev = spawn('make', ['--no-print-directory', 'dev', `CONTENT=${content}`, `GRAPH=${path.join(scratch, 'graph')}`, `PORT=${port}`],
  { cwd: root, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
const groupAlive = () => { try { process.kill(-dev.pid, 0); return true; } catch { return false; } };
let browser;
async function cleanUp() {
  await browser?.close().catch(() => {});
  try { process.kill(-dev.pid, 'SIGTERM'); } catch { /* gone */ }
  for (let i = 0; i < 200 && groupAlive(); i++) await sleep(50);
  if (groupAlive()) process.kill(-dev.pid, 'SIGKILL');
  fs.rmSync(scratch, { recursive: true, force: true });
}
process.on('SIGINT', () => cleanUp().then(() => process.exit(130)));

try {
  const url = `http://localhost:${port}${ROUTE}`;
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('make dev did not start in 5 minutes');
    try { if ((await fetch(url)).ok) break; } catch { /* not yet */ }
    await sleep(500);
  }
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: 'LineSeries' }).waitFor();
  await sleep(3000); // the first compile's search files, next dev's first compiles
  const file = path.join(content, DOC);
  const original = fs.readFileSync(file, 'utf8');
  const times = [];
  for (let i = 0; i < N; i++) {
    const word = `Bench${Date.now()}`;
    const start = performance.now();
    fs.writeFileSync(file, original.replace('connects the data points', `${word} connects the data points`));
    await page.getByRole('main').getByText(word).waitFor({ timeout: 30_000 });
    const ms = Math.round(performance.now() - start);
    times.push(ms);
    console.log(`edit ${i + 1}: shown ${ms} ms after the save`);
    await sleep(2500); // the edits of a person, and the search files' rebuild between them
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`make dev, save to screen, default content (${N} edits): median ${sorted[Math.floor(N / 2)]} ms, worst ${sorted[N - 1]} ms, load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} CPUs`);
} finally {
  await cleanUp();
}
