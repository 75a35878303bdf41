import { expect, test, type Page } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { waitForHydration } from '../helpers/console';
import { fixturePage } from '../helpers/graph';
import { dangerousMarkup, pwned, watchSecurity, type Watch } from '../helpers/security';

// Hostile content never runs (issue 7). The fixture pages under docs/hostile/ and the
// announcement bar hold script in every place an author can write one: raw HTML, link and
// image URLs, front matter (title, description, sidebar_label, tags, edit URL), headings
// (the table of contents), admonition and code block titles, sidebar and category labels.
// contentc removes the markup or the site shows it as text; each payload sets
// window.__pwned or opens a dialog if it ever runs.

const MARKUP = '/docs/hostile/markup';
const FRONT_MATTER = '/docs/hostile/front-matter';
const CATEGORY = '/docs/category/hostile-category';
const OVERLAY = '/docs/hostile/overlay';

const TITLE = `<img src=x onerror="window.__pwned = 'title'; alert('title')">`;
const SIDEBAR_LABEL = `<svg onload="window.__pwned = 'sidebar-label'"> label`;
const CATEGORY_LABEL = `<img src=x onerror="window.__pwned = 'category-label'"> category`;
const CATEGORY_TITLE = `<svg onload="window.__pwned = 'category-title'"> generated index`;
const DOC_LABEL = `<b onmouseover="window.__pwned = 'doc-label'">bold</b> doc label`;


/** Nothing ran and nothing dangerous is in the document. */
async function expectClean(page: Page, w: Watch) {
  expect(await pwned(page), 'window.__pwned (a payload ran)').toBeUndefined();
  expect(w.dialogs, 'dialogs').toEqual([]);
  expect(w.errors, 'page errors').toEqual([]);
  expect(w.violations, 'CSP violations (a payload reached the page and was blocked)').toEqual([]);
  expect(await dangerousMarkup(page), 'dangerous markup in the DOM').toEqual([]);
}

