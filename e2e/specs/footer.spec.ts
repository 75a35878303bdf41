import { expect, test } from '@playwright/test';
import { DOCUSAURUS, FIXTURE } from '../helpers/env';
import { graph } from '../helpers/graph';
import { waitForHydration } from '../helpers/console';

test('the footer holds only the copyright line', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveText(graph().site.footer.copyright);
  await expect(footer).toHaveText('Copyright © 2025 Elasticsearch B.V.');
  await expect(footer.getByRole('link')).toHaveCount(0);
});

test('a page can hide the footer (front matter hide_footer)', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/intro`);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goto(`${FIXTURE}/docs/no-footer`);
  await expect(page.getByRole('heading', { level: 1, name: 'No footer' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a Docusaurus multi-column footer shows its columns, and its links work', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/intro`);
  const footer = page.getByRole('contentinfo');
  const nav = footer.getByRole('navigation', { name: 'Footer' });
  const docs = nav.getByRole('list', { name: 'Docs' });
  await expect(docs.getByRole('link')).toHaveText(['Introduction', 'Installation', 'Cheat sheet']);
  const community = nav.getByRole('list', { name: 'Community' });
  await expect(community.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/example/widget');
  await expect(community.getByRole('link', { name: 'GitHub' })).toHaveAttribute('target', '_blank');
  // a link's own rel and target, as Docusaurus passes them: an identity link, an outside link in the same tab
  await expect(community.getByRole('link', { name: 'GitHub' })).toHaveAttribute('rel', 'me noopener');
  await expect(community.getByRole('link', { name: 'Status' })).toHaveAttribute('target', '_self');
  // The copyright is HTML, as in Docusaurus.
  await expect(footer).toContainText('Copyright © 1970 Widget authors.');
  await expect(footer.getByRole('link', { name: 'Widget authors' })).toHaveAttribute('href', 'https://github.com/example/widget/graphs/contributors');
  // as written, as Docusaurus sets the copyright's HTML: no new tab added
  await expect(footer.getByRole('link', { name: 'Widget authors' })).not.toHaveAttribute('target', /.*/);
  await docs.getByRole('link', { name: 'Installation' }).click();
  await expect(page).toHaveURL(`${DOCUSAURUS}/docs/install`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("a Docusaurus footer logo shows above the copyright, the dark mode's image in dark mode, and links where its href says", async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/intro`);
  const footer = page.getByRole('contentinfo');
  const logo = footer.getByRole('link', { name: 'Widget Foundation' });
  await expect(logo).toHaveAttribute('href', '/docs/install');
  // one image is shown at a time (ThemedImage): the light one here, loaded, at its size
  const shown = logo.getByRole('img', { name: 'Widget Foundation' });
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('src', '/img/footer-logo.svg');
  await expect(shown).toHaveJSProperty('naturalWidth', 120);
  await expect(shown).toHaveAttribute('width', '120');
  // above the copyright line
  const logoBox = await shown.boundingBox();
  const copyright = await footer.getByText(/Copyright © 1970/).boundingBox();
  expect(logoBox!.y + logoBox!.height).toBeLessThanOrEqual(copyright!.y);
  await waitForHydration(page);
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(logo.getByRole('img', { name: 'Widget Foundation' })).toHaveAttribute('src', '/img/footer-logo-dark.svg');
  await logo.click();
  await expect(page).toHaveURL(`${DOCUSAURUS}/docs/install`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
