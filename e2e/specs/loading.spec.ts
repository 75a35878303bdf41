import { expect, test, type Page } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { graph } from '../helpers/graph';
import { isSameWindow, markWindow, waitForHydration, watchConsole } from '../helpers/console';
import {
  chunkRequests, dataRoute, dataRoutes, dataURL, delay, disableIntersectionObserver, recordRequests, settle, tally,
} from '../helpers/network';

// Loading states: the route-change progress bar (after 200 ms, none for hash changes),
// the full-page fallback when a route cannot be loaded, and the spinner / error / Retry
// of what a page loads after it is shown (lazy code, on-demand data).

type Mark = { t: number; what: string; h1: string };

/** How long a shaped request is held: long enough to see the loading state on a busy machine. */
const SLOW = 2500;

/**
 * Records, in the page, when a click happened and when progress bars and loaders
 * appeared, finished or went away (performance.now() ms), with the h1 at that moment.
 */
async function recordUi(page: Page, scope = 'body'): Promise<void> {
  // scope: where the spinner of interest is (another part of the page may
  // show one of its own while it loads, before the click)
  await page.evaluate((scope) => {
    const marks: Mark[] = [];
    (window as unknown as { __marks: Mark[] }).__marks = marks;
    const h1 = () => document.querySelector('main h1')?.textContent ?? '';
    document.addEventListener('click', () => marks.push({ t: performance.now(), what: 'click', h1: h1() }), true);
    let bar = 'none';
    let status = false;
    new MutationObserver(() => {
      const el = document.querySelector('[role="progressbar"]');
      const now = el ? (el.getAttribute('data-state') ?? 'running') : 'none';
      if (now !== bar) marks.push({ t: performance.now(), what: `bar:${now}`, h1: h1() });
      bar = now;
      const s = document.querySelector(`${scope} [role="status"][aria-label="Loading"]`) !== null;
      if (s !== status) marks.push({ t: performance.now(), what: s ? 'spinner' : 'spinner:gone', h1: h1() });
      status = s;
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  }, scope);
}
const spinner = (page: Page) => page.getByRole('status', { name: 'Loading' });
const marks = (page: Page) => page.evaluate(() => (window as unknown as { __marks: Mark[] }).__marks);
const since = (all: Mark[], what: string) => {
  const click = all.find((m) => m.what === 'click')!;
  const m = all.find((x) => x.what === what);
  return m ? m.t - click.t : null;
};

test.describe('route progress bar', () => {
  test.beforeEach(async ({ page }) => { await disableIntersectionObserver(page); });

  test('a route change slower than 200 ms shows a progress bar (no spinner) until the new page has rendered', async ({ page }) => {
    const reqs = recordRequests(page);
    await page.goto(`${FIXTURE}/docs/intro`);
    await waitForHydration(page);
    await page.route(dataURL('/docs/guide/first'), delay(SLOW));
    await recordUi(page);
    await page.locator('.markdown').getByRole('link', { name: 'first guide' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toBeVisible();
    await expect(spinner(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'First guide' })).toBeVisible();
    await expect(bar).toHaveCount(0);

    const all = await marks(page);
    const shown = since(all, 'bar:running')!;
    expect(shown, 'the bar waits 200 ms').toBeGreaterThanOrEqual(195);
    expect(shown, 'and then shows while the data is still loading').toBeLessThan(SLOW);
    const done = all.find((m) => m.what === 'bar:done')!;
    expect(done.h1, 'it finishes once the new route has rendered').toBe('First guide');
    expect(all.filter((m) => m.what === 'bar:running' && m.h1 !== 'Introduction')).toEqual([]);
    expect(tally(dataRoutes(reqs))['/docs/guide/first'], 'data requests of the route').toBe(1);
  });

  test('a fast route change and hash changes on the same page show no bar', async ({ page }) => {
    const reqs = recordRequests(page);
    await page.goto(`${FIXTURE}/docs/intro`);
    await waitForHydration(page);
    const link = page.locator('.markdown').getByRole('link', { name: 'first guide' });
    await link.hover(); // prefetched: the navigation itself is then quick
    await expect.poll(() => dataRoutes(reqs)).toEqual(['/docs/guide/first']);
    await recordUi(page);
    // a same-page anchor in the content and one in the table of contents, then the router's own hash change
    await page.locator('.markdown').getByRole('link', { name: 'the usage section' }).click();
    await expect(page).toHaveURL(/#usage$/);
    await page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link', { name: 'Closing notes' }).click();
    await expect(page).toHaveURL(/#closing-notes$/);
    await page.evaluate(() => (window as unknown as { next: { router: { push: (u: string) => Promise<boolean> } } }).next.router.push('/docs/intro#details'));
    await expect(page).toHaveURL(/#details$/);
    await page.waitForTimeout(400);
    expect(dataRoutes(reqs), 'hash changes load no data').toEqual(['/docs/guide/first']);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'First guide' })).toBeVisible();
    await page.waitForTimeout(400);
    expect((await marks(page)).filter((m) => m.what.startsWith('bar')), 'progress bar changes').toEqual([]);
    expect(tally(dataRoutes(reqs))['/docs/guide/first'], 'the navigation used the prefetched data').toBe(1);
  });
});

test.describe('a route that cannot be loaded', () => {
  for (const failure of ['network error', 'HTTP 500', 'HTTP 404'] as const) {
    test(`loads as a full page instead (${failure})`, async ({ page }) => {
      await disableIntersectionObserver(page);
      const { warnings } = watchConsole(page);
      const reqs = recordRequests(page);
      await page.goto(`${FIXTURE}/docs/intro`);
      await waitForHydration(page);
      await page.route(dataURL('/docs/guide/first'), (route) => (failure === 'network error'
        ? route.abort('failed')
        : route.fulfill({ status: failure === 'HTTP 500' ? 500 : 404, body: 'nope' })));
      await markWindow(page);
      await page.locator('.markdown').getByRole('link', { name: 'first guide' }).click();
      await expect(page).toHaveURL(`${FIXTURE}/docs/guide/first`);
      await expect(page.getByRole('heading', { level: 1, name: 'First guide' })).toBeVisible();
      expect(await isSameWindow(page), 'a new document was loaded').toBe(false);
      const documents = reqs.filter((r) => r.resourceType() === 'document').map((r) => new URL(r.url()).pathname);
      expect(documents).toEqual(['/docs/intro', '/docs/guide/first']);
      expect(reqs.filter((r) => dataRoute(r.url()) === '/docs/guide/first').length, 'data attempts').toBeGreaterThanOrEqual(1);
      expect(warnings.some((w) => w.includes('/docs/guide/first'))).toBe(true);
    });
  }
});

test.describe('code loaded after the page is shown', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Opens the mobile menu (its code is a chunk of its own) with chunks shaped by `mode`. */
  async function shapeChunks(page: Page) {
    const state = { mode: 'pass' as 'pass' | 'delay' | 'fail' };
    await page.goto('/docs/docs');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      if (state.mode === 'fail') return route.abort('failed');
      if (state.mode === 'delay') await new Promise((r) => setTimeout(r, SLOW));
      return route.continue();
    });
    return state;
  }

  test('a spinner appears after 200 ms while it loads', async ({ page }) => {
    const state = await shapeChunks(page);
    state.mode = 'delay';
    const reqs = recordRequests(page);
    await recordUi(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(spinner(page)).toBeVisible();
    await expect(page.getByRole('button', { name: '← Back to main menu' })).toBeVisible();
    await expect(spinner(page)).toHaveCount(0);
    const all = await marks(page);
    expect(since(all, 'spinner'), 'the spinner waits 200 ms').toBeGreaterThanOrEqual(195);
    expect(since(all, 'spinner'), 'and shows while the code loads').toBeLessThan(SLOW);
    expect(chunkRequests(reqs).length, 'chunks the menu needed').toBeGreaterThanOrEqual(1);
  });

  test('if it fails, error text and Retry appear, and Retry loads it again', async ({ page }) => {
    const state = await shapeChunks(page);
    state.mode = 'fail';
    const reqs = recordRequests(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load this part of the page' });
    await expect(alert).toBeVisible({ timeout: 10_000 });
    const failed = chunkRequests(reqs).map((r) => r.url());
    expect(failed.length, 'failed chunk requests').toBeGreaterThanOrEqual(1);

    state.mode = 'pass';
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: '← Back to main menu' })).toBeVisible();
    await expect(alert).toHaveCount(0);
    const retried = chunkRequests(reqs).slice(failed.length).map((r) => r.url());
    expect(retried.length, 'Retry requested the code again').toBeGreaterThanOrEqual(1);
    expect(retried.every((u) => failed.includes(u))).toBe(true);
  });
});

