import { expect, test, type Locator, type Page } from '@playwright/test';
import { DOCUSAURUS, FIXTURE } from '../helpers/env';
import { waitForHydration, watchConsole } from '../helpers/console';
import { audit, expectNoViolations, setTheme, type Finding, type Theme } from '../helpers/axe';
import { accessiblePrimary, parseHex } from '../../web/lib/colors';
import { dangerousMarkup, pwned, watchSecurity } from '../helpers/security';

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

test('an old URL of a client redirect leads to its page', async ({ page }) => {
  // docusaurus.config.ts: @docusaurus/plugin-client-redirects, /getting-started and /start.html -> /docs/intro
  for (const old of ['/getting-started', '/getting-started/', '/start.html']) {
    await page.goto(`${DOCUSAURUS}${old}`);
    await expect(page).toHaveURL(`${DOCUSAURUS}/docs/intro`);
    await expect(page.getByText('Widget 2.0.', { exact: false })).toBeVisible();
  }
});

test("the paths a config's createRedirects gives for a page lead to it", async ({ page }) => {
  // docusaurus.config.ts: createRedirects gives /setup and /docs/setup for /docs/install
  for (const old of ['/setup', '/docs/setup']) {
    await page.goto(`${DOCUSAURUS}${old}`);
    await expect(page).toHaveURL(`${DOCUSAURUS}/docs/install`);
    await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  }
});

test('the docs folder is /docs/next/, labelled Next, with the unreleased banner', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/next/intro`);
  await waitForHydration(page);
  await expect(page.getByText('Widget makes widgets.')).toBeVisible();
  await expect(banner(page)).toContainText('This is unreleased documentation for Widget Next version.');
  await banner(page).getByRole('link', { name: 'latest version' }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  // themeConfig.docs.versionPersistence: 'none': the choice is not stored
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
});

test('an older version is at /docs/<name>/ with the unmaintained banner; links between versions work', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/1.0/intro`);
  await waitForHydration(page);
  await expect(banner(page)).toContainText('This is documentation for Widget 1.0, which is no longer actively maintained.');
  // versions: {'1.0': {noIndex: true}}: its pages ask search engines to keep away, and the sitemap leaves them out
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  const sitemap = await (await page.request.get(`${DOCUSAURUS}/sitemap.xml`)).text();
  expect(sitemap).not.toContain('/docs/1.0/');
  expect(sitemap).toContain('<loc>https://widget.example.com/docs/intro</loc>');
  await page.getByRole('main').getByRole('link', { name: 'Install it' }).click();
  await expect(page).toHaveURL(/\/docs\/1\.0\/install$/);
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Newer docs' }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
});

test('a link to a page\'s title heading lands on the title the page draws', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/install`);
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'the introduction' }).click();
  await expect(page).toHaveURL(/\/docs\/intro#introduction$/);
  const title = page.getByRole('heading', { level: 1, name: 'Introduction' });
  await expect(title).toBeInViewport();
  // the hash names the title itself (the leading "# Introduction", drawn as the title)
  expect(await page.evaluate(() => document.getElementById(location.hash.slice(1))?.tagName)).toBe('H1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the version dropdown lists Next, 2.0 and 1.0 and keeps the page', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/install`);
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: '2.0' }).click();
  for (const v of ['Next', '2.0', '1.0']) await expect(nav.getByRole('link', { name: v, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/next\/install$/);
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull(); // versionPersistence: 'none'
});

test("versionPersistence 'none': a stored preference is neither read nor written; the navbar's docs links lead to the last version", async ({ page }) => {
  // what a reader's earlier visit (before the site turned persistence off) left behind
  await page.addInitScript((k) => { if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem(k, '1.0'); } }, KEY);
  await page.goto(`${DOCUSAURUS}/community/intro`);
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  // on a page of another docs plugin the navbar's docs links follow the default plugin's version
  await expect(nav.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/intro');
  await page.goto(`${DOCUSAURUS}/docs/1.0/intro`);
  await waitForHydration(page);
  await nav.getByRole('button', { name: '1.0' }).click();
  await nav.getByRole('link', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/next\/intro$/);
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('1.0'); // untouched
});

test("the version dropdown's own link (dropdownItemsAfter) comes after the versions and opens in a new tab", async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/install`);
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: '2.0' }).click();
  const menu = nav.getByRole('link').filter({ hasText: /^(Next|2\.0|1\.0|0\.x \(archived\))$/ });
  await expect(menu).toHaveText(['Next', '2.0', '1.0', '0.x (archived)']);
  const archived = nav.getByRole('link', { name: '0.x (archived)' });
  await expect(archived).toHaveAttribute('href', 'https://archive.example.com/widget/0.x/');
  await expect(archived).toHaveAttribute('target', '_blank');
});

test("a dropdown with a link of its own (to) lists it first; it opens that page", async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/install`);
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Learn' }).click();
  const menu = nav.getByRole('link').filter({ hasText: /^(Learn|Installation)$/ });
  await expect(menu).toHaveText(['Learn', 'Installation']);
  await expect(nav.getByRole('link', { name: 'Learn', exact: true })).not.toHaveAttribute('aria-current', /./);
  await nav.getByRole('link', { name: 'Learn', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  // on its page, the dropdown's own link is the current page's, as a link written with `to` is
  await nav.getByRole('button', { name: 'Learn' }).click();
  await expect(nav.getByRole('link', { name: 'Learn', exact: true })).toHaveAttribute('aria-current', 'page');
});

