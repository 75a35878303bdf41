import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../helpers/console';
import { recordRequests } from '../helpers/network';

// The base-URL check: the default site is built for the base URL "/". Served under
// another base path (here /prefix/, by routing: /prefix/... is answered from the site,
// anything else is a 404 as on a host where the site lives in a subfolder), none of its
// scripts load; an inline script in the exported HTML still says so and suggests the
// base URL to configure.

const PREFIX = '/prefix';

async function serveUnderPrefix(page: Page, baseURL: string): Promise<void> {
  await page.route(`${baseURL}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname !== PREFIX && !url.pathname.startsWith(`${PREFIX}/`)) {
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    }
    url.pathname = url.pathname.slice(PREFIX.length) || '/';
    return route.fulfill({ response: await route.fetch({ url: url.toString() }) });
  });
}

const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'This site did not load properly.' });

for (const path of ['/', '/docs/docs', '/docs/docs.html', '/api/specs/Goal/']) {
  test(`served under another base path, ${path} says so and suggests the base URL`, async ({ page, baseURL }) => {
    await serveUnderPrefix(page, baseURL!);
    const reqs = recordRequests(page);
    const responses: { url: string; status: number }[] = [];
    page.on('response', (r) => responses.push({ url: r.url(), status: r.status() }));
    await page.goto(`${PREFIX}${path}`);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('built for the base URL “/”');
    await expect(banner(page)).toContainText('served from “/prefix/”');
    await expect(banner(page)).toContainText('baseUrl: “/prefix/”');
    // the static page is readable, but its scripts were not found where the build put them
    await expect(page.locator('h1').first()).toBeVisible();
    const scripts = responses.filter((r) => /\/_next\/static\/.*\.js$/.test(r.url));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((r) => r.status === 404)).toBe(true);
    expect(reqs.filter((r) => r.url().includes('/_next/data/'))).toEqual([]);
  });
}

test('served at the base path it was built for, there is no banner', async ({ page }) => {
  for (const path of ['/', '/docs/docs', '/docs/docs.html']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('#base-url-issue-banner')).toHaveCount(0);
  }
  // and a 404 page, which has no route of its own to compare, shows none either
  await page.goto('/no/such/page');
  await expect(page.locator('#base-url-issue-banner')).toHaveCount(0);
});
