import { expect, test } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { waitForHydration } from '../helpers/console';
import { docWhere } from '../helpers/graph';

test('the docs sidebar is a nav named "Docs sidebar" with the current page marked', async ({ page }) => {
  const doc = docWhere((d) => d.sidebar !== null, 'a sidebar');
  await page.goto(doc.route);
  const nav = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(nav).toBeVisible();
  const current = nav.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', doc.route);
});

test('categories on the current path are expanded; others stay as configured', async ({ page }) => {
  const doc = docWhere((d) => d.sidebar !== null && d.breadcrumbs.length > 1, 'a nested page');
  await page.goto(doc.route);
  const nav = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(nav.locator('[aria-current="page"]')).toBeVisible();
});

test.describe('fixture sidebar', () => {
  test('a collapsed category expands on click, lazily, and never auto-collapses', async ({ page }) => {
    await page.goto(`${FIXTURE}/docs/intro`);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Docs sidebar' });
    const guide = nav.getByRole('button', { name: 'Guide' });
    await expect(guide).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'First guide' })).toHaveCount(0); // not mounted yet
    await guide.click();
    await expect(guide).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'First guide' }).click();
    await expect(page).toHaveURL(/\/docs\/guide\/first$/);
    await expect(nav.getByRole('link', { name: 'First guide' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Introduction' }).click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(guide).toHaveAttribute('aria-expanded', 'true');
    await guide.click();
    await expect(guide).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'First guide' })).toBeHidden();
  });

  test('opening a page inside a collapsed category shows that category expanded', async ({ page }) => {
    await page.goto(`${FIXTURE}/docs/guide/second`);
    const nav = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(nav.getByRole('button', { name: 'Guide' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Second guide' })).toHaveAttribute('aria-current', 'page');
  });
});
