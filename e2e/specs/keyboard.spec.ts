import { expect, test } from '@playwright/test';
import { waitForHydration } from '../helpers/console';
import { docWhere } from '../helpers/graph';

test('Tab adds the keyboard focus marker on <body>; a mouse press removes it', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const body = page.locator('body');
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
  await page.keyboard.press('Tab');
  await expect(body).toHaveClass(/navigation-with-keyboard/);
  await page.mouse.click(5, 400);
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
});

test('"Skip to main content" is the first stop and moves focus to the main content', async ({ page }) => {
  const doc = docWhere((d) => d.sidebar !== null, 'a sidebar');
  await page.goto(doc.route);
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