test.describe('hostile content', () => {
  let w: Watch;
  test.beforeEach(async ({ page }) => { w = await watchSecurity(page); });

  test('raw HTML, script URLs and handlers in Markdown are gone; the text around them stays', async ({ page }) => {
    await page.goto(`${FIXTURE}${MARKUP}`);
    await waitForHydration(page);
    const article = page.locator('article');
    await expect(article.getByText('Marker: script tag.')).toBeVisible();
    await expect(article.getByText('Marker: image with onerror.')).toBeVisible();
    // link texts stay, as text: no link at all for a removed URL
    for (const text of ['raw javascript link', 'markdown javascript link', 'reference javascript link', 'mixed case link',
      'entity-encoded link', 'vbscript link', 'data link']) {
      await expect(article.getByText(text, { exact: true })).toBeVisible();
      await expect(article.getByRole('link', { name: text })).toHaveCount(0);
    }
    await expect(article.getByText("javascript:alert('autolink')")).toBeVisible();
    await expect(article.getByRole('link', { name: /autolink/ })).toHaveCount(0);
    // no frame, object, form, style or script inside the content; an image stays, inert
    // (raw HTML renders as Docusaurus renders it, without handlers: dangerousMarkup below)
    await expect(page.locator('.markdown').locator('iframe, object, embed, form, style, script, math, meta, base, [style]')).toHaveCount(0);
    // a form's button stays as the inert control raw HTML shows outside a form: no form, no attribute
    const formButton = article.getByRole('button', { name: 'form button' });
    await expect(formButton).toBeVisible();
    expect(await formButton.evaluate((b) => [b.getAttributeNames().length, !!b.closest('form')])).toEqual([0, false]);
    // drawings stay, with nothing that runs or loads: no handler, animation, foreign HTML, outside
    // reference or link that runs script (the link's text stays)
    const drawings = page.locator('.markdown svg');
    await expect(drawings).toHaveCount(2);
    await expect(drawings.locator('animate, set, foreignObject, image, img, script, style')).toHaveCount(0);
    await expect(drawings.locator('use[href], use[*|href], [fill*="url("]')).toHaveCount(0);
    await expect(drawings.getByText('svg link')).toBeAttached();
    await expect(drawings.locator('a[href]')).toHaveCount(0);
    await expect(page.locator('.markdown img').first()).toHaveAttribute('alt', '');
    // a custom element stays, as a browser shows it, without its handler
    const custom = article.locator('x-widget');
    await expect(custom).toHaveText('Custom element text');
    await custom.hover();
    await expect(custom).toHaveAttribute('class', 'w');
    expect(await custom.evaluate((e) => e.getAttributeNames().sort())).toEqual(['class']);
    // the allowed details element keeps working, without its handlers
    const details = article.locator('details');
    await expect(details).toHaveAttribute('open', '');
    await article.getByText('Allowed details').click();
    await article.locator('kbd').hover();
    await article.getByText('a span', { exact: true }).click();
    await article.locator('.markdown code', { hasText: /^code$/ }).click();
    // escaped markup is text, in the page and in the table of contents
    await expect(article.getByText(`Text with an escaped tag: <img src=x onerror="window.__pwned = 'escaped'"> stays text.`)).toBeVisible();
    await expect(article.locator('code', { hasText: `<img src=x onerror="window.__pwned = 'inline-code'">` })).toBeVisible();
    await expect(page.locator('h2#literal-heading')).toHaveText(`Literal <script>alert('heading')</script> text#`);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc.getByRole('link', { name: `Literal <script>alert('heading')</script> text` })).toHaveAttribute('href', '#literal-heading');
    await expect(toc.getByRole('link', { name: 'Marker heading', exact: true })).toHaveAttribute('href', '#marker-heading');
    await expectClean(page, w);
  });

  test('front matter is text: title, description, sidebar label, TOC, admonition and code titles', async ({ page }) => {
    const doc = fixturePage(FRONT_MATTER);
    expect(doc.title).toBe(TITLE); // what the compiler passed on: data, shown as text below
    await page.goto(`${FIXTURE}${FRONT_MATTER}`);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(TITLE);
    expect(await page.title()).toBe(`${TITLE} | Fixture Docs`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', doc.description);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${TITLE} | Fixture Docs`);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: SIDEBAR_LABEL, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(SIDEBAR_LABEL);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc.getByRole('link', { name: `Heading with <img src=x onerror=alert('toc')> markup` })).toHaveAttribute('href', '#toc-heading');
    await expect(page.locator('.admonition-heading')).toHaveText(`<img src=x onerror="window.__pwned = 'admonition-title'"> admonition`);
    await expect(page.locator('.code-block-title')).toHaveText(`<img src=x onerror=alert('code-title')> code title`);
    // the javascript: custom_edit_url is not a link (the fixture's other pages have one)
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
    // no og:image for a javascript: image
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
    // pagination shows the neighbours' titles and labels as text
    const pages = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pages.getByRole('link', { name: /Next/ })).toContainText(CATEGORY_LABEL);
    await expectClean(page, w);
  });

  test('sidebar and category labels, and a generated index with a markup title, are text', async ({ page }) => {
    await page.goto(`${FIXTURE}${CATEGORY}`);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(CATEGORY_TITLE);
    await expect(page.getByText(`<script>window.__pwned = 'category-description'</script> description`, { exact: true })).toBeVisible();
    // the cards: the doc's label as text; the javascript: link is left out
    await expect(page.getByRole('heading', { name: DOC_LABEL, exact: true })).toBeVisible();
    await expect(page.getByText(`<script>window.__pwned = 'link-label'</script> link label`)).toHaveCount(0);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: CATEGORY_LABEL, exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: DOC_LABEL, exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: /link label/ })).toHaveCount(0);
    await sidebar.getByRole('link', { name: DOC_LABEL, exact: true }).hover();
    await expectClean(page, w);
  });

  test('client-side navigation renders the same pages without running anything', async ({ page }) => {
    await page.goto(`${FIXTURE}${FRONT_MATTER}`);
    await waitForHydration(page);
    await page.evaluate(() => { (window as unknown as { __e2eMark: boolean }).__e2eMark = true; });
    // front matter → markup → front matter → category, each through the router (no reload)
    const pages = page.getByRole('navigation', { name: 'Docs pages' });
    await pages.getByRole('link', { name: /Previous/ }).click();
    await expect(page).toHaveURL(new RegExp(`${MARKUP}$`));
    await expect(page.locator('article').getByText('Marker: image with onerror.')).toBeVisible();
    await expect(page.locator('.markdown').locator('iframe, object, embed, form, script, [style], svg [href], foreignObject')).toHaveCount(0);
    await pages.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`${FRONT_MATTER}$`));
    await expect(page.locator('h1')).toHaveText(TITLE);
    expect(await page.title()).toBe(`${TITLE} | Fixture Docs`);
    await expect(page.locator('.admonition-heading')).toHaveText(/admonition$/);
    await pages.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
    await expect(page.locator('h1')).toHaveText(CATEGORY_TITLE);
    expect(await page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark), 'no full page load').toBe(true);
    expect(await page.title()).toBe(`${CATEGORY_TITLE} | Fixture Docs`);
    await expectClean(page, w);
  });

  test('positioned content: an embed fills its box; nothing covers the navbar, sidebar or table of contents', async ({ page }) => {
    await page.goto(`${FIXTURE}${OVERLAY}`);
    await waitForHydration(page);
    // the responsive embed: the absolute stand-in fills the relative box, 56.25% as tall as wide
    const video = page.getByRole('img', { name: 'Video stand-in' });
    const box = await video.boundingBox();
    const frame = await video.locator('..').boundingBox();
    if (!box || !frame) throw new Error('the embed is not laid out');
    expect(box.width).toBeGreaterThan(200);
    expect(Math.abs(box.height - box.width * 0.5625)).toBeLessThan(2);
    expect(Math.abs(box.x - frame.x) + Math.abs(box.y - frame.y) + Math.abs(box.width - frame.width)).toBeLessThan(2);
    // a fixed position is dropped: the box stays in the flow
    expect(await page.getByText('Marker: fixed box.').evaluate((el) => getComputedStyle(el).position)).toBe('static');
    // the transparent box over the whole page takes no click from the page's own links
    await page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link', { name: 'After the boxes' }).click({ timeout: 5000 });
    await expect(page).toHaveURL(new RegExp(`${OVERLAY}#after-the-boxes$`));
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Hostile markup', exact: true }).click({ timeout: 5000 });
    await expect(page).toHaveURL(new RegExp(`${MARKUP}$`));
    await expectClean(page, w);
  });

  test('the announcement bar keeps its text and link; its hostile markup is gone', async ({ page }) => {
    await page.goto(`${FIXTURE}/docs/intro`);
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({ hasText: 'Fixture release 2.0' });
    await expect(bar).toHaveText('Fixture release 2.0 is out: read the intro.');
    await expect(bar.getByRole('link')).toHaveCount(1);
    await expect(bar.locator('script, svg:not(button svg), [onerror]')).toHaveCount(0);
    await expectClean(page, w);
  });

  test('search shows a markup title as text and opens the page', async ({ page }) => {
    await page.goto(`${FIXTURE}/docs/intro`);
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.hover();
    await expect(box).toBeEnabled();
    await box.fill('xylophonequirk');
    const option = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
    await expect(option).toContainText(TITLE);
    await expect(page.getByRole('listbox', { name: 'Search results' }).locator('img, svg, script')).toHaveCount(0);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`${FRONT_MATTER}$`));
    await expect(page.locator('h1')).toHaveText(TITLE);
    await expectClean(page, w);
  });
});

test.describe('without JavaScript (the static HTML)', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of [MARKUP, FRONT_MATTER, CATEGORY, '/docs/intro']) {
    test(`${route}: no handler, script URL or embedding element in the exported HTML`, async ({ page }) => {
      await page.goto(`${FIXTURE}${route}`);
      expect(await dangerousMarkup(page)).toEqual([]);
      if (route === FRONT_MATTER) {
        await expect(page.locator('h1')).toHaveText(TITLE);
        expect(await page.title()).toBe(`${TITLE} | Fixture Docs`);
      }
    });
  }
});
