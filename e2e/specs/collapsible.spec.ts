import { expect, test } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { waitForHydration } from '../helpers/console';

const URL = `${FIXTURE}/docs/intro`;

function listOf(page: import('@playwright/test').Page) {
  return page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: 'Guide' }).locator('xpath=../following-sibling::ul[1]');
}

test('sidebar categories animate their height with ease-in-out and a duration from the content height', async ({ page }) => {
  await page.goto(URL);
  await waitForHydration(page);
  const list = listOf(page);
  await expect(list).toHaveAttribute('data-collapsed', 'true');
  await expect(list.locator('li')).toHaveCount(0); // lazy: nothing mounted before the first expansion
  const samples: string[] = [];
  await list.evaluate((el) => {
    (window as unknown as { __heights: string[] }).__heights = [];
    new MutationObserver(() => (window as unknown as { __heights: string[] }).__heights.push(el.style.height)).observe(el, { attributes: true, attributeFilter: ['style'] });
  });
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: 'Guide' }).click();
  await expect(list).toHaveAttribute('data-collapsed', 'false');
  await expect(list.locator('li')).toHaveCount(2);
  const transition = await list.evaluate((el) => el.style.transition);
  expect(transition).toMatch(/^height (\d+)ms ease-in-out$/);
  const ms = Number(transition.match(/(\d+)ms/)![1]);
  expect(ms).toBeGreaterThan(100);
  samples.push(...await page.evaluate(() => (window as unknown as { __heights: string[] }).__heights));
  expect(samples).toContain('0px'); // it starts from zero height
  await expect.poll(() => list.evaluate((el) => el.style.height)).toBe('auto');
});

test('with reduced motion the animation lasts 1 ms', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(URL);
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: 'Guide' }).click();
  await expect.poll(() => listOf(page).evaluate((el) => el.style.transition)).toBe('height 1ms ease-in-out');
});

test('details blocks in the content open and close with the same animation', async ({ page }) => {
  await page.goto(URL);
  await waitForHydration(page);
  const details = page.locator('.markdown details');
  await expect(page.getByText('Hidden fixture detail text.')).toBeHidden();
  await details.getByText('More about the fixture').click();
  await expect(details).toHaveAttribute('open', '');
  expect(await details.evaluate((el) => (el as HTMLElement).style.transition)).toMatch(/ease-in-out/);
  await expect(page.getByText('Hidden fixture detail text.')).toBeVisible();
  await details.getByText('More about the fixture').click();
  await expect(details).not.toHaveAttribute('open', '');
});

test('a details block clicked again while it opens closes from where it is', async ({ page }) => {
  await page.goto(URL);
  await waitForHydration(page);
  const details = page.locator('.markdown details');
  const summary = details.getByText('More about the fixture');
  // a double click: the second click comes while the block is still opening
  await summary.dblclick();
  await expect(details).not.toHaveAttribute('open', '');
  await expect(page.getByText('Hidden fixture detail text.')).toBeHidden();
  await expect.poll(() => details.evaluate((el) => (el as HTMLElement).style.height)).toBe('');
});
