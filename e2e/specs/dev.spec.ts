import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from '../helpers/console';

/**
 * make dev, for real (issue 20): `make dev` on a free port with a scratch copy of the
 * default content, the page open in Chromium while the content is edited. An edit shows
 * in the open page without a reload, keeping the scroll position; a new page appears in
 * the sidebar; edits of site.yaml and of a category file show too; broken front matter shows an overlay with file:line:col and the message,
 * which goes on the next good compile; the console stays clean; git status does not
 * change. Every process make dev started is stopped afterwards (its process group is
 * checked to be gone), and the scratch copy is removed.
 *
 * The time from a save to the new text is printed (and attached to the report); the
 * bound of the issue (1 s on the default content) is measured by `make bench-dev`, not
 * asserted here: a timed assertion on a shared machine would fail for the wrong reasons.
 */
const root = path.resolve(__dirname, '..', '..');
const ROUTE = '/api/specs/xy/LineSeries';
const DOC = 'docs/api/specs/xy/line_series.md';

// Each test's time includes the first request of next dev (it compiles the page then), which
// takes long on a busy 2-core machine: the bounds are generous; the latency is reported, not asserted.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let scratch = '';
let content = '';
let port = 0;
let dev: ChildProcess | null = null;
let output = '';
let gitBefore = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port: p } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(p));
    });
  });
}

const gitStatus = () => spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).stdout;

/** A scratch copy of content/ (self-contained: the TypeDoc JSON is in it). */
function copyContent(to: string): void {
  fs.cpSync(path.join(root, 'content'), to, { recursive: true });
}

function groupAlive(pid: number): boolean {
  try { process.kill(-pid, 0); return true; } catch { return false; }
}

