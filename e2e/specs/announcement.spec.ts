import { expect, test } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { waitForHydration } from '../helpers/console';

const URL = `${FIXTURE}/docs/intro`;
const bar = (page: import('@playwright/test').Page) => page.getByRole('banner').filter({ hasText: 'Fixture release 2.0' });

test('the announcement bar shows, closes, and stays closed across reloads', async ({ page }) => {
  await page.goto(URL);
  await waitForHydration(page);
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('link', { name: 'read the intro' })).toHaveAttribute('href', '/docs/intro');
  await bar(page).getByRole('button', { name: 'Close' }).click();
  await expect(bar(page)).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')]))
    .toEqual(['true', 'announcement-bar']);
  await page.reload();
  // hidden from the first paint (the head script), then removed after hydration
  await expect(page.locator('html')).toHaveAttribute('data-announcement-dismissed', 'true');
  await expect(bar(page)).toBeHidden();
  await waitForHydration(page);
  await expect(bar(page)).toHaveCount(0);
});

test('a new announcement id shows the bar again and resets the dismissal', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.goto(URL);
  await waitForHydration(page);
  await expect(bar(page)).toBeVisible();
  // The stored id and dismissal are reset in an effect after hydration: wait for it.
  await expect.poll(() => page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')]))
    .toEqual(['false', 'announcement-bar']);
});

test('the legacy misspelled id "annoucement-bar" is migrated to "announcement-bar"', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('docusaurus.announcement.id', 'annoucement-bar');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.goto(URL);
  await waitForHydration(page);
  await expect(bar(page)).toHaveCount(0); // still dismissed: same announcement
  // The migration runs in an effect after hydration: wait for it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('announcement-bar');
});

test('the default site has no announcement bar', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('banner')).toHaveCount(0);
});
