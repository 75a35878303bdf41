import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FIXTURE_DIR, SITE_DIR } from '../helpers/env';

/**
 * The first-load JavaScript budget (README): a doc page loads at most 120 KB of
 * JavaScript (gzip -9 of every <script src>), the same on every page whatever the
 * number of pages, and whatever the site configures (what only some sites use, such as
 * the version dropdown or the announcement bar, loads separately). `make bench` prints
 * the figure for the default site and a 10,000-page site.
 */
type Measure = typeof import('../../web/scripts/first-load-js.mjs');
const measure = (): Promise<Measure> => import(path.resolve(__dirname, '../../web/scripts/first-load-js.mjs'));

const root = path.resolve(__dirname, '..', '..');
const sites = [['default site', path.resolve(root, SITE_DIR)], ['fixture site', path.resolve(root, FIXTURE_DIR)]] as const;

/** The <script src> URLs of an exported page, in order. */
function scriptSrcs(file: string): string[] {
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
}

/** Every exported doc page (ROUTE.html in a folder; not ROUTE/index.html, a copy). */
function docPages(out: string): string[] {
  return fs.readdirSync(out, { recursive: true }).map(String)
    .filter((f) => f.endsWith('.html') && f.includes(path.sep) && !f.startsWith('_next') && !f.endsWith(`${path.sep}index.html`));
}

for (const [name, out] of sites) {
  test(`${name}: a doc page and the home page load at most 120 KB of JavaScript`, async () => {
    const { FIRST_LOAD_BUDGET, firstDocPage, firstLoadJs } = await measure();
    expect(FIRST_LOAD_BUDGET).toBe(120_000);
    for (const page of [firstDocPage(out), 'index.html']) {
      const { total, scripts } = firstLoadJs(out, page);
      expect(scripts.length, `${page}: scripts`).toBeGreaterThan(0);
      expect(total, `${page}: first-load JS, bytes of gzip`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    }
  });

  test(`${name}: every doc page loads the same scripts at first`, () => {
    const pages = docPages(out);
    expect(pages.length).toBeGreaterThan(5);
    const first = scriptSrcs(path.join(out, pages[0]));
    for (const page of pages) expect(scriptSrcs(path.join(out, page)), page).toEqual(first);
  });
}

test('the first load does not grow with the number of pages or the features a site uses', async () => {
  const { firstDocPage, firstLoadJs } = await measure();
  const [[, big], [, small]] = sites;
  const a = firstLoadJs(big, firstDocPage(big));
  const b = firstLoadJs(small, firstDocPage(small));
  // The default site has some 570 pages and one version; the fixture site a dozen pages,
  // versions, dropdowns and an announcement bar. The same scripts, but for the values
  // Next inlines (base path, search file stamp): the sizes agree within a few bytes.
  expect(a.scripts.length).toBe(b.scripts.length);
  expect(Math.abs(a.total - b.total), `${a.total} vs ${b.total} bytes`).toBeLessThanOrEqual(64);
});
