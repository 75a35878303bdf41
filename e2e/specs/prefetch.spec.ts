import { expect, test, type Page } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { isSameWindow, markWindow, waitForHydration } from '../helpers/console';
import { docs } from '../helpers/graph';
import {
  chunkRequests, dataRoutes, disableIntersectionObserver, emulateConnection, recordRequests, settle, tally,
} from '../helpers/network';

// Prefetching: a page's data JSON (/_next/data/…/route.json) and code are fetched when an
// internal link scrolls into view, and on hover or touch start; never on 2g or
// save-data connections, never for external links, at most once per route per page view.

/** Routes of the internal links the reader can see right now (what in-view prefetching should fetch). */
function visibleInternalRoutes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const routes = new Set<string>();
    for (const a of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const raw = a.getAttribute('href')!;
      if (raw.startsWith('#') || a.target || new URL(a.href).origin !== location.origin) continue;
      const r = a.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
      let clipped = false;
      for (let p = a.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowY !== 'visible') {
          const pr = p.getBoundingClientRect();
          if (r.bottom <= pr.top || r.top >= pr.bottom) clipped = true;
        }
      }
      if (clipped) continue;
      const path = new URL(a.href).pathname.replace(/\/+$/, '') || '/';
      if (path !== location.pathname) routes.add(path);
    }
    return [...routes].sort();
  });
}

/** The code chunks of a route, from the build manifest the page has loaded. */
function routeChunks(page: Page, route: string): Promise<string[]> {
  return page.evaluate((r) => ((window as unknown as { __BUILD_MANIFEST: Record<string, string[]> }).__BUILD_MANIFEST[r] ?? []), route);
}

test('links in view are prefetched once each, with the code of a new route; never the current page or external sites', async ({ page }) => {
  const reqs = recordRequests(page);
  await page.goto(`${FIXTURE}/docs/intro`);
  await waitForHydration(page);
  await settle(page, reqs);

  const counts = tally(dataRoutes(reqs));
  const expected = await visibleInternalRoutes(page);
  // navbar brand and breadcrumbs (home), the sidebar, and a link inside the content
  expect(expected).toEqual(expect.arrayContaining(['/', '/docs/no-footer', '/docs/guide/first']));
  expect(Object.keys(counts).sort()).toEqual(expected);
  for (const [route, n] of Object.entries(counts)) expect(n, `data requests for ${route}`).toBe(1);
  expect(counts['/docs/intro'], 'the page being shown').toBeUndefined();

  // the home page has its own code: prefetching "/" fetched it (a prefetch hint, then
  // loaded at idle time from the HTTP cache: one request of each kind at most)
  const homeChunks = await routeChunks(page, '/');
  expect(homeChunks.length).toBeGreaterThan(0);
  for (const c of homeChunks) {
    const kinds = chunkRequests(reqs).filter((r) => r.url().endsWith(c)).map((r) => r.resourceType());
    expect(kinds.length, c).toBeGreaterThanOrEqual(1);
    expect(Object.values(tally(kinds)).every((n) => n === 1), `${c}: ${kinds}`).toBe(true);
  }
  // no request left the site (GitHub, "Edit this page" and the other external links are never prefetched)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'GitHub' }).hover();
  await page.getByRole('link', { name: 'Edit this page' }).hover();
  await settle(page, reqs, 400);
  expect(reqs.filter((r) => new URL(r.url()).origin !== FIXTURE).map((r) => r.url())).toEqual([]);
});

test('a route is prefetched at most once per page view, and the navigation then uses the prefetched data', async ({ page }) => {
  const reqs = recordRequests(page);
  await page.goto(`${FIXTURE}/docs/intro`);
  await waitForHydration(page);
  await settle(page, reqs);
  const before = dataRoutes(reqs).length;
  expect(before).toBeGreaterThan(0);

  const content = page.locator('.markdown').getByRole('link', { name: 'first guide' });
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'No footer' });
  for (let i = 0; i < 3; i++) {
    await content.hover();
    await sidebar.hover();
    await content.dispatchEvent('touchstart');
    await page.getByRole('link', { name: 'Home page' }).hover();
  }
  await page.locator('a[rel="next"]').scrollIntoViewIfNeeded(); // pagination: First guide, already prefetched
  await settle(page, reqs);
  expect(dataRoutes(reqs)).toHaveLength(before);

  await markWindow(page);
  await content.click();
  await expect(page.getByRole('heading', { level: 1, name: 'First guide' })).toBeVisible();
  expect(await isSameWindow(page)).toBe(true);
  expect(tally(dataRoutes(reqs))['/docs/guide/first'], 'the navigation reused the prefetched data').toBe(1);
});

