import { expect, test } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { waitForHydration } from '../helpers/console';
import { docWhere, graph } from '../helpers/graph';

test.use({ viewport: { width: 390, height: 844 } });

const bodyOverflow = (page: import('@playwright/test').Page) => page.evaluate(() => document.body.style.overflow);

test('the menu opens from "Toggle navigation bar", locks the page and shows the docs sidebar first', async ({ page }) => {
  const doc = docWhere((d) => d.sidebar !== null, 'a sidebar');
  await page.goto(doc.route);
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  expect(await bodyOverflow(page)).toBe('hidden');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', doc.route);
  await page.getByRole('button', { name: '← Back to main menu' }).click();
  await expect(sidebar).toBeHidden();
  const menu = page.locator('#mobile-menu');
  for (const item of graph().site.navbar.items.filter((i) => i.type === 'docSidebar' || i.type === 'link')) {
    await expect(menu.getByRole('link', { name: item.label, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Close navigation bar' }).click();
  await expect(page.getByRole('button', { name: '← Back to main menu' })).toHaveCount(0);
  expect(await bodyOverflow(page)).toBe('');
});

test('choosing a page closes the menu; back navigation closes it too', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/intro`);
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  await toggle.click();
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('button', { name: 'Guide' }).click();
  // once the opened category shows it whole (not while the list animates)
  await expect(sidebar.getByRole('link', { name: 'First guide' })).toBeInViewport({ ratio: 1 });
  await sidebar.getByRole('link', { name: 'First guide' }).click();
  await expect(page).toHaveURL(/\/docs\/guide\/first$/);
  await expect(sidebar).toBeHidden();
  await toggle.click();
  await expect(sidebar).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.getByRole('button', { name: 'Close navigation bar' })).toHaveCount(0);
  expect(await bodyOverflow(page)).toBe('');
});

test('the menu is forced closed when the window becomes desktop-wide', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/intro`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.getByRole('button', { name: 'Close navigation bar' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: 'Close navigation bar' })).toHaveCount(0);
  expect(await bodyOverflow(page)).toBe('');
  await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
});

test('996 px is still mobile, 997 px is desktop', async ({ page }) => {
  await page.setViewportSize({ width: 996, height: 800 });
  await page.goto(`${FIXTURE}/docs/intro`);
  await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();
  await page.setViewportSize({ width: 997, height: 800 });
  await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
});
