import { expect, test } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { graph } from '../helpers/graph';

test('the footer holds only the copyright line', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveText(graph().site.footer.copyright);
  await expect(footer).toHaveText('Copyright © 2025 Elasticsearch B.V.');
  await expect(footer.getByRole('link')).toHaveCount(0);
});

test('a page can hide the footer (front matter hide_footer)', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/intro`);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goto(`${FIXTURE}/docs/no-footer`);
  await expect(page.getByRole('heading', { level: 1, name: 'No footer' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
