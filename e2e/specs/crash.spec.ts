import { expect, test, type Page } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { isSameWindow, markWindow, waitForHydration } from '../helpers/console';
import { chunkRequests, dataURL, recordRequests } from '../helpers/network';

// The crash screen. The site has no crash switch of its own (nothing a reader or a link
// could trigger): the test makes a real rendering crash by serving page data without
// its breadcrumbs, and an init script makes reading the missing field throw an error
// with a cause chain (a getter on Object.prototype, which only objects lacking their own
// `breadcrumbs` reach). window.__crash turns the fault off again for "Try again".

async function breakBreadcrumbs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __crash: boolean };
    w.__crash = true;
    Object.defineProperty(Object.prototype, 'breadcrumbs', {
      configurable: true,
      get() {
        if (w.__crash) {
          throw new Error('Breadcrumbs are missing from the page data', {
            cause: new TypeError('the data file was cut short', { cause: 'HTTP 206 Partial Content' }),
          });
        }
        return [];
      },
    });
  });
}

/** Serves a route's data JSON without page.breadcrumbs. */
async function stripBreadcrumbs(page: Page, route: string): Promise<void> {
  await page.route(dataURL(route), async (r) => {
    if (r.request().method() !== 'GET') return r.continue(); // Next's HEAD after a navigation
    const res = await r.fetch();
    const json = await res.json();
    delete json.pageProps.page.breadcrumbs;
    await r.fulfill({ response: res, json });
  });
}

test('a rendering crash shows "This page crashed." with the error and its causes; "Try again" clears it', async ({ page }) => {
  await breakBreadcrumbs(page);
  await stripBreadcrumbs(page, '/docs/guide/first');
  await page.goto(`${FIXTURE}/docs/intro`);
  await waitForHydration(page);
  const reqs = recordRequests(page);
  await markWindow(page);
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: 'Guide' }).click();
  // Clicked once the opened category shows it whole (as a reader does: while the list's
  // height animates, the link may be clipped and a click could land beside it).
  const firstGuide = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'First guide' });
  await expect(firstGuide).toBeInViewport({ ratio: 1 });
  await firstGuide.click();

  const crash = page.getByRole('alert').filter({ hasText: 'This page crashed.' });
  await expect(crash.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
  await expect(crash).toContainText('Breadcrumbs are missing from the page data');
  const causes = crash.getByRole('list', { name: 'Causes' }).getByRole('listitem');
  await expect(causes).toHaveText(['Cause: TypeError: the data file was cut short', 'Cause: HTTP 206 Partial Content']);
  await expect(page).toHaveTitle('Page Error');
  // the crash is contained in the page: the navbar and sidebar still work, no reload happened
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await isSameWindow(page)).toBe(true);
  // the crash screen's code loaded only now, on demand
  expect(chunkRequests(reqs).length).toBeGreaterThanOrEqual(1);

  await page.evaluate(() => { (window as unknown as { __crash: boolean }).__crash = false; });
  await crash.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'First guide' })).toBeVisible();
  await expect(crash).toHaveCount(0);
  await expect(page).toHaveTitle(/^First guide \| /);
});

test('navigating away from a crashed page shows the next page', async ({ page }) => {
  await breakBreadcrumbs(page);
  await stripBreadcrumbs(page, '/docs/no-footer');
  await page.goto(`${FIXTURE}/docs/intro`);
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'No footer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
  await expect(page).toHaveTitle('Page Error');
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Introduction \| /);
});

test('a crash while the page first renders shows the crash screen too', async ({ page }) => {
  await breakBreadcrumbs(page);
  // the exported HTML with breadcrumbs removed from its embedded page data
  await page.route(`${FIXTURE}/docs/guide/first`, async (r) => {
    const res = await r.fetch();
    const html = (await res.text()).replace(/"breadcrumbs":\[[^\]]*\],?/, '');
    await r.fulfill({ response: res, body: html });
  });
  await page.goto(`${FIXTURE}/docs/guide/first`);
  await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This page crashed.' })).toContainText('Breadcrumbs are missing from the page data');
  await expect(page).toHaveTitle('Page Error');
  await page.evaluate(() => { (window as unknown as { __crash: boolean }).__crash = false; });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'First guide' })).toBeVisible();
});
