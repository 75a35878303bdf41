import { expect, test } from '@playwright/test';
import { DOCUSAURUS } from '../helpers/env';
import { waitForHydration } from '../helpers/console';

// A Docusaurus site as it is (compiler/cmd/contentc/testdata/docusaurus-site:
// versions.json ["2.0", "1.0"]), routed as Docusaurus routes versions: the last
// released version at the docs root, the docs folder at /docs/next/ as "Next",
// older versions at /docs/<name>/.

const KEY = 'docs-preferred-version-default';
const banner = (page: import('@playwright/test').Page) =>
  page.getByRole('alert').filter({ hasText: /This is (unreleased )?documentation for/ });

test('the last released version is at the docs root, without a banner', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/intro`);
  await waitForHydration(page);
  await expect(page.getByText('Widget 2.0.', { exact: false })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: '2.0' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/intro');
});

test('the docs folder is /docs/next/, labelled Next, with the unreleased banner', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/next/intro`);
  await waitForHydration(page);
  await expect(page.getByText('Widget makes widgets.')).toBeVisible();
  await expect(banner(page)).toContainText('This is unreleased documentation for Widget Next version.');
  await banner(page).getByRole('link', { name: 'latest version' }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('2.0');
});

test('an older version is at /docs/<name>/ with the unmaintained banner; links between versions work', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/1.0/intro`);
  await waitForHydration(page);
  await expect(banner(page)).toContainText('This is documentation for Widget 1.0, which is no longer actively maintained.');
  await page.getByRole('main').getByRole('link', { name: 'Install it' }).click();
  await expect(page).toHaveURL(/\/docs\/1\.0\/install$/);
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Newer docs' }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
});

test('the version dropdown lists Next, 2.0 and 1.0 and keeps the page', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/install`);
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: '2.0' }).click();
  for (const v of ['Next', '2.0', '1.0']) await expect(nav.getByRole('link', { name: v, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/next\/install$/);
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('current');
});

test('a page of a version that does not have it is a 404', async ({ page }) => {
  const res = await page.goto(`${DOCUSAURUS}/docs/1.0/guides/config`);
  expect(res?.status()).toBe(404);
  const next = await page.goto(`${DOCUSAURUS}/docs/next/deployment`);
  expect(next?.status()).toBe(200);
});

test('a site component as Docusaurus sites write it (src/components/Highlight/index.js) renders inline with its props and CSS module', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/next/guides/config`);
  await waitForHydration(page);
  const paragraph = page.getByText('Settings shown in');
  // the component's own span (with its style prop) inside the island's span, in the paragraph;
  // its children (the server HTML) inside it
  const highlight = paragraph.locator('span[data-component="Highlight"] > span');
  await expect(highlight).toContainText('Docusaurus green');
  await expect(highlight).toHaveCSS('background-color', 'rgb(37, 194, 160)');
  await expect(highlight).toHaveCSS('border-radius', '2px');
  await expect(paragraph).toHaveText('Settings shown in Docusaurus green are the defaults.');
});