// docusaurus-plugin-image-zoom, with themeConfig.zoom's backgrounds.
test('an image opens zoomed in a dialog when clicked, on the colour mode\'s background; a click, Escape or Close closes it; a linked image follows its link', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/install`);
  await waitForHydration(page);
  const content = page.locator('.markdown');
  const logo = content.getByRole('img', { name: 'The widget logo' });
  const dialog = page.getByRole('dialog', { name: 'Zoomed image: The widget logo' });
  const small = (await logo.boundingBox())!;
  await logo.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  const zoomed = (await dialog.getByRole('img', { name: 'The widget logo' }).boundingBox())!;
  expect(zoomed.width).toBeGreaterThan(small.width * 2);
  expectNoViolations(await audit(page, `${DOCUSAURUS}/docs/install`, 'image zoomed'));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await logo.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await setTheme(page, 'dark');
  await logo.click();
  await expect(dialog).toHaveCSS('background-color', 'rgb(20, 20, 20)');
  await dialog.click({ position: { x: 5, y: 5 } });
  await expect(dialog).toHaveCount(0);
  await content.getByRole('img', { name: 'The footer logo, a link' }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('navbar.style dark: the bar is dark with light links in light mode too, the page stays light', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/install`);
  await waitForHydration(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  };
  const color = (el: Locator, prop: 'color' | 'backgroundColor') =>
    el.evaluate((e, p) => getComputedStyle(e)[p], prop);
  expect(luminance(await color(nav, 'backgroundColor'))).toBeLessThan(0.2);
  expect(luminance(await color(nav.getByRole('link', { name: 'API', exact: true }), 'color'))).toBeGreaterThan(0.7);
  expect(luminance(await color(page.locator('body'), 'backgroundColor'))).toBeGreaterThan(0.9);
});

// As Docusaurus's NavbarNavLink: a link written with `to` is the current page's at its path
// and under it, activeBasePath widens that, activeBaseRegex replaces it.
test('a navbar link marks itself as the current page where Docusaurus marks it', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/install`);
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const learn = nav.getByRole('button', { name: 'Learn' });
  const current = (name: string) => nav.getByRole('link', { name, exact: true });
  await expect(current('Docs')).toHaveAttribute('aria-current', 'page');
  await expect(current('GitHub')).not.toHaveAttribute('aria-current', /./);
  await learn.click();
  await expect(current('Installation')).toHaveAttribute('aria-current', 'page');
  await expect(current('Guides')).not.toHaveAttribute('aria-current', /./);
  await expect(current('Older docs')).not.toHaveAttribute('aria-current', /./);
  await current('Guides').click();
  await expect(page).toHaveURL(/\/docs\/guides\/config$/);
  await learn.click();
  await expect(current('Guides')).toHaveAttribute('aria-current', 'page');
  await expect(current('Installation')).not.toHaveAttribute('aria-current', /./);
  await page.goto(`${DOCUSAURUS}/docs/next/intro`);
  await waitForHydration(page);
  await learn.click();
  await expect(current('Older docs')).toHaveAttribute('aria-current', 'page');
  await expect(current('Guides')).not.toHaveAttribute('aria-current', /./);
});

test("a navbar item's other keys reach its link as Docusaurus passes them: title is its tooltip", async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/install`);
  const github = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'GitHub' });
  await expect(github).toHaveAttribute('title', 'Widget on GitHub');
  await expect(github).toHaveAccessibleDescription('Widget on GitHub');
});

test("a navbar link without a label (an icon the site's own CSS draws) shows its aria-label, else the host it leads to", async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/intro`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const chat = nav.getByRole('link', { name: 'Widget chat' });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveText('Widget chat');
  await expect(chat).toHaveAttribute('href', 'https://chat.example.com/widget');
  const discord = nav.getByRole('link', { name: 'discord.gg', exact: true });
  await expect(discord).toBeVisible();
  await expect(discord).toHaveAttribute('href', 'https://www.discord.gg/widget');
});

test("the navbar logo links where the config's logo.href says (not the home page)", async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/intro`);
  await waitForHydration(page);
  const brand = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Widget/ }).first();
  await expect(brand).toHaveAttribute('href', /\/docs\/install$/);
  await expect(brand).toHaveAttribute('target', '_self');
  await brand.click();
  await expect(page).toHaveURL(/\/docs\/install$/);
});

