import { expect, test } from '@playwright/test';
import type { SidebarItem } from '../../web/lib/graph-types';
import { waitForHydration, watchConsole } from '../helpers/console';
import { graph, page as graphPage } from '../helpers/graph';
import { recordRequests } from '../helpers/network';

// A large sidebar (the generated site: one category per 50 pages) is not copied into
// every page: the page's HTML has only the branch of the current page (its category and
// that category's pages); after hydration the other categories load from shared files,
// and a collapsed category loads its pages when expanded.

const version = graph().versions.find((v) => v.isLast)!;
const [name, sidebar] = Object.entries(version.sidebars)[0];
const categories = sidebar.items.filter((i): i is Extract<SidebarItem, { type: 'category' }> => i.type === 'category');
// a page in the last category, so all the others arrive above it
const home = categories[categories.length - 1];
const doc = home.items[1] as Extract<SidebarItem, { type: 'link' }>;
const other = categories[0];
const otherDoc = other.items[2] as Extract<SidebarItem, { type: 'link' }>;

test.describe('before JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the sidebar holds only the branch of the current page', async ({ page }) => {
    expect(categories.length, `categories of sidebar ${name}`).toBeGreaterThan(10);
    await page.goto(doc.href);
    const nav = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(nav.getByRole('button', { name: home.label, exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveCount(home.items.length);
    await expect(nav.getByRole('link', { name: doc.label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button')).toHaveCount(1);
    await expect(nav.getByRole('button', { name: other.label, exact: true })).toHaveCount(0);
  });
});

test('the page\'s HTML carries its content once; its page data has it for client navigations', async ({ page, request }) => {
  const html = await (await request.get(doc.href)).text();
  const content = (graphPage(doc.href) as { html: string }).html;
  expect(html.split(content).length - 1, 'copies of the rendered content in the HTML').toBe(1);
  const data = JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">([^<]*)<\/script>/.exec(html)![1]);
  expect(data.props.pageProps.page.route).toBe(doc.href);
  expect(data.props.pageProps.page.html).toBeUndefined();
  const json = await (await request.get(`/_next/data/${data.buildId}${doc.href}.json`)).json();
  expect(json.pageProps.page.html).toBe(content);
  // and hydration keeps the content as it is
  const { problems } = watchConsole(page);
  await page.goto(doc.href);
  await waitForHydration(page);
  const same = await page.locator('main .markdown').evaluate((el, html) => {
    const parsed = document.createElement('div');
    parsed.innerHTML = html;
    return el.innerHTML === parsed.innerHTML;
  }, content);
  expect(same, 'the content after hydration is the rendered HTML').toBe(true);
  expect(problems).toEqual([]);
});

test('after hydration the other categories appear, the current link stays in view, and a collapsed category expands', async ({ page }) => {
  const { problems } = watchConsole(page);
  const reqs = recordRequests(page);
  // hold the top level back until the page is hydrated and the current link measured
  let release = () => {};
  const held = new Promise<void>((r) => { release = r; });
  await page.route('**/_contentc/sidebars/*/root.json', async (route) => { await held; await route.continue(); });
  await page.goto(doc.href);
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Docs sidebar' });
  const current = nav.getByRole('link', { name: doc.label, exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeInViewport();
  const before = (await current.boundingBox())!.y;
  release();
  for (const c of categories) await expect(nav.getByRole('button', { name: c.label, exact: true })).toBeVisible();
  // the categories arrived above it; the sidebar scrolled so that it did not move
  expect(Math.abs((await current.boundingBox())!.y - before), 'how far the current link moved').toBeLessThan(2);
  await expect(current).toBeInViewport();
  await expect(nav.getByRole('button', { name: home.label, exact: true })).toHaveAttribute('aria-expanded', 'true');

  const button = nav.getByRole('button', { name: other.label, exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: otherDoc.label, exact: true })).toHaveCount(0);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  for (const it of other.items) if (it.type !== 'html') await expect(nav.getByRole('link', { name: it.label, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: otherDoc.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${otherDoc.href}$`));
  await expect(page.getByRole('heading', { level: 1, name: otherDoc.label })).toBeVisible();
  await expect(nav.getByRole('link', { name: otherDoc.label, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: home.label, exact: true })).toBeVisible();

  // the rest of the sidebar came from shared files: the top level, then the expanded category
  const files = reqs.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith('/_contentc/sidebars/'));
  expect(files.map((p) => p.replace(/^.*\//, ''))).toEqual(['root.json', `${categoryIndex(other)}.json`]);
  expect(problems).toEqual([]);
});

function categoryIndex(c: SidebarItem): number {
  return sidebar.items.indexOf(c);
}
