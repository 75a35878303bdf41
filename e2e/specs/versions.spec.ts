import { expect, test } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { waitForHydration } from '../helpers/console';

const KEY = 'docs-preferred-version-default';

test('the version dropdown switches versions and saves the preference', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/intro`);
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const dropdown = nav.getByRole('button', { name: 'Next' });
  await dropdown.click();
  await expect(nav.getByRole('link', { name: '1.0' })).toBeVisible();
  await nav.getByRole('link', { name: '1.0' }).click();
  await expect(page).toHaveURL(/\/docs\/1\.0\/intro$/);
  await expect(page.getByText('This is the old 1.0 introduction.')).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('1.0');
  await expect(nav.getByRole('button', { name: '1.0' })).toBeVisible();
  // the preference steers the navbar's docs link on pages outside the docs
  await page.goto(`${FIXTURE}/`);
  await waitForHydration(page);
  await expect(nav.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/docs/1.0/intro');
});

test('old versions show a banner linking to the latest version', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/intro`);
  // (Next's route announcer is also an alert, an empty one)
  const banner = page.getByRole('alert').filter({ hasText: 'This is documentation for' });
  await expect(banner).toHaveCount(0);
  await page.goto(`${FIXTURE}/docs/1.0/intro`);
  await waitForHydration(page);
  await expect(banner).toContainText('This is documentation for Fixture Docs 1.0, which is no longer actively maintained.');
  await banner.getByRole('link', { name: 'latest version' }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('current');
});

test('a stored preference that is not a known version is cleared', async ({ page }) => {
  await page.addInitScript((k) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(k, 'no-such-version');
  }, KEY);
  await page.goto(`${FIXTURE}/`);
  await waitForHydration(page);
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
});

test('the default site (one version) has no version dropdown or banner', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.goto('/docs/intro');
  await expect(page.getByText(/^Version: /)).toHaveCount(0);
});

test('a versioned site\'s pages show their version under the breadcrumbs, as Docusaurus\'s version badge', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/intro`);
  await expect(page.getByText('Version: Next', { exact: true })).toBeVisible();
  await page.goto(`${FIXTURE}/docs/1.0/intro`);
  await expect(page.getByText('Version: 1.0', { exact: true })).toBeVisible();
});

test('a dropdown clicked before its code has arrived opens once it has', async ({ page }) => {
  // The page's own scripts load at once; code it loads afterwards (the dropdowns') is held
  // until the reader has clicked.
  const html = await (await page.request.get(`${FIXTURE}/docs/intro`)).text();
  const initial = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1], FIXTURE).pathname));
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  let held = 0;
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    if (!initial.has(new URL(route.request().url()).pathname)) {
      held++;
      await gate;
    }
    await route.continue().catch(() => {});
  });
  await page.goto(`${FIXTURE}/docs/intro`);
  await waitForHydration(page);
  await expect.poll(() => held, 'code requested after hydration is held').toBeGreaterThan(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const dropdown = nav.getByRole('button', { name: 'Next' });
  await dropdown.click();
  await page.waitForTimeout(300);
  await expect(dropdown).toHaveAttribute('aria-expanded', 'false'); // its code is not there yet
  release();
  await expect(nav.getByRole('link', { name: '1.0' })).toBeVisible();
  await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
  // and from then on the button toggles as usual
  await dropdown.click();
  await expect(nav.getByRole('link', { name: '1.0' })).toBeHidden();
});
