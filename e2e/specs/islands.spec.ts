import { expect, test, type Page, type Response } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { isSameWindow, markWindow, waitForHydration } from '../helpers/console';
import { watchSecurity } from '../helpers/security';

// A site component (e2e/fixtures/site/src/components/Counter.tsx, imported by
// docs/mdx/island.mdx from @site/src/components/Counter): compiled by the web build from
// the content tree and rendered into its island, with its props from the MDX, its CSS
// module and stylesheet, and @docusaurus/Link; the children are the server HTML.
// Components without controls (src/components/ReleaseNote.tsx, on the same page) are
// also rendered into the static page when the site is built.

const ISLAND = `${FIXTURE}/docs/mdx/island`;
const NO_ISLAND = `${FIXTURE}/docs/mdx/no-island`;
/** A string of the component's code: a script that has it is the component's chunk. */
const MARKER = 'contentc-fixture-counter';

/** Every script and stylesheet the page loads from now on, with its text. */
function recordAssets(page: Page): { url: string; text: Promise<string> }[] {
  const assets: { url: string; text: Promise<string> }[] = [];
  page.on('response', (r: Response) => {
    const type = r.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.push({ url: r.url(), text: r.text().catch(() => '') });
  });
  return assets;
}

async function componentLoaded(assets: { url: string; text: Promise<string> }[]): Promise<{ js: boolean; css: boolean }> {
  let js = false;
  for (const a of assets) if ((await a.text).includes(MARKER)) js = true;
  return { js, css: assets.some((a) => a.url.includes('/_contentc/islands/')) };
}

function counter(page: Page) {
  return page.getByRole('region', { name: 'Fixture clicks counter' });
}

test('the component renders with its props; its button counts clicks', async ({ page }) => {
  const security = await watchSecurity(page);
  const assets = recordAssets(page);
  await page.goto(ISLAND);
  await waitForHydration(page);
  const c = counter(page);
  // string prop and JSON object prop ({start: 2, step: 3})
  await expect(c.getByText('Fixture clicks: 2')).toBeVisible();
  await c.getByRole('button', { name: 'Add 3' }).click();
  await expect(c.getByText('Fixture clicks: 5')).toBeVisible();
  await c.getByRole('button', { name: 'Add 3' }).click();
  await expect(c.getByText('Fixture clicks: 8')).toBeVisible();
  // the element's children (server HTML) are the component's children
  await expect(c.getByText('Counting needs JavaScript; the count starts at 2.')).toBeVisible();
  await expect(page.getByText('Text after the island.')).toBeVisible();
  // its CSS module and its plain stylesheet apply
  expect(await c.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(0, 128, 0)');
  expect(await c.getByText('Counting needs').evaluate((el) => getComputedStyle(el).fontStyle)).toBe('italic');
  // useBaseUrl and @docusaurus/Link get the base URL (the fixture's is /)
  await expect(c.getByRole('img', { name: 'Fixture logo' })).toHaveAttribute('src', '/img/logo.svg');
  await expect(c.getByRole('link', { name: 'Open the tabs page' })).toHaveAttribute('href', '/docs/mdx/tabs');
  expect(await componentLoaded(assets)).toEqual({ js: true, css: true });
  expect(security.violations).toEqual([]);
  expect(security.errors).toEqual([]);
});

test('a page without the component does not load its code; after client-side navigation the island works, and is unmounted when leaving', async ({ page }) => {
  const assets = recordAssets(page);
  await page.goto(NO_ISLAND);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await componentLoaded(assets)).toEqual({ js: false, css: false });

  await markWindow(page);
  await page.getByRole('link', { name: 'The counter page' }).click();
  await expect(page).toHaveURL(/\/docs\/mdx\/island$/);
  const c = counter(page);
  await expect(c.getByText('Fixture clicks: 2')).toBeVisible();
  await c.getByRole('button', { name: 'Add 3' }).click();
  await expect(c.getByText('Fixture clicks: 5')).toBeVisible();
  expect(await isSameWindow(page)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.fixtureCounters)).toBe('1');

  // @docusaurus/Link navigates client-side; the island goes with its page
  await c.getByRole('link', { name: 'Open the tabs page' }).click();
  await expect(page).toHaveURL(/\/docs\/mdx\/tabs$/);
  await expect(page.getByRole('tablist').first()).toBeVisible();
  expect(await isSameWindow(page)).toBe(true);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.fixtureCounters)).toBe('0');

  // back again: a new island, counting from the start
  await page.goBack();
  await expect(counter(page).getByText('Fixture clicks: 2')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.fixtureCounters)).toBe('1');
  expect(await isSameWindow(page)).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the island shows the server HTML of its children', async ({ page }) => {
    await page.goto(ISLAND);
    await expect(page.getByText('Counting needs JavaScript; the count starts at 2.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add 3' })).toHaveCount(0);
  });

  test('a component without controls is in the static page, rendered when the site was built: its text, props, children, link and stylesheet', async ({ page }) => {
    await page.goto(ISLAND);
    // inline, in its sentence
    await expect(page.getByText('draws charts in the browser')).toHaveText('The Fixture Charts Toolkit draws charts in the browser.');
    const note = page.getByRole('complementary', { name: 'FCT release' });
    // the site's customFields (useDocusaurusContext); useIsBrowser is false, as in Docusaurus's server rendering
    await expect(note.getByText('FCT 2.4-fixture')).toBeVisible();
    await expect(note.getByText('(rendered when the site was built)')).toBeVisible();
    // its children, once
    await expect(note.getByText('Notes on this release come first.')).toBeVisible();
    await expect(page.getByText('Notes on this release come first.')).toHaveCount(1);
    // an island in its children, rendered first
    await expect(note.getByText('This note was rendered when the site was built.')).toBeVisible();
    await expect(note.getByRole('link', { name: 'The tabs of FCT' })).toHaveAttribute('href', '/docs/mdx/tabs');
    // its CSS module, linked by the page
    expect(await note.evaluate((el) => getComputedStyle(el).borderLeftColor)).toBe('rgb(128, 0, 128)');
    // @theme/Admonition and @theme/Details, as the page's own
    const tip = note.getByRole('note');
    await expect(tip.getByText('Upgrade', { exact: true })).toBeVisible();
    await expect(tip.getByText('Read the notes before upgrading.')).toBeVisible();
    await expect(tip).toHaveClass(/admonition-tip/);
    await expect(note.locator('details > summary')).toHaveText('Changes in this release');
    await expect(note.getByText('Three fixes and a new axis.')).toBeHidden();
  });
});