test("a navbar link to a page the site does not build (a src/pages page) is a plain link: never prefetched, loaded by the browser", async ({ page }) => {
  const data: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/_next/data/')) data.push(new URL(r.url()).pathname); });
  await page.goto(`${DOCUSAURUS}/docs/intro`);
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  // a link to a page of the site is prefetched on hover
  await nav.getByRole('link', { name: 'API', exact: true }).hover();
  await expect.poll(() => data.some((p) => p.endsWith('/docs/category/api.json'))).toBe(true);
  const showcase = nav.getByRole('link', { name: 'Showcase' });
  await expect(showcase).toHaveAttribute('target', '_self');
  await showcase.hover();
  await page.waitForTimeout(500);
  expect(data.filter((p) => p.includes('showcase'))).toEqual([]);
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/showcase');
  await showcase.click();
  expect((await response).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  expect(data.filter((p) => p.includes('showcase'))).toEqual([]);
});

test('a page of a version that does not have it is a 404', async ({ page }) => {
  const res = await page.goto(`${DOCUSAURUS}/docs/1.0/guides/config`);
  expect(res?.status()).toBe(404);
  const next = await page.goto(`${DOCUSAURUS}/docs/next/deployment`);
  expect(next?.status()).toBe(200);
});

test('a doc whose file name has a space is served percent-encoded, reached by a link, the sidebar and a reload', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/next/deployment`);
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'web hooks' }).click();
  await expect(page).toHaveURL(/\/docs\/next\/api\/web%20hooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Web hooks' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Web hooks' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('main').getByRole('link', { name: 'deployment' }).click();
  await expect(page).toHaveURL(/\/docs\/next\/deployment$/);
  const res = await page.goto(`${DOCUSAURUS}/docs/next/api/web%20hooks`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Web hooks' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://widget.example.com/docs/next/api/web%20hooks');
  const sitemap = await (await page.request.get(`${DOCUSAURUS}/sitemap.xml`)).text();
  expect(sitemap).toContain('<loc>https://widget.example.com/docs/next/api/web%20hooks</loc>');
  const llms = await (await page.request.get(`${DOCUSAURUS}/llms.txt`)).text();
  // llms.txt lists the last version (2.0, at the docs' root), not the unreleased pages
  expect(llms).toContain('(https://widget.example.com/docs/api/client.md)');
  expect(llms).not.toContain('/docs/next/');
  expect((await page.request.get(`${DOCUSAURUS}/docs/next/api/web%20hooks.md`)).status()).toBe(200);
});

test('a doc\'s <head> element sets the document title and meta tags over the site\'s, on a load and after a client navigation', async ({ page }) => {
  const check = async () => {
    await expect(page).toHaveTitle('Installing Widget, step by step');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'How to install Widget with npm.');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'install, npm');
    await expect(page.locator('meta[name="keywords"]')).toHaveCount(1);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('step by step');
  };
  await page.goto(`${DOCUSAURUS}/docs/next/install`);
  await waitForHydration(page);
  await check();
  await page.getByRole('main').getByRole('link', { name: 'introduction', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/next\/intro$/);
  await expect(page).toHaveTitle(/\| Widget$/);
  // the site's meta tags (themeConfig.metadata), and its social card (themeConfig.image)
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'widget, docs');
  await expect(page.locator('meta[name="keywords"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', 'https://widget.example.com/img/logo.svg');
  await page.goBack();
  await check();
  await page.reload();
  await check();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', 'https://widget.example.com/img/logo.svg');
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', 'https://widget.example.com/img/logo.svg');
  // the config's headTags: a link and a meta tag on every page
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/img/logo.svg');
  await expect(page.locator('meta[name="widget-verification"]')).toHaveAttribute('content', 'abc123');
  // the site's metadata sets twitter:card: it is there once
  await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
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

test('a site component passed to another as a prop (<Example component={Dot} />), or as an element (preview={<Dot label="Busy">…</Dot>}) or a fragment of them, is rendered by it', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/next/guides/config`);
  await waitForHydration(page);
  const example = page.getByRole('figure', { name: 'Status' });
  await expect(example.getByRole('img', { name: 'Ready' })).toBeVisible();
  await expect(example.getByRole('img', { name: 'Ready' })).toHaveCSS('color', 'rgb(37, 194, 160)');
  // an element as a prop (<Example preview={<Dot label="Busy">Busy now</Dot>} />): with its props and text
  const busy = page.getByRole('figure', { name: 'Busy' });
  await expect(busy.getByRole('img', { name: 'Busy' })).toBeVisible();
  await expect(busy).toContainText('Busy now');
  await expect(busy.getByText('nothing to show')).toHaveCount(0);
  // a fragment of elements (preview={<><Dot label="Up" /> <Dot label="Down">…</Dot></>}): both, in order
  const both = page.getByRole('figure', { name: 'Both' });
  await expect(both.getByRole('img')).toHaveCount(2);
  await expect(both.getByRole('img').first()).toHaveAccessibleName('Up');
  await expect(both.getByRole('img').last()).toHaveAccessibleName('Down');
  await expect(both).toContainText('● ● Down since noon');
  // HTML as a prop (preview={<p>Read <a href="./install.md">…</a> <b>first</b>.</p>}): the elements, the link resolved
  const note = page.getByRole('figure', { name: 'Note' });
  await expect(note.getByRole('paragraph')).toHaveText('Read the installation first.');
  await expect(note.getByRole('link', { name: 'the installation' })).toHaveAttribute('href', '/docs/next/install');
  await expect(note.locator('b')).toHaveText('first');
});

