import { expect, test } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { waitForHydration } from '../helpers/console';
import { docWhere } from '../helpers/graph';

test('previous/next links follow the sidebar order', async ({ page }) => {
  const doc = docWhere((d) => d.previous !== null && d.next !== null, 'both previous and next');
  await page.goto(doc.route);
  const nav = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(nav.getByRole('link', { name: new RegExp(`Previous.*${doc.previous!.title}`) })).toHaveAttribute('href', doc.previous!.href);
  await expect(nav.getByRole('link', { name: new RegExp(`Next.*${doc.next!.title}`) })).toHaveAttribute('href', doc.next!.href);
});

test('fixture: next then previous walk the docs', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/intro`);
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(nav.getByRole('link', { name: /Previous/ })).toHaveCount(0);
  await nav.getByRole('link', { name: /Next.*First guide/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'First guide' })).toBeVisible();
  await nav.getByRole('link', { name: /Previous.*Introduction/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
});