test.describe('components passed inside a list prop', () => {
  // <Features features={[{ icon: Star, … }, { icon: Zap, … }, { title: 'Plain' }]} />: Star is
  // a site component, Zap an export of a package the web build does not bundle (lucide-react)
  for (const javaScriptEnabled of [false, true]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });
      test('each card has its title, a site icon is drawn and a package icon renders nothing', async ({ page }) => {
        const security = await watchSecurity(page);
        await page.goto(ISLAND);
        if (javaScriptEnabled) await waitForHydration(page);
        const list = page.getByRole('list', { name: 'Features' });
        await expect(list.getByRole('listitem')).toHaveText(['Fast', 'Light', 'Plain'].map((t) => new RegExp(`^\\s*${t}$`)));
        await expect(list.getByRole('listitem').filter({ hasText: 'Fast' }).getByRole('img', { name: 'Star icon' })).toBeVisible();
        await expect(list.getByRole('img')).toHaveCount(1);
        if (javaScriptEnabled) expect(security.errors).toEqual([]);
      });
    });
  }
});

test('a component rendered when the site was built is rendered again by the browser, in its place and once; after client-side navigation too', async ({ page }) => {
  const security = await watchSecurity(page);
  await page.goto(ISLAND);
  await waitForHydration(page);
  const note = page.getByRole('complementary', { name: 'FCT release' });
  await expect(note.getByText('(rendered in the browser)')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'FCT release' })).toHaveCount(1);
  await expect(page.getByText('Notes on this release come first.')).toHaveCount(1);
  await expect(note.getByText('Notes on this release come first.')).toHaveCSS('font-style', 'italic');
  // the island in its children is rendered by the browser too, once its outer one has rendered them
  await expect(note.getByText('This note was rendered in the browser.')).toBeVisible();
  await expect(page.getByText(/^This note was rendered/)).toHaveCount(1);
  await expect(page.getByText('draws charts in the browser')).toHaveText('The Fixture Charts Toolkit draws charts in the browser.');
  // the page's link to the component's stylesheet serves the runtime too
  await expect(page.locator('link[rel="stylesheet"][href*="/_contentc/islands/ReleaseNote-"]')).toHaveCount(1);
  expect(security.violations).toEqual([]);
  expect(security.errors).toEqual([]);

  await page.goto(NO_ISLAND);
  await waitForHydration(page);
  await markWindow(page);
  await page.getByRole('link', { name: 'The counter page' }).click();
  await expect(page).toHaveURL(/\/docs\/mdx\/island$/);
  await expect(page.getByRole('complementary', { name: 'FCT release' }).getByText('(rendered in the browser)')).toBeVisible();
  await expect(page.getByText('Notes on this release come first.')).toHaveCount(1);
  expect(await note.evaluate((el) => getComputedStyle(el).borderLeftColor)).toBe('rgb(128, 0, 128)');
  expect(await isSameWindow(page)).toBe(true);
});

