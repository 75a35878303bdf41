import { expect, test, type Page } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { waitForHydration } from '../helpers/console';
import { dangerousMarkup, pwned, watchSecurity } from '../helpers/security';

// MDX pages of the fixture site (e2e/fixtures/site/docs/mdx): tabs as the compiler
// renders them (server HTML) with the site's behaviour, details, partials.

const TABS = `${FIXTURE}/docs/mdx/tabs`;
const OTHER = `${FIXTURE}/docs/mdx/tabs-other`;
const KEY = 'docusaurus.tab.package-manager';

function packageTabs(page: Page) {
  return page.getByRole('tablist').first();
}

async function expectSelected(page: Page, name: string, panelText: string) {
  const tabs = packageTabs(page);
  await expect(tabs.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { selected: true })).toHaveCount(1);
  await expect(page.getByRole('tabpanel').filter({ hasText: panelText })).toBeVisible();
}

test('clicking a tab shows its panel only, remembers the choice and puts it in the URL', async ({ page }) => {
  await page.goto(TABS);
  await waitForHydration(page);
  await expectSelected(page, 'npm', 'npm install @fixture/charts');
  await expect(page.getByText('yarn add @fixture/charts')).toBeHidden();
  await packageTabs(page).getByRole('tab', { name: 'Yarn' }).click();
  await expectSelected(page, 'Yarn', 'yarn add @fixture/charts');
  await expect(page.getByText('npm install @fixture/charts')).toBeHidden();
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('yarn');
  await expect(page).toHaveURL(/\?package-manager=yarn$/);
  // a group without groupId is independent
  const os = page.getByRole('tablist').nth(1);
  await expect(os.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  await os.getByRole('tab', { name: 'Linux' }).click();
  await expect(page.getByText('on Linux.')).toBeVisible();
  await expect(page.getByText('on macOS.')).toBeHidden();
  await expectSelected(page, 'Yarn', 'yarn add @fixture/charts');
});

test('arrow keys, Home and End move between tabs and select them', async ({ page }) => {
  await page.goto(TABS);
  await waitForHydration(page);
  const tabs = packageTabs(page);
  await tabs.getByRole('tab', { name: 'npm', exact: true }).click();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Yarn' })).toBeFocused();
  await expectSelected(page, 'Yarn', 'yarn add');
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'pnpm' })).toBeFocused();
  await expectSelected(page, 'pnpm', 'pnpm add');
  await page.keyboard.press('ArrowRight'); // wraps around
  await expect(tabs.getByRole('tab', { name: 'npm', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'pnpm' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: 'npm', exact: true })).toBeFocused();
  await expectSelected(page, 'npm', 'npm install');
  // Tab leaves the tab list for the panel: only the selected tab is in the tab order
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel').filter({ hasText: 'npm install' })).toBeFocused();
});

test('a groupId choice carries over to the tabs of another page', async ({ page }) => {
  await page.goto(TABS);
  await waitForHydration(page);
  await packageTabs(page).getByRole('tab', { name: 'pnpm' }).click();
  await page.goto(OTHER);
  await waitForHydration(page);
  await expectSelected(page, 'pnpm', 'pnpm update @fixture/charts');
  await expect(page.getByText('npm update @fixture/charts', { exact: false }).first()).toBeHidden();
  // and back: the choice made here is the one the first page shows
  await packageTabs(page).getByRole('tab', { name: 'Yarn' }).click();
  await page.goto(TABS);
  await waitForHydration(page);
  await expectSelected(page, 'Yarn', 'yarn add');
});

test('the query string selects a tab', async ({ page }) => {
  await page.goto(`${TABS}?package-manager=pnpm`);
  await waitForHydration(page);
  await expectSelected(page, 'pnpm', 'pnpm add');
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('pnpm');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the default tab is shown and every panel is in the page', async ({ page }) => {
    await page.goto(TABS);
    await expectSelected(page, 'npm', 'npm install @fixture/charts');
    await expect(page.getByRole('tabpanel', { includeHidden: true })).toHaveCount(6);
    await expect(page.locator('article')).toContainText('Run pnpm add @fixture/charts in the project folder.', { useInnerText: false });
  });
});

