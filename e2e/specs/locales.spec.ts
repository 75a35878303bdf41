import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOCALES } from '../helpers/env';
import { waitForHydration, watchConsole } from '../helpers/console';

// Locales (issue 19) on e2e/fixtures/locales: English at the root, Arabic (right to
// left) under /ar/, Japanese under /ja/. Arabic translates the intro and the install
// guide, Japanese the intro only; every other page falls back to English with a notice.

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The paths the search results (role option, each a link) lead to. */
const hrefsOf = (options: Locator) => options.evaluateAll((os) => os.map((o) => new URL((o as HTMLAnchorElement).href).pathname));

async function open(page: Page, route: string) {
  await page.goto(`${LOCALES}${route}`);
  await waitForHydration(page);
}

test('each locale has its routes, <html lang dir>, translated strings and hreflang alternates', async ({ page }) => {
  const { problems } = watchConsole(page);
  await open(page, '/docs/intro');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');

  await open(page, '/ar/docs/intro');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مقدمة');
  await expect(main(page).getByRole('link', { name: 'الأدلة' })).toHaveAttribute('href', '/ar/docs/intro');
  // theme strings from i18n/ar/code.json, sidebar labels from current.json
  await expect(page.getByRole('navigation', { name: 'جدول المحتويات' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Docs pages' }).getByText('التالي')).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('button', { name: 'الأدلة' })).toBeVisible();
  // a link in the text stays in the locale
  await expect(page.locator('article').getByRole('link', { name: 'بالتثبيت' })).toHaveAttribute('href', '/ar/docs/guides/install');
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((ls) => ls.map((l) => `${l.getAttribute('hreflang')} ${new URL((l as HTMLLinkElement).href).pathname}`));
  expect(alternates).toEqual(['en /docs/intro', 'ar /ar/docs/intro', 'ja-JP /ja/docs/intro']);

  await open(page, '/ja/docs/intro');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('はじめに');
  // strings code.json leaves out are English
  await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a page without a translation is served in English at the locale route, with a notice', async ({ page }) => {
  await open(page, '/ar/docs/guides/configure');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuration');
  await expect(page.getByRole('note').filter({ hasText: 'لم تُترجم هذه الصفحة بعد' })).toBeVisible();
  // the translated page has no notice, nor has the English original
  await open(page, '/ar/docs/guides/install');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التثبيت');
  await expect(page.getByText('لم تُترجم هذه الصفحة بعد')).toHaveCount(0);
  await open(page, '/docs/guides/configure');
  await expect(page.getByText('This page has not been translated yet')).toHaveCount(0);
  await open(page, '/ja/docs/guides/configure');
  await expect(page.getByRole('note').filter({ hasText: 'このページはまだ翻訳されていません' })).toBeVisible();
});

test('a locale without translated navbar labels still links into itself', async ({ page }) => {
  // Japanese has no navbar.json: its labels are English, its links Japanese routes
  await open(page, '/ja/docs/guides/configure');
  await main(page).getByRole('link', { name: 'Guides' }).click();
  await expect(page).toHaveURL(`${LOCALES}/ja/docs/intro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('はじめに');
});

test('the locale dropdown keeps the current page, and each locale has a home page', async ({ page }) => {
  await open(page, '/docs/guides/install');
  const nav = main(page);
  await nav.getByRole('button', { name: /English/ }).click();
  await expect(nav.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await nav.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(`${LOCALES}/ar/docs/guides/install`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التثبيت');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await main(page).getByRole('button', { name: /العربية/ }).click();
  await main(page).getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(`${LOCALES}/ja/docs/guides/install`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
  // from a locale's home page, to another locale's home page
  await open(page, '/ja/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polyglot Docs');
  await main(page).getByRole('button', { name: /日本語/ }).click();
  await main(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${LOCALES}/`);
});

test("a locale dropdown's own items (dropdownItemsAfter) come after the locales, in every locale", async ({ page }) => {
  for (const [route, current] of [['/docs/intro', 'English'], ['/ar/docs/intro', 'العربية']] as const) {
    await open(page, route);
    const nav = main(page);
    await nav.getByRole('button', { name: new RegExp(current) }).click();
    const menu = nav.getByRole('link').filter({ hasText: /^(English|العربية|日本語|Help us translate)$/ });
    await expect(menu).toHaveText(['English', 'العربية', '日本語', 'Help us translate']);
    await expect(nav.getByRole('separator')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Help us translate' })).toHaveAttribute('href', 'https://translate.example.com/polyglot');
  }
});

test('right to left: sidebar, table of contents, breadcrumbs, pagination and admonitions are mirrored', async ({ page }) => {
  const boxes = async (route: string) => {
    await open(page, route);
    const get = async (l: ReturnType<Page['locator']>) => {
      const b = await l.first().boundingBox();
      if (!b) throw new Error(`${route}: no box`);
      return b;
    };
    const sidebar = await get(page.getByRole('complementary'));
    const article = await get(page.locator('article'));
    const toc = await get(page.getByRole('navigation', { name: /Table of contents|جدول المحتويات/ }));
    const crumbs = page.getByRole('navigation', { name: /Breadcrumbs|مسار التنقل/ }).getByRole('listitem');
    const home = await get(crumbs.first());
    const last = await get(crumbs.last());
    const next = await get(page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link'));
    const adm = page.locator('.admonition');
    const admBorder = await adm.evaluate((el) => {
      const s = getComputedStyle(el);
      return { left: parseFloat(s.borderLeftWidth), right: parseFloat(s.borderRightWidth) };
    });
    const width = page.viewportSize()!.width;
    return { sidebar, article, toc, home, last, next, admBorder, width };
  };
  const ltr = await boxes('/docs/intro');
  const rtl = await boxes('/ar/docs/intro');
  // LTR: sidebar | article | toc, from left to right; RTL: the other way round.
  expect(ltr.sidebar.x).toBeLessThan(ltr.article.x);
  expect(ltr.article.x).toBeLessThan(ltr.toc.x);
  expect(rtl.sidebar.x).toBeGreaterThan(rtl.article.x);
  expect(rtl.article.x).toBeGreaterThan(rtl.toc.x);
  // mirrored: the sidebar hugs the right edge as it hugged the left one
  expect(Math.abs(rtl.width - (rtl.sidebar.x + rtl.sidebar.width) - ltr.sidebar.x)).toBeLessThan(2);
  // breadcrumbs run from the start edge: home first on the right
  expect(ltr.home.x).toBeLessThan(ltr.last.x);
  expect(rtl.home.x).toBeGreaterThan(rtl.last.x);
  // "Next" (the only pagination link of the intro) sits at the end: right in LTR, left in RTL
  expect(ltr.next.x + ltr.next.width / 2).toBeGreaterThan(ltr.article.x + ltr.article.width / 2);
  expect(rtl.next.x + rtl.next.width / 2).toBeLessThan(rtl.article.x + rtl.article.width / 2);
  // the admonition's accent border is on the start side
  expect(ltr.admBorder.left).toBeGreaterThan(ltr.admBorder.right);
  expect(rtl.admBorder.right).toBeGreaterThan(rtl.admBorder.left);
});

// An admonition without a title is headed by its type in the page's language, as
// Docusaurus's theme translates it (theme.admonition.note: Arabic from
// @docusaurus/theme-translations, the fixture having no such key in code.json).
test('an admonition\'s heading is in the page\'s language', async ({ page }) => {
  await open(page, '/docs/intro');
  await expect(page.locator('article .admonition-heading')).toHaveText(/^note$/i);
  await open(page, '/ar/docs/intro');
  await expect(page.locator('article .admonition-heading')).toHaveText('ملاحظة');
  await expect(page.locator('article .admonition')).toContainText('اقرأ الأدلة بالترتيب.');
});

test('search returns only the current locale\'s pages, and a CJK query finds its page', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.includes('/_contentc/search/')) requests.push(p);
  });
  // English: the English intro, never the Arabic or Japanese one
  await open(page, '/docs/intro');
  const en = page.getByRole('combobox', { name: 'Search' });
  await en.hover();
  await expect(en).toBeEnabled();
  await en.fill('introduction');
  const enResults = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await expect(enResults.first()).toContainText('Introduction');
  const enHrefs = await hrefsOf(enResults);
  expect(enHrefs.length).toBeGreaterThan(0);
  for (const href of enHrefs) expect(href.startsWith('/ar/') || href.startsWith('/ja/')).toBe(false);
  expect(requests.every((r) => !r.startsWith('/_contentc/search/ar/') && !r.startsWith('/_contentc/search/ja/'))).toBe(true);

  // Japanese: its own index only; a CJK word inside a sentence is found
  requests.length = 0;
  await open(page, '/ja/docs/intro');
  const ja = page.getByRole('combobox', { name: '検索' });
  await ja.hover();
  await expect(ja).toBeEnabled();
  await ja.fill('検索機能');
  const jaResults = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await expect(jaResults.first()).toContainText('はじめに');
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.every((r) => r.startsWith('/_contentc/search/ja/'))).toBe(true);
  // English words of the untranslated pages are found in the locale, at its routes
  await ja.fill('marsupial');
  await expect(jaResults.first()).toContainText('Searching');
  const hrefs = await hrefsOf(jaResults);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const h of hrefs) expect(h.startsWith('/ja/')).toBe(true);
  // Arabic: the Arabic intro, not the English or Japanese one
  await open(page, '/ar/docs/intro');
  const ar = page.getByRole('combobox', { name: 'بحث' });
  await ar.hover();
  await expect(ar).toBeEnabled();
  await ar.fill('مقدمة');
  const arResults = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await expect(arResults.first()).toContainText('مقدمة');
  const arHrefs = await hrefsOf(arResults);
  expect(arHrefs[0]).toBe('/ar/docs/intro');
  for (const h of arHrefs) expect(h.startsWith('/ar/')).toBe(true);
});