test("a site component reads the page's docs version from @docusaurus/plugin-content-docs/client (useActiveVersion, useVersions, useDocsVersion) inside @docusaurus/ErrorBoundary, in the built HTML too", async ({ page }) => {
  for (const [route, label, href] of [['/docs/next/guides/config', 'Next', '/docs/next/intro'], ['/docs/guides/config', '2.0', '/docs/intro']]) {
    const text = `Introduction of ${label} (3 versions)`;
    // rendered when the page was built, as Docusaurus renders it on the server
    expect(await (await page.request.get(`${DOCUSAURUS}${route}`)).text()).toContain(`href="${href}">${text}</a>`);
    await page.goto(`${DOCUSAURUS}${route}`);
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: text })).toHaveAttribute('href', href);
    await expect(page.getByText('No version:')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Introduction of 2.0 (3 versions)' }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the config's own prism theme colours the code in light mode (github with its keyword colour and background); dark mode keeps dracula", async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/next/guides/config`);
  await waitForHydration(page);
  const block = page.locator('.code-block').filter({ hasText: 'widget.config.js' });
  const keyword = block.getByText('export', { exact: true });
  await setTheme(page, 'light');
  await expect(keyword).toHaveCSS('color', 'rgb(26, 92, 26)');
  await expect(keyword).toHaveCSS('font-style', 'italic');
  await expect(block.locator('pre')).toHaveCSS('background-color', 'rgb(246, 246, 246)');
  await setTheme(page, 'dark');
  await expect(keyword).not.toHaveCSS('color', 'rgb(26, 92, 26)');
  await expect(block.locator('pre')).toHaveCSS('background-color', 'rgb(40, 42, 54)'); // dracula's
});

test('a footer html item shows its markup in its column', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/next/intro`);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  const community = footer.getByRole('list', { name: 'Community' });
  await expect(community.getByRole('link', { name: 'GitHub' })).toBeVisible();
  const chat = community.getByRole('link', { name: 'Chat live' });
  await expect(chat).toHaveAttribute('href', 'https://chat.example.com/widget');
  await expect(chat.locator('b')).toHaveText('live');
});

test('a pathname:// footer link is a plain link to the file the site serves, in a new tab', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/next/intro`);
  const docs = page.getByRole('navigation', { name: 'Footer' }).getByRole('list', { name: 'Docs' });
  const sheet = docs.getByRole('link', { name: 'Cheat sheet' });
  await expect(sheet).toHaveAttribute('href', '/files/cheatsheet.txt');
  const [tab] = await Promise.all([page.waitForEvent('popup'), sheet.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/files/cheatsheet.txt');
  expect(await tab.textContent('body')).toContain('Widget cheat sheet'); // static/files/cheatsheet.txt
  await expect(page).toHaveURL(`${DOCUSAURUS}/docs/next/intro`);
});

// The sidebar as Docusaurus shows it (docusaurus.config.ts: themeConfig.docs.sidebar
// {hideable: true, autoCollapseCategories: true}; sidebars.ts: an html item between
// Introduction and Installation).

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

