import { expect, test } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { docs, graph } from '../helpers/graph';

test('"Edit this page" links to the source in a new tab', async ({ page }) => {
  const doc = docs().find((d) => d.editUrl !== null) ?? null;
  expect(doc, 'a doc with an edit URL').not.toBeNull();
  await page.goto(doc!.route);
  const link = page.getByRole('link', { name: 'Edit this page' });
  await expect(link).toHaveAttribute('href', doc!.editUrl!);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('pages without an edit URL (generated reference, category indexes) have no link', async ({ page }) => {
  const without = docs().find((d) => d.editUrl === null);
  const category = graph().routes.find((r) => r.kind === 'category');
  const route = without?.route ?? category?.route;
  expect(route, 'a page without an edit URL').toBeTruthy();
  await page.goto(route!);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
});

test('fixture: edit URL is the configured base plus the source path', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/guide/first`);
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', 'https://github.com/example/fixture/edit/main/docs/guide/first.md');
});