test('details open and close from their summary', async ({ page }) => {
  await page.goto(TABS);
  await waitForHydration(page);
  const body = page.getByText('Teams use different tools');
  await expect(body).toBeHidden();
  await page.getByText('Why three package managers?').click();
  await expect(body).toBeVisible();
  await page.getByText('What about Bun?').click();
  await expect(page.getByText('Bun works like npm here.')).toBeVisible();
});

test('JSX elements, images and exported constants render; comments do not', async ({ page }) => {
  await page.goto(TABS);
  await waitForHydration(page);
  const article = page.locator('article');
  await expect(article.getByText('Install @fixture/charts with your package manager (Node 18 or later).')).toBeVisible();
  await expect(article.getByRole('img', { name: 'Fixture logo' })).toBeVisible();
  await expect(article.getByText('The fixture logo, as an img element.')).toBeVisible();
  await expect(article.getByText('Authors\' comments vanish')).toHaveCount(0);
  await expect(article.getByText('import Tabs')).toHaveCount(0);
  await expect(article.locator('kbd', { hasText: 'Cmd' })).toBeVisible();
  // an inline SVG icon is drawn, named by its title, at its size, its JSX attributes as SVG's
  const icon = article.getByRole('img', { name: 'Check mark' });
  await expect(icon).toBeVisible();
  expect(await icon.boundingBox()).toMatchObject({ width: 20, height: 20 });
  await expect(icon.locator('path')).toHaveCSS('stroke-width', '3px');
  await expect(icon.locator('circle')).toHaveAttribute('fill', 'url(#check-fill)');
  await expect(icon.locator('stop').first()).toHaveCSS('stop-color', 'rgb(46, 133, 85)');
});

test('a ThemedImage, and GitHub-style images (#gh-light-mode-only, #gh-dark-mode-only), show the image of the colour mode', async ({ page }) => {
  await page.goto(TABS);
  await waitForHydration(page);
  const image = page.locator('article').getByRole('img', { name: 'Themed logo' });
  const github = page.locator('article').getByRole('img', { name: 'GitHub-style logo' });
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('src', /\/img\/logo\.svg$/);
  await expect(github).toHaveCount(1);
  await expect(github).toHaveAttribute('src', /\/img\/logo\.svg#gh-light-mode-only$/);
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('src', /\/img\/favicon\.svg$/);
  await expect(github).toHaveCount(1);
  await expect(github).toHaveAttribute('src', /\/img\/favicon\.svg#gh-dark-mode-only$/);
});

test('a partial is part of the page, its heading in the table of contents', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/mdx/partial`);
  await waitForHydration(page);
  const article = page.locator('article');
  await expect(article.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  await expect(article.getByText('a browser with canvas support')).toBeVisible();
  await expect(article.getByText('Admonitions work inside partials.')).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  await expect(toc.getByRole('link', { name: 'Requirements' })).toHaveAttribute('href', '#requirements');
  await expect(toc.getByRole('link')).toHaveCount(2);
  await expect(article.getByText('import Requirements')).toHaveCount(0);
});

test('<DocCardList /> shows the category\'s pages as cards that open them', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/mdx`);
  await waitForHydration(page);
  const article = page.locator('article').first();
  const cards = article.getByRole('link').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(3);
  const card = article.getByRole('link', { name: /Upgrading with tabs/ });
  await expect(card).toContainText('A second page with the same tab groupId.');
  await card.click();
  await expect(page).toHaveURL(`${FIXTURE}/docs/mdx/tabs-other`);
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrading with tabs' })).toBeVisible();
});

test('hostile JSX runs nothing', async ({ page }) => {
  const w = await watchSecurity(page);
  await page.goto(`${FIXTURE}/docs/mdx/hostile`);
  await waitForHydration(page);
  await expect(page.getByText('Marker: mdx script.')).toBeVisible();
  await expect(page.getByText('mdx javascript link')).toBeVisible();
  await expect(page.getByRole('link', { name: 'mdx javascript link' })).toHaveCount(0);
  // an inline drawing stays, without what runs or loads (its link's text stays, as text)
  const drawing = page.locator('.markdown svg');
  await expect(drawing).toHaveCount(1);
  await expect(drawing.getByText('mdx svg link')).toBeAttached();
  await expect(drawing.locator('a[href], use[href], use[*|href], animate, foreignObject, img, script, [fill*="url("]')).toHaveCount(0);
  expect(await pwned(page)).toBeUndefined();
  expect(w.dialogs).toEqual([]);
  expect(await dangerousMarkup(page)).toEqual([]);
});