test('an html sidebar item is shown in its place, with its class and the padding of a link', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/next/intro`);
  await waitForHydration(page);
  const nav = sidebar(page);
  const item = nav.getByRole('listitem').filter({ hasText: /^Widget handbook$/ });
  await expect(item).toBeVisible();
  await expect(item.getByText('Widget', { exact: true })).toHaveCSS('font-weight', '700');
  await expect(item).toHaveClass(/(^|\s)sidebar-handbook(\s|$)/);
  const intro = nav.getByRole('link', { name: 'Introduction', exact: true });
  const install = nav.getByRole('link', { name: 'Installation', exact: true });
  const [a, b, c] = await Promise.all([intro.boundingBox(), item.boundingBox(), install.boundingBox()]);
  expect(a!.y).toBeLessThan(b!.y);
  expect(b!.y).toBeLessThan(c!.y);
  // defaultStyle: true: the padding of a link item
  const padding = (el: Element) => getComputedStyle(el).paddingInlineStart + ' ' + getComputedStyle(el).paddingTop;
  expect(await item.evaluate(padding)).toBe(await intro.evaluate(padding));
  // the pagination passes over it
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/docs\/next\/install$/);
});

test('hostile: script, handlers and script URLs in an html sidebar item never run', async ({ page }) => {
  // e2e/fixtures/site/sidebars.yaml (site.yaml sidebars take the same item): the hostile
  // sidebar's html item has a <script>, an onclick, a javascript: link and an onerror.
  const w = await watchSecurity(page);
  await page.goto(`${FIXTURE}/docs/hostile/markup`);
  await waitForHydration(page);
  const item = sidebar(page).getByRole('listitem').filter({ hasText: /^Hostile html item click me/ });
  await expect(item).toBeVisible();
  await expect(item).toHaveText('Hostile html item click mescript link');
  await item.getByText('click me').click();
  await expect(item.locator('script, [onclick], [onerror], [href^="javascript"], [src^="javascript"]')).toHaveCount(0);
  await expect(item.getByRole('link')).toHaveCount(0); // the <a> lost its javascript: href
  expect(await pwned(page), 'window.__pwned (a payload ran)').toBeUndefined();
  expect(w.dialogs).toEqual([]);
  expect(w.errors).toEqual([]);
  expect(w.violations).toEqual([]);
  expect(await dangerousMarkup(page)).toEqual([]);
});

test('hideable: Collapse sidebar hides it, Expand sidebar brings it back; kept across pages, not across a reload', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/next/intro`);
  await waitForHydration(page);
  const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
  const expand = page.getByRole('button', { name: 'Expand sidebar' });
  await expect(collapse).toBeVisible();
  await expect(expand).toHaveCount(0);
  // at the bottom of the sidebar's column
  const box = (await collapse.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(800 - 4);
  await collapse.click();
  await expect(sidebar(page)).toBeHidden();
  await expect(collapse).toBeHidden();
  await expect(expand).toBeFocused();
  // the main column takes the room
  const main = (await page.getByRole('main').boundingBox())!;
  expect(main.x).toBeLessThan(60);
  // another doc page (a client navigation): still hidden
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/docs\/next\/install$/);
  await expect(expand).toBeVisible();
  await expect(sidebar(page)).toBeHidden();
  await expand.click();
  await expect(sidebar(page)).toBeVisible();
  await expect(collapse).toBeFocused();
  await collapse.click();
  await page.reload();
  await waitForHydration(page);
  await expect(sidebar(page)).toBeVisible();
  await expect(expand).toHaveCount(0);
});

test('hideable: the buttons work with the keyboard and show their focus', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/next/intro`);
  await waitForHydration(page);
  const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
  const expand = page.getByRole('button', { name: 'Expand sidebar' });
  // Tab from the sidebar's last item reaches the button
  await sidebar(page).getByRole('button', { name: 'Guides' }).focus();
  await page.keyboard.press('Tab');
  await expect(collapse).toBeFocused();
  await expect(collapse).not.toHaveCSS('outline-style', 'none');
  await page.keyboard.press('Enter');
  await expect(sidebar(page)).toBeHidden();
  await expect(expand).toBeFocused();
  await expect(expand).not.toHaveCSS('outline-style', 'none');
  await page.keyboard.press('Space');
  await expect(sidebar(page)).toBeVisible();
  await expect(collapse).toBeFocused();
});

test('autoCollapseCategories: expanding a category collapses its siblings', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/next/intro`);
  await waitForHydration(page);
  const nav = sidebar(page);
  const started = nav.getByRole('button', { name: 'Getting started', exact: true });
  const guides = nav.getByRole('button', { name: 'Guides', exact: true });
  await expect(started).toHaveAttribute('aria-expanded', 'true');
  await expect(guides).toHaveAttribute('aria-expanded', 'false');
  await guides.click();
  await expect(guides).toHaveAttribute('aria-expanded', 'true');
  await expect(started).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Introduction', exact: true })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Configuration', exact: true })).toBeVisible();
  // with the keyboard
  await started.focus();
  await page.keyboard.press('Enter');
  await expect(started).toHaveAttribute('aria-expanded', 'true');
  await expect(guides).toHaveAttribute('aria-expanded', 'false');
  // going to a page in a collapsed category expands it, and collapses the other
  await nav.getByRole('link', { name: 'Installation', exact: true }).click();
  // on the Installation page first: the introduction's own Next link is Installation
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/docs\/next\/guides\/config$/);
  await expect(guides).toHaveAttribute('aria-expanded', 'true');
  await expect(started).toHaveAttribute('aria-expanded', 'false');
});

