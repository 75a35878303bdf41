import { expect, test, type Page } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { isSameWindow, markWindow, waitForHydration, watchConsole } from '../helpers/console';
import { graph } from '../helpers/graph';

// Search (issue 4): the box in the navbar, the lazily loaded index, keyboard use,
// highlighting on the opened page, the phone layout and content shown as text.

const stamp = graph().buildTime;
const DOC_FILE = `search-doc-${stamp}.json`;
const INDEX_FILE = `search-index-${stamp}.json`;

const box = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });
const options = (page: Page) => results(page).getByRole('option');

/** Every request for a search file, in order. */
function watchSearchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.includes('/_contentc/search/')) seen.push(path.slice(path.indexOf('/_contentc/search/') + 18));
  });
  return seen;
}

async function openReady(page: Page, route = '/docs/docs') {
  await page.goto(route);
  await waitForHydration(page);
  await box(page).hover();
  await expect(box(page)).toBeEnabled();
}

test.describe('loading on intent', () => {
  test('nothing is requested on page load; the box is disabled with "Loading..."', async ({ page }) => {
    const requests = watchSearchRequests(page);
    await page.goto('/docs/docs');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.mouse.move(5, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    await expect(box(page)).toBeDisabled();
    await expect(box(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(box(page)).toHaveAttribute('placeholder', 'Loading...');
  });

  for (const [intent, act] of [
    ['hover', (p: Page) => box(p).hover()],
    ['focus', (p: Page) => box(p).focus()],
    ['click', (p: Page) => box(p).dispatchEvent('click')],
  ] as const) {
    test(`${intent} on the box loads the two index files, then the box is enabled`, async ({ page }) => {
      const { problems } = watchConsole(page);
      const requests = watchSearchRequests(page);
      await page.goto('/docs/docs');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
      await act(page);
      await expect(box(page)).toBeEnabled();
      await expect(box(page)).toHaveAttribute('placeholder', 'Search Ctrl+K');
      expect([...requests].sort()).toEqual([DOC_FILE, INDEX_FILE]);
      // A query reads only the shards of its terms and the text of the pages it shows.
      await box(page).fill('axis');
      await expect(options(page).first()).toBeVisible();
      expect(requests.filter((r) => /\/i\d+\.json$/.test(r)).length).toBeLessThanOrEqual(3);
      expect(problems).toEqual([]);
    });
  }

  test('the document file holds searchDocs and the options', async ({ request }) => {
    const res = await request.get(`/_contentc/search/${DOC_FILE}`);
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.options).toEqual({ maxHits: 30, highlightResult: false });
    expect(body.searchDocs.length).toBeGreaterThan(100);
    expect((await request.get(`/_contentc/search/${INDEX_FILE}`)).status()).toBe(200);
  });
});

test.describe('keyboard', () => {
  test('Ctrl+K focuses the box from anywhere (and starts loading)', async ({ page }) => {
    await page.goto('/docs/docs');
    await waitForHydration(page);
    await page.locator('h1').first().click();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveAttribute('placeholder', 'Search Ctrl+K');
    await page.locator('h1').first().click();
    await expect(box(page)).not.toBeFocused();
    await page.keyboard.press('Control+K');
    await expect(box(page)).toBeFocused();
  });

  test('on a Mac the placeholder says ⌘+K and ⌘+K focuses the box', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    await openReady(page);
    await expect(box(page)).toHaveAttribute('placeholder', 'Search ⌘+K');
    await page.locator('h1').first().click();
    await page.keyboard.press('Meta+k');
    await expect(box(page)).toBeFocused();
  });

  test('arrows move through the results, Escape closes the list, Enter opens one', async ({ page }) => {
    await openReady(page);
    const input = box(page);
    await input.click();
    await input.pressSequentially('peer dependencies');
    await expect(results(page)).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // The results of the whole query are in (not those of a prefix typed before).
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    const opts = options(page);
    expect(await opts.count()).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('ArrowDown');
    await expect(opts.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(opts.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(opts.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(input).toHaveAttribute('aria-activedescendant', (await opts.nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(opts.nth(0)).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Escape');
    await expect(results(page)).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('peer dependencies');
    await input.press('ArrowDown');
    await expect(results(page)).toBeVisible();

    const href = (await opts.nth(0).getAttribute('href'))!;
    await markWindow(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(await isSameWindow(page), 'client-side navigation').toBe(true);
    await expect(input).toHaveValue('');
    await expect(results(page)).toBeHidden();
  });
});

test('Enter pressed while the last words are still being searched opens the first result of all the words', async ({ page, context }) => {
  // What "axis title" finds first, and what "axis" finds first, each in a page of its own.
  const firstFor = async (q: string) => {
    const p = await context.newPage();
    await openReady(p);
    await box(p).click();
    await box(p).pressSequentially(q);
    await expect(results(p)).toHaveAttribute('aria-busy', 'false');
    const href = (await options(p).first().getAttribute('href'))!;
    await p.close();
    return href;
  };
  const whole = await firstFor('axis title');
  const prefix = await firstFor('axis');
  expect(whole, 'the first word alone finds another page first').not.toBe(prefix);

  await openReady(page);
  const input = box(page);
  await input.click();
  await input.pressSequentially('axis');
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(options(page).first()).toHaveAttribute('href', prefix);
  // From now on the search files the next word needs come in slowly.
  let held = 0;
  await page.route(/\/_contentc\/search\//, async (route) => {
    held++;
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await input.pressSequentially(' title');
  await expect(results(page)).toHaveAttribute('aria-busy', 'true');
  // The list still shows what "axis" found; Enter waits for "axis title".
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${whole.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), { timeout: 10_000 });
  expect(held, 'the last word needed files that came in late').toBeGreaterThan(0);
  await expect(input).toHaveValue('');
});

test('arrows pressed while the last words are still being searched keep their choice', async ({ page }) => {
  await openReady(page);
  const input = box(page);
  await input.click();
  await input.pressSequentially('peer');
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(options(page).first()).toBeVisible();
  // From now on the search files this query still needs come in slowly.
  let held = 0;
  await page.route(/\/_contentc\/search\//, async (route) => {
    held++;
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await input.pressSequentially(' dependencies');
  await expect(results(page)).toHaveAttribute('aria-busy', 'true');
  // The reader goes down the list shown (the results for "peer") meanwhile.
  await page.keyboard.press('ArrowDown');
  const chosen = options(page).nth(0);
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  const href = (await chosen.getAttribute('href'))!;
  await expect(results(page)).toHaveAttribute('aria-busy', 'false', { timeout: 10_000 });
  expect(held, 'the last words needed files that came in late').toBeGreaterThan(0);
  // The same result is still the chosen one in the new list, and the box says so.
  const now = results(page).locator(`[role="option"][aria-selected="true"]`);
  await expect(now).toHaveCount(1);
  await expect(now).toHaveAttribute('href', href);
  await expect(input).toHaveAttribute('aria-activedescendant', (await now.getAttribute('id'))!);
});

test.describe('on a slow network', () => {
  /** From now on, every request for code or search files answers only after `ms`. */
  async function slowDown(page: Page, ms: number) {
    await page.route(/\/(_next\/static\/chunks|_contentc\/search)\//, async (route) => {
      await new Promise((r) => setTimeout(r, ms));
      await route.continue();
    });
  }

  test('the first click on the box is kept: the box says it is loading, then takes the typing', async ({ page }) => {
    const { problems } = watchConsole(page);
    await page.goto('/docs/docs');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await slowDown(page, 1000);
    const input = box(page);
    // A real click (the box is aria-disabled until ready, so no actionability wait).
    const at = (await input.boundingBox())!;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await expect(input).toHaveAttribute('aria-busy', 'true');
    await expect(input).toHaveAttribute('placeholder', 'Loading...');
    await expect(input).toBeDisabled();
    await expect(input).toBeEnabled({ timeout: 20_000 });
    await expect(input).toHaveAttribute('placeholder', 'Search Ctrl+K');
    // The focus the click gave the loading box is the working box's: typing goes there.
    await expect(input).toBeFocused();
    await markWindow(page);
    await page.keyboard.type('flickers');
    await expect(options(page).first()).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/troubleshooting#performance$/, { timeout: 20_000 });
    expect(await isSameWindow(page), 'client-side navigation').toBe(true);
    await expect(page.locator('#main-content mark').first()).toHaveText('flickers');
    expect(problems).toEqual([]);
  });

  test('Tab to the box while it loads: it keeps the keyboard focus and works', async ({ page }) => {
    await page.goto('/docs/docs');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await slowDown(page, 1000);
    await box(page).focus();
    await expect(box(page)).toBeEnabled({ timeout: 20_000 });
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('legend');
    await expect(options(page).first()).toBeVisible({ timeout: 20_000 });
  });

  test('when the search code cannot load, the box says so, and the next hover tries again', async ({ page }) => {
    await page.goto('/docs/docs');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const fail = (route: import('@playwright/test').Route) => route.abort('connectionreset');
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, fail);
    const input = box(page);
    await input.hover();
    await expect(input).toHaveAttribute('placeholder', 'Search unavailable');
    await expect(input).toBeDisabled();
    await page.unroute(/\/_next\/static\/chunks\/.*\.js$/, fail);
    await page.mouse.move(5, 400);
    await input.hover();
    await expect(input).toBeEnabled();
    await input.fill('legend');
    await expect(options(page).first()).toBeVisible();
  });
});

test.describe('results', () => {
  test('appear as you type, as links with the page title, the heading and a snippet', async ({ page }) => {
    await openReady(page);
    const input = box(page);
    await input.click();
    await input.pressSequentially('flick'); // a prefix of "flickers", a word of one heading
    const first = options(page).first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('href', '/docs/troubleshooting#performance');
    await expect(first).toContainText('Troubleshooting');
    await expect(first).toContainText('The chart re-renders or flickers on every update');
    await expect(first).toContainText('Specs compare their props');
    // no result highlighting in the list (highlightResult: false)
    await expect(results(page).locator('mark')).toHaveCount(0);
  });

  test('an exact title match comes first', async ({ page }) => {
    await openReady(page);
    await box(page).fill('Axis');
    const first = options(page).first();
    await expect(first).toBeVisible();
    const title = await first.locator('span').first().textContent();
    expect(title).toBe('Axis');
  });

  test('at most 30 results; no results says so', async ({ page }) => {
    await openReady(page);
    await box(page).fill('chart');
    await expect(options(page)).toHaveCount(30);
    await box(page).fill('zzqxv nothing matches');
    await expect(options(page)).toHaveCount(0);
    await expect(page.getByText('No results for “zzqxv nothing matches”')).toBeVisible();
  });

  test('choosing a result navigates, clears the box and marks the matched words, scrolled into view', async ({ page }) => {
    const { problems } = watchConsole(page);
    await openReady(page);
    await markWindow(page);
    const input = box(page);
    await input.fill('timeAxisLayerCount');
    await results(page).locator('[href="/api/specs/xy/Axis#timeaxislayercount"]').click();
    await expect(page).toHaveURL(/\/api\/specs\/xy\/Axis#timeaxislayercount$/);
    expect(await isSameWindow(page)).toBe(true);
    await expect(input).toHaveValue('');
    const marks = page.locator('#main-content mark');
    await expect(marks.first()).toBeVisible();
    for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toMatch(/time|axis|layer|count/);
    const heading = page.locator('#timeaxislayercount');
    await expect(heading.locator('mark').first()).toBeInViewport();
    // Leaving the page takes the marks away.
    await page.getByRole('link', { name: 'Docs', exact: true }).first().click();
    await expect(page).toHaveURL(/\/docs\/docs$/);
    await expect(page.locator('#main-content mark')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a result on the page being read marks its words there too', async ({ page }) => {
    await openReady(page, '/docs/troubleshooting');
    await box(page).fill('flickers');
    await options(page).first().click();
    await expect(page).toHaveURL(/\/docs\/troubleshooting#performance$/);
    await expect(page.locator('#main-content mark').first()).toHaveText('flickers');
    await expect(page.locator('#main-content mark').first()).toBeInViewport();
  });
});

test.describe('accessibility', () => {
  test('a combobox named Search that controls a listbox of options', async ({ page }) => {
    await openReady(page);
    const input = box(page);
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await input.fill('legend');
    const list = results(page);
    await expect(list).toBeVisible();
    await expect(input).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    expect(await options(page).count()).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: /\d+ results?/ })).toHaveCount(1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the box in the navbar loads on a tap, searches and opens a result', async ({ page }) => {
    const requests = watchSearchRequests(page);
    await page.goto('/docs/docs');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    const input = box(page);
    await expect(input).toBeVisible();
    // A finger on the box (tap() would wait for it to be enabled first).
    const at = (await input.boundingBox())!;
    await page.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2);
    await expect(input).toBeEnabled();
    expect([...requests].sort()).toEqual([DOC_FILE, INDEX_FILE]);
    await input.tap();
    await input.fill('flickers');
    const first = options(page).first();
    await expect(first).toBeVisible();
    await expect(first).toBeInViewport();
    await first.tap();
    await expect(page).toHaveURL(/\/docs\/troubleshooting#performance$/);
    await expect(page.locator('#main-content mark').first()).toBeInViewport();
  });
});

test.describe('content is text', () => {
  test('a page titled <img src=x onerror=alert(1)> is found and shown literally', async ({ page }) => {
    const hostile = '<img src=x onerror=alert(1)>';
    const dialogs: string[] = [];
    page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
    await page.goto(`${FIXTURE}/docs/intro`);
    await waitForHydration(page);
    await box(page).hover();
    await expect(box(page)).toBeEnabled();
    await box(page).fill('zanzibarquux');
    const first = options(page).first();
    await expect(first).toHaveText(new RegExp(hostile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(results(page).locator('img')).toHaveCount(0);
    await first.click();
    await expect(page).toHaveURL(/\/docs\/search-hostile$/);
    await expect(page.locator('h1')).toHaveText(hostile);
    await expect(page.locator('#main-content mark').first()).toHaveText('zanzibarquux');
    // a heading result on the same page
    await box(page).fill('marsupial');
    await expect(options(page).first()).toHaveAttribute('href', '/docs/search-hostile#quokka-habitat');
    await expect(page.locator('article img')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('relevance (issue 17)', () => {
  test('a query shows the page the reader means first, with its breadcrumb and an excerpt', async ({ page }) => {
    await openReady(page);
    await box(page).pressSequentially('line series');
    const first = options(page).first();
    await expect(first).toHaveAttribute('href', '/api/specs/xy/LineSeries');
    await expect(first).toContainText('LineSeries');
    await expect(first).toContainText('API › Specs › Cartesian');
    await expect(first.locator('span').last()).toContainText(/line/i); // the excerpt
    // the page's results are grouped under it
    const group = results(page).getByRole('group', { name: 'LineSeries' }).first();
    await expect(group.getByRole('option').first()).toHaveAttribute('href', '/api/specs/xy/LineSeries');
  });

  test('two pages with one title are told apart by where they are and what they are', async ({ page }) => {
    await openReady(page);
    await box(page).fill('Tooltip');
    await expect(options(page).first()).toHaveAttribute('href', '/api/specs/global/Tooltip');
    await expect(options(page).first()).toContainText('API › Specs › Global');
    const generated = results(page).locator('[href="/all-types/functions/Tooltip"]');
    await expect(generated).toContainText('Type reference · function');
  });

  test('a typo finds the page; choosing it with the keyboard opens it and marks the word', async ({ page }) => {
    await openReady(page);
    await markWindow(page);
    const input = box(page);
    await input.pressSequentially('tooltp');
    // the results of the whole word are in (not those of a prefix typed before)
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    await expect(options(page).first()).toHaveAttribute('href', '/api/specs/global/Tooltip');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/api\/specs\/global\/Tooltip$/);
    expect(await isSameWindow(page)).toBe(true);
    const marks = page.locator('#main-content mark');
    await expect(marks.first()).toBeVisible();
    for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toContain('tooltip');
  });
});