test.describe('data loaded after the page is shown (a large sidebar\'s categories)', () => {
  // the shared file of the Specs category's items (web/lib/page-types.ts sidebarListPath)
  const specsIndex = graph().versions.find((v) => v.isLast)!.sidebars.api.items.findIndex((i) => i.type !== 'html' && i.label === 'Specs');
  const SIDEBAR = `**/_contentc/sidebars/*/${specsIndex}.json`;
  const isSpecsFile = (url: string) => new RegExp(`/_contentc/sidebars/[^/]+/${specsIndex}\\.json$`).test(url);
  const expand = (page: Page) => page.getByRole('button', { name: "Expand sidebar category 'Specs'" }).click();
  const sidebarSpinner = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('status', { name: 'Loading' });
  const specs = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Goal', exact: true });

  test('a spinner appears after 200 ms while it loads', async ({ page }) => {
    await page.goto('/api/Chart');
    await waitForHydration(page);
    await page.route(SIDEBAR, delay(SLOW));
    const reqs = recordRequests(page);
    await recordUi(page, 'nav[aria-label="Docs sidebar"]');
    await expand(page);
    await expect(sidebarSpinner(page)).toBeVisible();
    await expect(specs(page)).toBeVisible();
    await expect(sidebarSpinner(page)).toHaveCount(0);
    const shown = since(await marks(page), 'spinner')!;
    expect(shown).toBeGreaterThanOrEqual(195);
    expect(shown).toBeLessThan(SLOW);
    expect(reqs.filter((r) => isSpecsFile(r.url()))).toHaveLength(1);
  });

  test('if it fails, error text and Retry appear, and Retry loads it again', async ({ page }) => {
    await page.goto('/api/Chart');
    await waitForHydration(page);
    let fail = true;
    await page.route(SIDEBAR, (route) => (fail ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue()));
    const reqs = recordRequests(page);
    await expand(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load this part of the page' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('HTTP 503');
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(specs(page)).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect(reqs.filter((r) => isSpecsFile(r.url()))).toHaveLength(2);
  });
});

test('the progress bar costs no request during a navigation (its code came after hydration)', async ({ page }) => {
  await disableIntersectionObserver(page);
  await page.route(dataURL('/docs/no-footer'), delay(600));
  const reqs = recordRequests(page);
  await page.goto(`${FIXTURE}/docs/intro`);
  await waitForHydration(page);
  await settle(page, reqs);
  const loaded = reqs.length;
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'No footer' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'No footer' })).toBeVisible();
  await settle(page, reqs);
  // the only code a navigation to a doc page may fetch is Next's own entry file of that page route
  const entry = await page.evaluate(() => (window as unknown as { __BUILD_MANIFEST: Record<string, string[]> }).__BUILD_MANIFEST['/[...slug]']);
  const during = reqs.slice(loaded).map((r) => new URL(r.url()).pathname);
  expect(during.filter((p) => p.startsWith('/_next/static/') && !entry.some((e) => p.endsWith(e))), 'code or styles loaded by the navigation').toEqual([]);
});