test('an html navbar item shows its markup in the navbar and in the mobile menu', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/intro`);
  await waitForHydration(page);
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar.locator('.widget-badge')).toHaveText('Beta');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  // the menu's code loads when it is first opened: wait for it before looking inside
  await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
  const back = page.getByRole('button', { name: '← Back to main menu' });
  if (await back.isVisible()) await back.click(); // a docs page opens the menu on its sidebar
  await expect(page.locator('#mobile-menu .widget-badge')).toHaveText('Beta');
});

test('TeX math (remark-math in the config) is drawn with KaTeX, in the HTML itself', async ({ page, request }) => {
  const url = `${DOCUSAURUS}/docs/next/guides/config`;
  await page.goto(url);
  await waitForHydration(page);
  const main = page.getByRole('main');
  // Each formula is MathML for screen readers (role math) and KaTeX's HTML for the eye.
  await expect(main.getByRole('math')).toHaveCount(4);
  await expect(main.locator('.math-display .katex-display')).toBeVisible();
  await expect(main.getByText('Prices stay text when the dollar is escaped: $5.')).toBeVisible();
  // KaTeX's stylesheet and fonts are the site's own files.
  await expect(main.locator('.katex').first()).toHaveCSS('font-family', /KaTeX_Main/);
  expect(await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((f) => f.family.includes('KaTeX') && f.status === 'loaded');
  })).toBe(true);
  // Drawn when the page is built: a reader without JavaScript sees the same.
  const html = await (await request.get(url)).text();
  expect(html).toContain('<annotation encoding="application/x-tex">d = \\sqrt{w^2 + h^2}</annotation>');
});

test('a second docs plugin (community) has its own pages, sidebar and navbar item', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/intro`);
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Community', exact: true }).click();
  await expect(page).toHaveURL(/\/community\/intro$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  // Its options are its own: breadcrumbs: false (the default plugin's pages have them),
  // and showLastUpdateTime/Author, here from each doc's front matter last_update.
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveCount(0);
  const updated = page.getByText(/^Last updated on/);
  await expect(updated).toHaveText('Last updated on Jan 31, 2024 by Ada Lovelace');
  await expect(updated.locator('time')).toHaveAttribute('datetime', '2024-01-31T00:00:00.000Z');
  // Its sidebar is its own, though it is named "docs" like the default plugin's.
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link')).toHaveText(['Welcome', 'Support']);
  await expect(nav.getByRole('link', { name: 'Community', exact: true })).toHaveClass(/itemActive/);
  await expect(nav.getByRole('link', { name: 'Docs', exact: true })).not.toHaveClass(/itemActive/);
  // The default plugin's version dropdown stays, on its latest version.
  await expect(nav.getByRole('button', { name: '2.0' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'support page' }).click();
  await expect(page).toHaveURL(/\/community\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(updated).toHaveText('Last updated on Nov 5, 2023 by Grace Hopper');
  await page.getByRole('main').getByRole('link', { name: 'welcome page' }).click();
  await expect(page).toHaveURL(/\/community\/intro$/);
  // Back in the default docs, Docs is the active item again.
  await page.getByRole('main').getByRole('link', { name: 'installation guide' }).click();
  await expect(page).toHaveURL(/\/docs\/install$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
  await expect(updated).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Docs', exact: true })).toHaveClass(/itemActive/);
  await expect(nav.getByRole('link', { name: 'Community', exact: true })).not.toHaveClass(/itemActive/);
});

// docs/install.md's ```sh npm2yarn block, with @docusaurus/remark-plugin-npm2yarn
// ({sync: true, converters: ['yarn', 'pnpm', 'bun']}) in the config.
test('an npm2yarn code block is a tab per package manager, and the choice is kept', async ({ page }) => {
  await page.goto(`${DOCUSAURUS}/docs/next/install`);
  await waitForHydration(page);
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveText(['npm', 'Yarn', 'pnpm', 'Bun']);
  await expect(tabs.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').filter({ hasText: 'npm install --save widget' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Yarn' }).click();
  await expect(page.getByRole('tabpanel').filter({ hasText: 'yarn add widget' })).toBeVisible();
  await expect(page.getByText('npm install --save widget')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn'))).toBe('yarn');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('tablist').getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').filter({ hasText: 'yarn add widget' })).toBeVisible();
});

