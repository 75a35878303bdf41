import { expect, test } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { waitForHydration } from '../helpers/console';
import { docWhere, graph } from '../helpers/graph';
import type { SidebarItem } from '../../web/lib/graph-types';

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

test.describe('a large sidebar (over 200 items: the API reference)', () => {
  const items = graph().versions.find((v) => v.isLast)!.sidebars.api.items;
  const tops = items.filter((i): i is Extract<SidebarItem, { type: 'category' }> => i.type === 'category');
  const home = tops.find((c) => c.items.some((i) => i.type === 'link'))!;
  const doc = home.items.find((i) => i.type === 'link')!;
  const others = items.filter((i): i is Exclude<SidebarItem, { type: 'html' }> => i !== home && i.type !== 'html');

  test('the page\'s HTML has only the branch of the current page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(doc.href);
    const nav = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(nav.getByRole('link', { name: doc.label, exact: true })).toHaveAttribute('aria-current', 'page');
    for (const it of others) await expect(nav.getByRole('link', { name: it.label, exact: true })).toHaveCount(0);
    await context.close();
  });

  test('after hydration the rest of it appears', async ({ page }) => {
    await page.goto(doc.href);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Docs sidebar' });
    for (const it of others) await expect(nav.getByRole('link', { name: it.label, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: doc.label, exact: true })).toHaveAttribute('aria-current', 'page');
  });
});
