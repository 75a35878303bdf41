/** Network shaping and request counting for the navigation-runtime specs. */
import type { Page, Request } from '@playwright/test';

/** "/_next/data/<build>/docs/intro.json" → "/docs/intro" ("index.json" → "/"); null for other URLs. */
export function dataRoute(url: string): string | null {
  const m = new URL(url).pathname.match(/\/_next\/data\/[^/]+(\/.*)\.json$/);
  if (!m) return null;
  return m[1] === '/index' ? '/' : m[1];
}

/** Matches the data URL of a route (Next adds the route params as a query: "?slug=docs&slug=intro"). */
export function dataURL(route: string): RegExp {
  const file = route === '/' ? '/index' : route;
  return new RegExp(`/_next/data/[^/]+${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.json(\\?|$)`);
}

export const isChunk = (url: string) => /\/_next\/static\/chunks\/.*\.js$/.test(new URL(url).pathname);

/** Every request the page makes from now on, in order. */
export function recordRequests(page: Page): Request[] {
  const all: Request[] = [];
  page.on('request', (r) => all.push(r));
  return all;
}

/**
 * The page-data routes fetched (GET) among the requests, in order, duplicates kept. After
 * each client navigation to a static page Next also sends a body-less HEAD for its data
 * ("revalidation"); those are not counted here.
 */
export const dataRoutes = (reqs: Request[]) => reqs.filter((r) => r.method() === 'GET')
  .map((r) => dataRoute(r.url())).filter((r): r is string => r !== null);
export const chunkRequests = (reqs: Request[]) => reqs.filter((r) => isChunk(r.url()));

/** How many times each item occurs. */
export function tally(items: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const i of items) out[i] = (out[i] ?? 0) + 1;
  return out;
}

/** navigator.connection as a slow or data-saving network reports it, set before any page script runs. */
export async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  await page.addInitScript((c) => {
    const value = { ...c, downlink: 0.1, rtt: 2000, addEventListener() {}, removeEventListener() {} };
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
  }, connection);
}

/** An IntersectionObserver that never reports: only hover and touch can prefetch. */
export async function disableIntersectionObserver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    class Inert {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() { return []; }
    }
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = Inert;
  });
}

/** Waits until no new request has started for `quietMs` (prefetches run at idle time). */
export async function settle(page: Page, reqs: Request[], quietMs = 700): Promise<void> {
  let n = -1;
  while (n !== reqs.length) {
    n = reqs.length;
    await page.waitForTimeout(quietMs);
  }
}

/** Delays matching requests by `ms`, then lets them through. */
export function delay(ms: number) {
  return async (route: import('@playwright/test').Route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue().catch(() => {});
  };
}
