import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/** Collects console errors, page errors and React hydration warnings of a page. */
export function watchConsole(page: Page): { problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    const text = msg.text();
    // the resource's URL too: "Failed to load resource" alone does not say which
    const url = msg.location()?.url;
    if (msg.type() === 'error') problems.push(`console.error: ${text}${url ? ` (${url})` : ''}`);
    else if (/hydrat/i.test(text)) problems.push(`hydration: ${text}`);
    if (msg.type() === 'warning') warnings.push(text);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return { problems, warnings };
}

/** Marks the window so a test can tell a client-side navigation from a full page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => { (window as unknown as { __e2eMark: boolean }).__e2eMark = true; });
}

export async function isSameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true);
}

/** Resolves once React has hydrated (the colour switch is enabled only then). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const b = document.querySelector('button[aria-label^="Switch between dark and light mode"]');
    return b !== null && !(b as HTMLButtonElement).disabled;
  });
}

/**
 * Opens a route and checks that it works as a reader gets it: the response's status
 * (200, or 404 for a page that does not exist), hydration, a visible h1, and no console
 * error or hydration warning (problems: watchConsole's list, set up before the first
 * route; what it holds is checked and emptied here, so a problem that comes after a
 * route's check fails the next one). Pages that do not exist log the 404 of their own
 * load, so only their status, hydration and h1 are checked; without a list, no page's
 * console is.
 */
export async function openRoute(page: Page, route: string, problems?: string[], status = 200): Promise<void> {
  const res = await page.goto(route);
  expect(res?.status(), `status of ${route}`).toBe(status);
  await waitForHydration(page);
  await expect(page.locator('h1').first(), `h1 of ${route}`).toBeVisible();
  if (!problems) return;
  if (status === 200) expect(problems, `console problems on ${route}`).toEqual([]);
  problems.length = 0;
}
