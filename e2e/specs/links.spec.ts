import { expect, test } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { isSameWindow, markWindow, waitForHydration } from '../helpers/console';
import { docs } from '../helpers/graph';

test('internal links inside the content navigate client-side', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/intro`);
  await waitForHydration(page);
  await markWindow(page);
  const data = page.waitForResponse((r) => r.url().includes('/_next/data/'));
  await page.locator('.markdown').getByRole('link', { name: 'first guide' }).click();
  await data;
  await expect(page.getByRole('heading', { level: 1, name: 'First guide' })).toBeVisible();
  expect(await isSameWindow(page)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  expect(await isSameWindow(page)).toBe(true);
});

test('anchor links stay on the page and scroll to the target', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/intro`);
  await waitForHydration(page);
  await page.locator('.markdown').getByRole('link', { name: 'the usage section' }).click();
  await expect(page).toHaveURL(/\/docs\/intro#usage$/);
  await expect(page.locator('#usage')).toBeInViewport();
});

test('external links open in a new tab without opener', async ({ page }) => {
  const doc = docs().find((d) => /<a [^>]*href="https?:/.test(d.html));
  expect(doc, 'a doc with an external link').toBeTruthy();
  await page.goto(doc!.route);
  const links = page.locator('.markdown a[href^="http"]');
  const n = await links.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    await expect(links.nth(i)).toHaveAttribute('target', '_blank');
    await expect(links.nth(i)).toHaveAttribute('rel', /noopener/);
  }
  const navExternal = page.getByRole('navigation', { name: 'Main' }).locator('a[href^="http"]');
  for (let i = 0; i < await navExternal.count(); i++) {
    await expect(navExternal.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('internal links are printed with the base URL', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/intro`);
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const h of hrefs) expect(h.startsWith('/')).toBe(true);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/docs/intro');
});
