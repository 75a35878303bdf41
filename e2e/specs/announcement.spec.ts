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

// The bar's code loads after the page is shown (only sites with a bar load it); its look
// does not wait for it. Without any script file, the static page already lays the bar out
// (no shift of the page when the code arrives: a reader scrolled down stayed put) and hides
// a dismissed one from the first paint (the head script, which is inline, marks it).
test('the static page lays out the bar, and hides a dismissed one, before any script file loads', async ({ page }) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(URL);
  const box = await bar(page).boundingBox();
  const close = await bar(page).getByRole('button', { name: 'Close' }).boundingBox();
  expect(box, 'the bar is shown').not.toBeNull();
  // one row: the Close button at the right end, from the bar's top (unstyled, it sat under the text, at the left)
  expect(close!.x + close!.width).toBeCloseTo(box!.x + box!.width, 0);
  expect(close!.y).toBeCloseTo(box!.y, 0);

  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.id', 'announcement-bar');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-announcement-dismissed', 'true');
  const hidden = page.getByRole('banner', { includeHidden: true }).filter({ hasText: 'Fixture release 2.0' });
  await expect(hidden).toHaveCount(1); // in the static HTML, not shown
  await expect(hidden).toBeHidden();
});
