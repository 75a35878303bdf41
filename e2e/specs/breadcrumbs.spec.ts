import { expect, test } from '@playwright/test';
import { docWhere } from '../helpers/graph';

test('breadcrumbs: a nav named "Breadcrumbs" with the trail of the page', async ({ page }) => {
  const doc = docWhere((d) => d.breadcrumbs.some((b) => b.href !== null), 'a breadcrumb link');
  await page.goto(doc.route);
  const nav = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(nav.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  const items = nav.getByRole('listitem');
  await expect(items).toHaveCount(doc.breadcrumbs.length + 1);
  const last = doc.breadcrumbs[doc.breadcrumbs.length - 1];
  await expect(nav.locator('[aria-current="page"]')).toHaveText(last.label);
  const linked = doc.breadcrumbs.find((b, i) => b.href !== null && i < doc.breadcrumbs.length - 1)!;
  await nav.getByRole('link', { name: linked.label, exact: true }).click();
  // (the client router drops a trailing slash: "/all-types/" shows as "/all-types")
  await expect(page).toHaveURL(new RegExp(`${linked.href!.replace(/\/$/, "")}/?$`));
});