test('one sitemap per locale; robots.txt lists them', async ({ request }) => {
  const ar = await (await request.get(`${LOCALES}/ar/sitemap.xml`)).text();
  expect(ar).toContain('<loc>https://polyglot.example.com/ar/docs/intro</loc>');
  expect(ar).not.toContain('<loc>https://polyglot.example.com/docs/intro</loc>');
  const en = await (await request.get(`${LOCALES}/sitemap.xml`)).text();
  expect(en).toContain('<loc>https://polyglot.example.com/docs/intro</loc>');
  expect(en).not.toContain('/ar/');
  expect(en).not.toContain('/ja/');
  const robots = await (await request.get(`${LOCALES}/robots.txt`)).text();
  expect(robots).toContain('Sitemap: https://polyglot.example.com/ja/sitemap.xml');
});

test('the 404 page speaks the language of the address', async ({ page }) => {
  await page.goto(`${LOCALES}/ar/docs/nowhere`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto(`${LOCALES}/docs/nowhere`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test("a redirect leads to its page in each locale: /ar/start to the Arabic intro", async ({ page }) => {
  for (const [from, to, title] of [['/start', '/docs/intro', 'Introduction'], ['/ar/start', '/ar/docs/intro', 'مقدمة']]) {
    await page.goto(`${LOCALES}${from}`);
    await expect(page).toHaveURL(`${LOCALES}${to}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});