test.describe('without in-view prefetching', () => {
  test.beforeEach(async ({ page }) => { await disableIntersectionObserver(page); });

  test('hover and touch start prefetch navbar, breadcrumb, sidebar, pagination and content links', async ({ page }) => {
    const reqs = recordRequests(page);
    await page.goto(`${FIXTURE}/docs/guide/second`);
    await waitForHydration(page);
    await settle(page, reqs);
    expect(dataRoutes(reqs)).toEqual([]);

    const steps: [string, () => Promise<void>, string][] = [
      ['navbar', () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' }).hover(), '/docs/intro'],
      ['breadcrumbs', () => page.getByRole('link', { name: 'Home page' }).hover(), '/'],
      ['sidebar (touch)', () => page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'First guide' }).dispatchEvent('touchstart'), '/docs/guide/first'],
      ['pagination', () => page.locator('a[rel="next"]').hover(), '/docs/no-footer'],
    ];
    for (const [where, act, route] of steps) {
      const n = dataRoutes(reqs).length;
      await act();
      await expect.poll(() => dataRoutes(reqs).slice(n), where).toEqual([route]);
    }
    await page.locator('a[rel="prev"]').hover(); // First guide again: already prefetched
    await settle(page, reqs, 400);
    expect(tally(dataRoutes(reqs))).toEqual({ '/docs/intro': 1, '/': 1, '/docs/guide/first': 1, '/docs/no-footer': 1 });

    await page.goto(`${FIXTURE}/docs/intro`);
    await waitForHydration(page);
    await settle(page, reqs);
    const n = dataRoutes(reqs).length;
    await page.locator('.markdown').getByRole('link', { name: 'first guide' }).hover();
    await expect.poll(() => dataRoutes(reqs).slice(n), 'content link').toEqual(['/docs/guide/first']);
  });
});

for (const connection of [
  { effectiveType: '2g', saveData: false },
  { effectiveType: 'slow-2g', saveData: false },
  { effectiveType: '4g', saveData: true },
]) {
  test(`nothing is prefetched on a ${connection.saveData ? 'save-data' : connection.effectiveType} connection`, async ({ page }) => {
    await emulateConnection(page, connection);
    const reqs = recordRequests(page);
    await page.goto(`${FIXTURE}/docs/intro`);
    await waitForHydration(page);
    await settle(page, reqs);
    const chunksAtLoad = chunkRequests(reqs).length;

    await page.locator('.markdown').getByRole('link', { name: 'first guide' }).hover();
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'No footer' }).dispatchEvent('touchstart');
    await page.getByRole('link', { name: 'Home page' }).hover();
    await page.locator('a[rel="next"]').scrollIntoViewIfNeeded();
    await page.locator('a[rel="next"]').hover();
    await settle(page, reqs);
    expect(dataRoutes(reqs), 'page data').toEqual([]);
    expect(chunkRequests(reqs).slice(chunksAtLoad).map((r) => r.url()), 'page code').toEqual([]);
    expect(await page.locator('link[rel="prefetch"], link[rel="preload"][as="script"]').count(), 'prefetch/preload links').toBe(0);

    // navigating still works: it loads the data it needs, once
    await page.locator('a[rel="next"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'First guide' })).toBeVisible();
    expect(dataRoutes(reqs)).toEqual(['/docs/guide/first']);
  });
}

test('a link below the fold is prefetched when it scrolls into view, not before', async ({ page }) => {
  // A long doc of the default site with an internal link far down that nothing above links to.
  const candidates = docs().filter((d) => /href="\/[^"#]/.test(d.html)).sort((a, b) => b.html.length - a.html.length).slice(0, 8);
  const reqs = recordRequests(page);
  let route: string | null = null;
  for (const doc of candidates) {
    await page.goto(doc.route);
    await waitForHydration(page);
    await settle(page, reqs);
    route = await page.evaluate((seen) => {
      const pathOf = (a: HTMLAnchorElement) => new URL(a.href).pathname;
      const all = Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]'));
      const near = new Set(all.filter((a) => a.getBoundingClientRect().top < innerHeight * 2).map(pathOf));
      const far = all.find((a) => a.getBoundingClientRect().top > innerHeight * 2 && !a.target
        && !near.has(pathOf(a)) && !seen.includes(pathOf(a)) && pathOf(a) !== location.pathname
        && !Array.from(document.querySelectorAll<HTMLAnchorElement>('nav a[href]')).some((n) => pathOf(n) === pathOf(a)));
      if (!far) return null;
      far.setAttribute('data-e2e-far', '');
      return pathOf(far);
    }, dataRoutes(reqs));
    if (route) break;
  }
  expect(route, 'a doc with an internal link far below the fold').toBeTruthy();
  expect(dataRoutes(reqs)).not.toContain(route);
  await page.locator('[data-e2e-far]').scrollIntoViewIfNeeded();
  await expect.poll(() => tally(dataRoutes(reqs))[route!]).toBe(1);
});
