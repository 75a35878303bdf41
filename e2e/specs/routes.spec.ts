import { expect, test } from '@playwright/test';
import { isSameWindow, markWindow, waitForHydration } from '../helpers/console';
import { graph, page as pageData } from '../helpers/graph';

const docRoute = graph().routes.find((r) => r.kind === 'doc' && r.route !== '/')!.route;
const docTitle = pageData(docRoute).title;

test('home page shows the title, the tagline and links to the sections', async ({ page }) => {
  await page.goto('/');
  const site = graph().site;
  await expect(page.getByRole('heading', { level: 1, name: site.title })).toBeVisible();
  if (site.tagline) await expect(page.getByText(site.tagline, { exact: true }).first()).toBeVisible();
  const sections = page.getByRole('region', { name: 'Sections' });
  for (const item of site.navbar.items.filter((i) => i.type === 'docSidebar')) {
    await expect(sections.getByRole('link', { name: item.label })).toHaveAttribute('href', item.href!);
  }
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found \| /);
});

test('legacy .html and /index.html paths show the page and clean the address', async ({ page }) => {
  const clean = docRoute.replace(/\/$/, '');
  for (const legacy of [`${clean}.html`, `${clean}/index.html`]) {
    const res = await page.goto(legacy);
    expect(res?.status(), legacy).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: docTitle })).toBeVisible();
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`${clean}/?$`));
  }
  const res = await page.goto('/index.html');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: graph().site.title })).toBeVisible();
});

test('a route with a trailing slash works', async ({ page }) => {
  const res = await page.goto(`${docRoute}/`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: docTitle })).toBeVisible();
  const slashed = graph().routes.find((r) => r.route.length > 1 && r.route.endsWith('/'));
  if (slashed) {
    const r2 = await page.goto(slashed.route);
    expect(r2?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: pageData(slashed.route).title })).toBeVisible();
  }
});

test('a client navigation loads the next page as JSON data, not a document', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await markWindow(page);
  const data = page.waitForResponse((r) => r.url().includes('/_next/data/') && new URL(r.url()).pathname.endsWith('.json'));
  const docs: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'document') docs.push(r.url()); });
  await page.getByRole('region', { name: 'Sections' }).getByRole('link').first().click();
  expect((await data).status()).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await isSameWindow(page)).toBe(true);
  expect(docs).toEqual([]);
});
