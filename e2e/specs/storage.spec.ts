import { expect, test, type Page } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { waitForHydration, watchConsole } from '../helpers/console';

// Storage unavailable (issue 7): when reading window.localStorage throws (a sandboxed
// iframe, some private modes, storage blocked by policy) or writing to it fails (quota),
// the site warns once per page load, keeps the reader's choices in memory and never
// crashes. color-mode.spec.ts covers the theme switch; this covers the other users of
// storage: the announcement bar's dismissal and the preferred docs version, and the
// head script that reads both before the first paint.

const LIGHT = 'Switch between dark and light mode (currently light mode)';
const DARK = 'Switch between dark and light mode (currently dark mode)';
const bar = (page: Page) => page.getByRole('banner').filter({ hasText: 'Fixture release 2.0' });

const modes: [string, () => void][] = [
  ['reading window.localStorage throws', () => {
    const deny = () => { throw new DOMException('The operation is insecure.', 'SecurityError'); };
    Object.defineProperty(window, 'localStorage', { configurable: true, get: deny });
    Object.defineProperty(window, 'sessionStorage', { configurable: true, get: deny });
  }],
  ['every write fails (quota exceeded)', () => {
    Storage.prototype.setItem = function setItem() { throw new DOMException('quota', 'QuotaExceededError'); };
  }],
];

for (const [name, breakStorage] of modes) {
  test.describe(`when ${name}`, () => {
    let consoleLog: ReturnType<typeof watchConsole>;
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(breakStorage);
      consoleLog = watchConsole(page);
    });

    const storageWarnings = () => consoleLog.warnings.filter((t) => /localStorage is not available/.test(t));

    test('the page loads and hydrates, with one console warning and no error', async ({ page }) => {
      await page.goto(`${FIXTURE}/docs/intro`);
      await waitForHydration(page);
      await expect(bar(page)).toBeVisible();
      expect(await page.locator('html').getAttribute('data-announcement-dismissed')).toBeNull();
      expect(storageWarnings()).toHaveLength(1);
      expect(consoleLog.problems).toEqual([]);
    });

    test('the announcement bar closes and stays closed while the reader navigates', async ({ page }) => {
      await page.goto(`${FIXTURE}/docs/intro`);
      await waitForHydration(page);
      await bar(page).getByRole('button', { name: 'Close' }).click();
      await expect(bar(page)).toHaveCount(0);
      // a client-side navigation keeps the in-memory state: the bar stays closed
      await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'No footer' }).click();
      await expect(page).toHaveURL(/\/docs\/no-footer$/);
      await expect(page.locator('h1')).toHaveText('No footer');
      await expect(bar(page)).toHaveCount(0);
      // a reload forgets it (nothing was stored) and shows the bar again, without a crash
      await page.reload();
      await waitForHydration(page);
      await expect(bar(page)).toBeVisible();
      expect(consoleLog.problems).toEqual([]);
    });

    test('the version preference is kept in memory for the visit', async ({ page }) => {
      await page.goto(`${FIXTURE}/docs/intro`);
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Next' }).click();
      await nav.getByRole('link', { name: '1.0' }).click();
      await expect(page).toHaveURL(/\/docs\/1\.0\/intro$/);
      await expect(nav.getByRole('button', { name: '1.0' })).toBeVisible();
      // on the home page (reached through the router) the docs link follows the preference
      await page.getByRole('link', { name: 'Home page' }).click();
      await expect(page).toHaveURL(new RegExp(`${FIXTURE}/?$`));
      await expect(nav.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/docs/1.0/intro');
      expect(storageWarnings()).toHaveLength(1);
      expect(consoleLog.problems).toEqual([]);
    });

    test('the theme switch works both ways', async ({ page }) => {
      await page.goto(`${FIXTURE}/docs/guide/first`);
      await waitForHydration(page);
      await page.getByRole('button', { name: LIGHT }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.getByRole('button', { name: DARK }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(consoleLog.problems).toEqual([]);
    });
  });
}