// markdown.mermaid with @docusaurus/theme-mermaid (themeConfig.mermaid: neutral and
// dark): a ```mermaid block is drawn as a diagram in the reader's browser, again when
// the colour mode changes; one Mermaid cannot read keeps its code, with the reason.
// The site's policy lets Mermaid's <style> in (lib/csp.ts): no console error.
test.describe('Mermaid diagrams', () => {
  const url = `${DOCUSAURUS}/docs/next/guides/architecture`;
  const fill = (figure: import('@playwright/test').Locator) =>
    figure.locator('g.node rect, g.node path').first().evaluate((el) => getComputedStyle(el).fill);

  test('a mermaid block is a diagram in the theme of the colour mode; a broken one shows its code and why', async ({ page }) => {
    const { problems } = watchConsole(page);
    await page.goto(url);
    await waitForHydration(page);
    const main = page.getByRole('main');
    const figure = main.getByRole('figure', { name: 'Diagram: How a request flows' });
    await expect(figure).toBeVisible();
    for (const label of ['Widget client', 'render call', 'Widget server', 'Layout cache']) {
      await expect(figure.getByText(label, { exact: true })).toBeVisible();
    }
    // The diagram replaces its code block; the broken one keeps it, under its reason.
    await expect(main.getByText('flowchart LR')).toBeHidden();
    await expect(main.getByText('This diagram could not be drawn.')).toBeVisible();
    await expect(main.getByText(/Parse error on line 3/)).toBeVisible();
    await expect(main.getByText('--> Broken((', { exact: true })).toBeVisible();

    const light = await fill(figure);
    await page.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' }).click();
    await expect(figure.getByText('Widget server', { exact: true })).toBeVisible();
    await expect.poll(() => fill(figure)).not.toBe(light);
    await page.getByRole('button', { name: 'Switch between dark and light mode (currently dark mode)' }).click();
    await expect.poll(() => fill(figure)).toBe(light);

    const found: Finding[] = [];
    for (const theme of ['light', 'dark'] as Theme[]) {
      await setTheme(page, theme);
      await expect.poll(() => figure.evaluate((f) => f.getAttribute('data-mode'))).toBe(theme);
      found.push(...await audit(page, url, `desktop ${theme}, diagrams drawn`));
    }
    expectNoViolations(found);
    expect(problems).toEqual([]);
  });

  test('a client navigation to a page with a diagram draws it; pages without one never load Mermaid', async ({ page }) => {
    const { problems } = watchConsole(page);
    const mermaid: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/_contentc/mermaid/')) mermaid.push(r.url()); });
    await page.goto(`${DOCUSAURUS}/docs/next/deployment`);
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Configuration' }).click();
    await expect(page).toHaveURL(/\/docs\/next\/guides\/config$/);
    expect(mermaid, 'Mermaid is loaded for a page with a diagram only').toEqual([]);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Architecture' }).click();
    await expect(page).toHaveURL(/\/docs\/next\/guides\/architecture$/);
    await expect(page.getByRole('main').getByRole('figure', { name: 'Diagram: How a request flows' }).getByText('Widget client')).toBeVisible();
    expect(mermaid.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

// The custom CSS's brand colour (--ifm-color-primary: #2e8555, dark #25c2a0) colours
// links, the current page in the sidebar and the breadcrumbs, made just dark (or light)
// enough to keep 4.5:1 on every background (web/lib/colors.ts); the audit checks it.
test('the brand colour of the custom CSS colours links and the current page, in both modes, readably', async ({ page }) => {
  const rgb = (hex: string) => `rgb(${parseHex(hex).join(', ')})`;
  await page.goto(`${DOCUSAURUS}/docs/next/intro`);
  await waitForHydration(page);
  const link = page.getByRole('main').getByRole('link', { name: 'installing it' });
  const current = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  const found: Finding[] = [];
  for (const [mode, brand] of [['light', '#2e8555'], ['dark', '#25c2a0']] as const) {
    await setTheme(page, mode);
    const want = rgb(accessiblePrimary(brand, mode));
    await expect(link).toHaveCSS('color', want);
    await expect(current).toHaveCSS('color', want);
    const [r, g, b] = parseHex(accessiblePrimary(brand, mode));
    expect(g > r && g > b, `${mode}: ${want} is the brand's green`).toBe(true);
    found.push(...await audit(page, `${DOCUSAURUS}/docs/next/intro`, `desktop ${mode}, brand colour`));
  }
  expectNoViolations(found);
});

// An API page as docusaurus-openapi-docs writes it (docs/api/04-render-chart.api.mdx;
// its responses required from a JSON file next to it): the endpoint, each place's
// parameters, the body and each response are on the page, in disclosures a reader
// can close; the audit checks them in both modes.
test('an API page of docusaurus-openapi-docs shows its endpoint, parameters, body and responses', async ({ page }) => {
  const url = `${DOCUSAURUS}/docs/next/api/render-chart`;
  await page.goto(url);
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Render a chart' })).toBeVisible();
  await expect(main.getByText('/charts/{chartId}/render', { exact: true })).toBeVisible();
  await expect(main.getByText('POST', { exact: true })).toBeVisible();
  const chartId = main.getByText('chartId', { exact: true });
  await expect(chartId).toBeVisible();
  await expect(main.getByText('The id the chart was stored under')).toBeVisible();
  await main.getByText('Path Parameters').click();
  await expect(chartId).toBeHidden();
  await main.getByText('Path Parameters').click();
  await expect(chartId).toBeVisible();
  await expect(main.getByText('The image format')).toBeVisible();
  // Responses start closed: a reader opens the one they need.
  const hour = main.getByText('Where the image can be downloaded for an hour');
  await expect(hour).toBeHidden();
  await main.getByText('200 The image', { exact: true }).click();
  await expect(hour).toBeVisible();
  await expect(main.getByText('No chart has that id')).toBeVisible();
  const found: Finding[] = [];
  for (const theme of ['light', 'dark'] as Theme[]) {
    await setTheme(page, theme);
    found.push(...await audit(page, url, `desktop ${theme}, an API page`));
  }
  expectNoViolations(found);
});

test('a footnote reference leads to its note and the note\'s back link returns; the notes\' heading is for screen readers', async ({ page }) => {
  const url = `${DOCUSAURUS}/docs/next/install`;
  await page.goto(url);
  await waitForHydration(page);
  const main = page.getByRole('main');
  // the heading is in the accessibility tree, not on the screen
  const heading = main.getByRole('heading', { level: 2, name: 'Footnotes' });
  await expect(heading).toBeAttached();
  expect(await heading.evaluate((h) => h.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  await main.getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/#user-content-fn-pm$/);
  const note = main.getByRole('listitem').filter({ hasText: 'npm, Yarn, pnpm or Bun.' });
  await expect(note).toBeInViewport();
  await note.getByRole('link', { name: 'Back to reference 2' }).click();
  await expect(page).toHaveURL(/#user-content-fnref-pm$/);
  await expect(main.getByText('and a package manager')).toBeInViewport();
  const found: Finding[] = [];
  for (const theme of ['light', 'dark'] as Theme[]) {
    await setTheme(page, theme);
    found.push(...await audit(page, url, `desktop ${theme}, footnotes`));
  }
  expectNoViolations(found);
});

test("a YouTube iframe and a LiteYouTubeEmbed in a doc are shown, and the page's policy lets them frame the videos (a Docusaurus site's video hosts)", async ({ page }) => {
  const w = await watchSecurity(page);
  await page.goto(`${DOCUSAURUS}/docs/next/install`);
  await waitForHydration(page);
  const video = page.locator('iframe[title="Widget tour"]');
  await expect(video).toHaveAttribute('src', 'https://www.youtube.com/embed/widget-tour');
  await expect(video).toBeVisible();
  // the frame's load is refused by nothing but the network (no frame-src violation)
  expect(w.violations.filter((v) => v.directive.startsWith('frame-src'))).toEqual([]);
  // react-lite-youtube-embed's <LiteYouTubeEmbed>: the player's frame, as wide as the text, 16 by 9
  const talk = page.getByTitle('Widget deep dive');
  await expect(talk).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/widget-deep-dive?start=30');
  await expect(talk).toBeVisible();
  const text = await page.getByText('A longer talk starts half a minute in:').boundingBox();
  const frame = await talk.boundingBox();
  expect(frame!.width).toBeGreaterThan(400);
  expect(Math.abs(frame!.x - text!.x)).toBeLessThan(2);
  expect(Math.abs(frame!.height - (frame!.width * 9) / 16)).toBeLessThan(2);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain('frame-src https://player.bilibili.com https://player.vimeo.com https://www.loom.com https://www.youtube-nocookie.com https://www.youtube.com https://youtube.com;');
});

test('tags: a doc lists its tags; a tag page lists its docs by title; View All Tags lists every tag by initial', async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto(`${DOCUSAURUS}/docs/install`);
  await waitForHydration(page);
  const main = page.getByRole('main');
  // the doc's tags, labelled as the tags file (version 2.0's tags.yml) names them
  await expect(main.getByText('Tags:', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Setup' })).toHaveAttribute('rel', 'tag');
  await main.getByRole('link', { name: 'Getting started' }).click();
  await expect(page).toHaveURL(/\/docs\/tags\/start$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2 docs tagged with "Getting started"');
  await expect(page).toHaveTitle(/^2 docs tagged with "Getting started" \| /);
  await expect(main.getByText('The first pages to read.')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Installation', 'Introduction']);
  await expect(main.getByText('What the widget is and what 2.0 brings.')).toBeVisible();
  await main.getByRole('link', { name: 'View All Tags' }).click();
  await expect(page).toHaveURL(/\/docs\/tags$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tags');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['G', 'S']);
  await expect(main.getByRole('listitem')).toHaveText(['Getting started 2', 'Setup 2']);
  await main.getByRole('link', { name: 'Setup 2' }).click();
  await expect(page).toHaveURL(/\/docs\/tags\/setup$/);
  await main.getByRole('link', { name: 'Configuration' }).click();
  await expect(page).toHaveURL(/\/docs\/guides\/config$/);
  await expect(main.getByRole('link', { name: 'Setup' })).toHaveAttribute('href', '/docs/tags/setup');
  // a tag page is a page of its own: loaded directly, it is the same page
  await page.goto(`${DOCUSAURUS}/docs/tags/setup`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2 docs tagged with "Setup"');
  expect(problems).toEqual([]);
  // the tags list, a tag page and a doc's tags pass axe in both colour modes
  const found: Finding[] = [];
  for (const url of [`${DOCUSAURUS}/docs/tags`, `${DOCUSAURUS}/docs/tags/start`, `${DOCUSAURUS}/docs/install`]) {
    await page.goto(url);
    await waitForHydration(page);
    for (const theme of ['light', 'dark'] as Theme[]) {
      await setTheme(page, theme);
      found.push(...await audit(page, url, `desktop ${theme}, tags`));
    }
  }
  expectNoViolations(found);
});