test("a component in a partial is an island of its own, with the partial's props", async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/mdx/island-partial`);
  await waitForHydration(page);
  const own = page.getByRole('region', { name: 'Page clicks counter' });
  const partial = page.getByRole('region', { name: 'Partial clicks counter' });
  await expect(own.getByText('Page clicks: 1')).toBeVisible();
  await expect(partial.getByText('Partial clicks: 5')).toBeVisible();
  await partial.getByRole('button', { name: 'Add 2' }).click();
  await expect(partial.getByText('Partial clicks: 7')).toBeVisible();
  await expect(own.getByText('Page clicks: 1')).toBeVisible();
});

test("useColorMode (@docusaurus/theme-common) is the page's colour mode: the navbar's switch changes what the component shows, and the component's own switch changes the page", async ({ page }) => {
  await page.goto(ISLAND);
  await waitForHydration(page);
  const c = counter(page);
  await expect(c.getByText('Colour mode: light')).toBeVisible();
  // the site's customFields, as useDocusaurusContext gives them
  await expect(c.getByText('Release: 2.4-fixture')).toBeVisible();
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).first().click();
  await expect(c.getByText('Colour mode: dark (dark theme)')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await c.getByRole('button', { name: 'Flip the colour mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(c.getByText('Colour mode: light')).toBeVisible();
  await expect(page.getByRole('button', { name: /currently light mode/ }).first()).toBeVisible();
});

test('@theme/Details in a site component opens and closes', async ({ page }) => {
  await page.goto(ISLAND);
  await waitForHydration(page);
  const note = page.getByRole('complementary', { name: 'FCT release' });
  await expect(note.getByText('(rendered in the browser)')).toBeVisible();
  await expect(note.getByText('Three fixes and a new axis.')).toBeHidden();
  await note.getByText('Changes in this release').click();
  await expect(note.getByText('Three fixes and a new axis.')).toBeVisible();
  await note.getByText('Changes in this release').click();
  await expect(note.getByText('Three fixes and a new axis.')).toBeHidden();
});

test("@theme/Tabs in a site component: the page's tabs (click, arrow keys), and a groupId choice shared with the page's MDX tabs and kept", async ({ page }) => {
  await page.goto(ISLAND);
  await waitForHydration(page);
  const npm = page.getByRole('tab', { name: 'npm' });
  const yarn = page.getByRole('tab', { name: 'Yarn' });
  await expect(npm).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('npm install @fixture/charts')).toBeVisible();
  await expect(page.getByText('yarn add @fixture/charts')).toBeHidden();
  await yarn.click();
  await expect(yarn).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('yarn add @fixture/charts')).toBeVisible();
  await expect(page.getByText('npm install @fixture/charts')).toBeHidden();
  await yarn.press('ArrowLeft');
  await expect(npm).toBeFocused();
  await expect(npm).toHaveAttribute('aria-selected', 'true');
  await npm.press('ArrowRight');
  await expect(yarn).toHaveAttribute('aria-selected', 'true');
  // the MDX tabs page's group of the same groupId shows the choice
  await page.goto(`${FIXTURE}/docs/mdx/tabs`);
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Yarn' }).first()).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'npm' }).first().click();
  // and the island starts from the stored choice
  await page.goto(ISLAND);
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'npm' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('npm install @fixture/charts')).toBeVisible();
  await page.getByRole('tab', { name: 'Yarn' }).click();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('yarn add @fixture/charts')).toBeVisible();
});
