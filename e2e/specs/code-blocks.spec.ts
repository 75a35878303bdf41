import { expect, test } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { waitForHydration } from '../helpers/console';

const URL = `${FIXTURE}/docs/intro`;

test('title bar, highlighted line and line numbers come from the compiled HTML', async ({ page }) => {
  await page.goto(URL);
  const block = page.locator('.code-block').filter({ hasText: 'example.tsx' });
  await expect(block.locator('.code-block-title')).toHaveText('example.tsx');
  await expect(block.locator('.line')).toHaveCount(3);
  await expect(block.locator('.line.hl')).toHaveCount(1);
  await expect(block.locator('.line.hl')).toContainText("const second = 'two';");
  await expect(block.locator('.ln')).toHaveText(['1', '2', '3']);
});

test('the copy button copies the code (without line numbers) and says "Copied"', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: FIXTURE });
  await page.goto(URL);
  await waitForHydration(page);
  const block = page.locator('.code-block').filter({ hasText: 'example.tsx' });
  await block.hover();
  const button = block.getByRole('button', { name: 'Copy code to clipboard' });
  await button.click();
  await expect(block.getByRole('button', { name: 'Copied' })).toHaveText('Copied');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe("const first = 1;\nconst second = 'two';\nconsole.log(first, second);");
  await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible({ timeout: 4000 });
});

test('code colours follow the colour mode (light and dark chroma themes)', async ({ page }) => {
  await page.goto(URL);
  await waitForHydration(page);
  const pre = page.locator('.code-block pre.chroma').first();
  const light = await pre.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => pre.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(light);
});