async function stopDev(): Promise<void> {
  if (!dev?.pid) return;
  const pid = dev.pid;
  try { process.kill(-pid, 'SIGTERM'); } catch { /* gone */ }
  for (let i = 0; i < 200 && groupAlive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  if (groupAlive(pid)) {
    try { process.kill(-pid, 'SIGKILL'); } catch { /* gone */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  dev = null;
  expect(groupAlive(pid), 'a process of make dev outlived it').toBe(false);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  gitBefore = gitStatus();
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'contentc-dev-e2e-'));
  content = path.join(scratch, 'content');
  copyContent(content);
  port = await freePort();
  // Its own process group, so that it and everything it starts can be stopped at once.
  dev = spawn('make', ['--no-print-directory', 'dev', `CONTENT=${content}`, `GRAPH=${path.join(scratch, 'graph')}`, `PORT=${port}`],
    { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  // (the last lines, for a failure's message; Node's stack lines of data: URLs are cut)
  const keep = (b: Buffer) => {
    const text = b.toString().split('\n').map((l) => (l.length > 400 ? `${l.slice(0, 400)}…` : l)).join('\n');
    output = (output + text).slice(-8_000);
  };
  dev.stdout!.on('data', keep);
  dev.stderr!.on('data', keep);
  let exited = false;
  dev.on('exit', () => { exited = true; });
  // Up once the page renders (next dev compiles it on the first request).
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (exited) throw new Error(`make dev exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`make dev did not serve ${ROUTE}:\n${output}`);
    try {
      const res = await fetch(`http://localhost:${port}${ROUTE}`);
      if (res.ok) break;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  await stopDev();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  expect(gitStatus(), 'make dev changed git status').toBe(gitBefore);
});

let page: Page;
let consoleLog: ReturnType<typeof watchConsole>;

test.beforeEach(async ({ browser }) => {
  if (page) return;
  page = await browser.newPage();
  consoleLog = watchConsole(page);
  await page.goto(`http://localhost:${port}${ROUTE}`);
  await waitForHydration(page);
});

const docFile = (rel: string) => path.join(content, rel);

/** Saves a file, and returns when `visible` sees the change in the page; logs how long it took. */
async function saveAndWait(name: string, file: string, text: string, check: () => Promise<void>): Promise<number> {
  const start = Date.now();
  fs.writeFileSync(file, text);
  await check();
  const ms = Date.now() - start;
  test.info().annotations.push({ type: 'latency', description: `${name}: ${ms} ms from the save` });
  console.log(`make dev: ${name}: shown ${ms} ms after the save`);
  return ms;
}

test('an edit of a doc shows in the open page without a reload, where the reader was', async () => {
  const original = fs.readFileSync(docFile(DOC), 'utf8');
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const y = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => { (window as unknown as { __devMark: boolean }).__devMark = true; });
  const word = `Edited${Date.now()}`;
  await saveAndWait('doc edit', docFile(DOC), original.replace('connects the data points', `${word} connects the data points`), async () => {
    await expect(page.getByRole('main').getByText(word)).toBeVisible({ timeout: 60_000 });
  });
  // The same document (no reload), at the same place.
  expect(await page.evaluate(() => (window as unknown as { __devMark?: boolean }).__devMark)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
});

test('a new page appears in the sidebar of the open page', async () => {
  const title = `Dev loop page ${Date.now()}`;
  await saveAndWait('new page', docFile('docs/api/specs/xy/zz_dev_loop.md'), `---\ntitle: ${title}\n---\n\nA page made while make dev runs.\n`, async () => {
    await expect(page.getByRole('complementary').getByRole('link', { name: title })).toBeVisible({ timeout: 60_000 });
  });
  await page.getByRole('complementary').getByRole('link', { name: title }).click();
  // Next's dev server makes a new route's data on its first visit: seconds on a busy
  // machine (it once took over the 10 s default in CI, and the retry passed)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 60_000 });
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${ROUTE}$`));
});

test('an edit of site.yaml and of a category file shows in the open page', async () => {
  const siteFile = path.join(content, 'site.yaml');
  const site = fs.readFileSync(siteFile, 'utf8');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const edited = site.replace(/^(\s+- label: )Playground$/m, '$1Sandbox');
  expect(edited).not.toBe(site);
  await saveAndWait('site.yaml', siteFile, edited, async () => {
    await expect(nav.getByRole('link', { name: 'Sandbox' })).toBeVisible({ timeout: 60_000 });
  });
  const categoryFile = docFile('docs/api/specs/xy/_category_.json');
  const category = fs.readFileSync(categoryFile, 'utf8');
  const sidebar = page.getByRole('complementary');
  expect(category).toContain('"label": "Cartesian"');
  await saveAndWait('category file', categoryFile, category.replace('"label": "Cartesian"', '"label": "Cartesian charts"'), async () => {
    await expect(sidebar.getByRole('button', { name: /Cartesian charts/ }).or(sidebar.getByRole('link', { name: 'Cartesian charts' })).first()).toBeVisible({ timeout: 60_000 });
  });
});

test('broken front matter shows over the page with file:line:col, and goes on the next good compile', async () => {
  const good = fs.readFileSync(docFile(DOC), 'utf8');
  const broken = good.replace(/^title: .*$/m, 'title: [LineSeries');
  const overlay = page.getByRole('alert', { name: 'Content errors' });
  await saveAndWait('error overlay', docFile(DOC), broken, async () => {
    await expect(overlay).toBeVisible({ timeout: 60_000 });
  });
  await expect(overlay).toContainText(new RegExp(`${DOC.replace(/[.]/g, '\\.')}:\\d+:\\d+: error\\[yaml-syntax\\]: \\S`));
  // The page still shows the last good compile.
  await expect(page.getByRole('heading', { level: 1, name: 'LineSeries' })).toBeVisible();
  const word = `Fixed${Date.now()}`;
  await saveAndWait('fix', docFile(DOC), good.replace('connects the data points', `${word} connects the data points`), async () => {
    await expect(page.getByRole('main').getByText(word)).toBeVisible({ timeout: 60_000 });
  });
  await expect(overlay).toHaveCount(0);
});

test('the console stays clean: no CSP error, no React or Next warning', async () => {
  await page.reload();
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  expect(consoleLog.problems).toEqual([]);
  // The page is a spec page with a live chart whose data has a gap on purpose (the
  // example shows `fit`): @elastic/charts reports that about the example's data. Any
  // other warning (React, Next, our code) fails, except one from Next's own dev client:
  // when its HMR socket delivers an "isrManifest" message before the pages router
  // exists, its handleStaticIndicator reads window.next.router.components and logs
  // "[HMR] Invalid message" (a race inside next/dist/client, not in our code; it comes and
  // goes with the machine's load). Nor does the timing note of the chart library's own
  // development store, Redux Toolkit's "…InvariantMiddleware took 128ms, which is more
  // than the warning threshold" (development builds only; seen on a loaded machine).
  expect(consoleLog.warnings.filter((w) => !w.startsWith('[@elastic/charts] ')
    && !(w.startsWith('[HMR] Invalid message: {"type":"isrManifest"') && w.includes('handleStaticIndicator'))
    && !/^(Immutable|Serializable)StateInvariantMiddleware took \d+ms, which is more than the warning threshold/.test(w))).toEqual([]);
  // Development has its own policy (lib/csp.ts devMetaPolicy); production's stays strict.
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("'unsafe-eval'");
  await page.close();
});
