import { expect, test } from '@playwright/test';
import { waitForHydration } from '../helpers/console';
import { graph, page as pageData } from '../helpers/graph';

const site = graph().site;
const base = site.url.replace(/\/$/, '') + site.baseUrl.replace(/\/$/, '');
const docs = graph().routes.filter((r) => r.kind === 'doc' && !r.unlisted);

test('title, html attributes, canonical, description and Open Graph meta come from the graph', async ({ page }) => {
  const route = docs[0].route;
  const doc = pageData(route);
  await page.goto(route);
  await expect(page).toHaveTitle(`${doc.title} | ${site.title}`);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', graph().locales[0].htmlLang);
  await expect(html).toHaveAttribute('dir', graph().locales[0].direction);
  await expect(html).toHaveAttribute('data-theme', site.colorMode.defaultMode);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', base + route);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', base + route);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${doc.title} | ${site.title}`);
  // Docusaurus's large Twitter card on every page
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  if (doc.description) {
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', doc.description);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', doc.description);
  }
});

test('the head follows client-side navigations', async ({ page }) => {
  const [a, b] = docs;
  await page.goto(a.route);
  await waitForHydration(page);
  await page.evaluate((href) => { (window as unknown as { next: { router: { push: (h: string) => Promise<boolean> } } }).next.router.push(href); }, b.route);
  const doc = pageData(b.route);
  await expect(page).toHaveTitle(`${doc.title} | ${site.title}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', base + b.route);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

test('sitemap.xml lists the listed routes and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<urlset');
  for (const r of docs.slice(0, 20)) expect(sitemap).toContain(`<loc>${base}${r.route}</loc>`);
  for (const r of graph().routes.filter((x) => x.unlisted)) expect(sitemap).not.toContain(`<loc>${base}${r.route}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
});
