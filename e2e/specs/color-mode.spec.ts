import { expect, test } from '@playwright/test';
import { waitForHydration } from '../helpers/console';

const LIGHT = 'Switch between dark and light mode (currently light mode)';
const DARK = 'Switch between dark and light mode (currently dark mode)';

test('light by default, even when the system prefers dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: LIGHT })).toBeEnabled();
});

test('the switch is disabled in the static HTML (until hydration)', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<button[^>]*aria-label="Switch between dark and light mode \(currently light mode\)"[^>]*disabled=""/);
});

test('switching stores the choice and applies it before first paint on the next load', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: LIGHT }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: DARK })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // observe <html> as soon as the document exists: data-theme must already be dark
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { __themeAtParse: string | null }).__themeAtParse = document.documentElement.getAttribute('data-theme');
      }
    }, { once: true });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { __themeAtParse: string | null }).__themeAtParse)).toBe('dark');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: DARK })).toBeVisible();
});

test('a change in another tab is followed', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/');
  await b.goto('/');
  await waitForHydration(a);
  await waitForHydration(b);
  await a.getByRole('button', { name: LIGHT }).click();
  await expect(b.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(b.getByRole('button', { name: DARK })).toBeVisible();
});

test('without storage the site warns once and keeps working in memory', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  });
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: LIGHT }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: DARK }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(warnings.filter((w) => /localStorage/.test(w))).toHaveLength(1);
  expect(errors).toEqual([]);
});
