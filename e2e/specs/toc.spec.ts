import { expect, test } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { waitForHydration } from '../helpers/console';
import { docWhere, fixturePage } from '../helpers/graph';
import type { DocPage } from '../../web/lib/graph-types';

test.describe('desktop', () => {
  test('lists the headings of the doc at their levels', async ({ page }) => {
    const doc = docWhere((d) => d.toc.length > 1 && !d.hideTableOfContents, 'a table of contents');
    await page.goto(doc.route);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc.getByRole('link')).toHaveCount(doc.toc.length);
    for (const entry of doc.toc) {
      await expect(toc.getByRole('link', { name: entry.text, exact: true }).first()).toHaveAttribute('href', `#${entry.id}`);
    }
    const nested = doc.toc.find((t) => t.level > doc.toc[0].level);
    if (nested) {
      const depth = await toc.getByRole('link', { name: nested.text, exact: true }).first().evaluate((a) => {
        let n = 0; for (let el: Element | null = a; el; el = el.parentElement) if (el.tagName === 'UL') n++; return n;
      });
      expect(depth).toBe(2);
    }
  });

  // A long page is shown while its HTML still arrives, and the table of contents comes after
  // the content: the content column must not narrow when it is parsed (its text rewrapped
  // and everything below moved, a layout shift). The page as a browser shows it when the
  // HTML has arrived up to the end of the article, next to the whole page.
  test('the content column has its final width before the table of contents arrives', async ({ page }) => {
    const doc = docWhere((d) => d.toc.length > 1 && !d.hideTableOfContents, 'a table of contents');
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    const columnWidth = () => page.getByRole('article').evaluate((a) => a.getBoundingClientRect().width);
    await page.goto(doc.route);
    await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeVisible();
    const whole = await columnWidth();
    await page.route((url) => url.pathname === doc.route, async (route) => {
      const html = await (await route.fetch()).text();
      const end = html.indexOf('</article>');
      expect(end, 'the page has an article').toBeGreaterThan(0);
      await route.fulfill({ contentType: 'text/html', body: html.slice(0, end) });
    });
    await page.goto(doc.route);
    await expect(page.getByRole('navigation', { name: 'Table of contents' })).toHaveCount(0);
    expect(await columnWidth()).toBe(whole);
  });

  test('highlights the heading being read while scrolling', async ({ page }) => {
    const doc = fixturePage('/docs/intro') as DocPage;
    await page.goto(`${FIXTURE}/docs/intro`);
    await waitForHydration(page);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    for (const id of ['usage', 'closing-notes']) {
      const entry = doc.toc.find((t) => t.id === id)!;
      await page.locator(`#${id}`).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 70));
      await expect(toc.getByRole('link', { name: entry.text })).toHaveAttribute('aria-current', 'location');
      await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);
    }
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('"On this page" is a collapsible list above the content', async ({ page }) => {
    await page.goto(`${FIXTURE}/docs/intro`);
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeHidden();
    const button = page.getByRole('button', { name: 'On this page' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect((await button.boundingBox())!.y).toBeLessThan(heading!.y);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // the reader clicks once the list has opened and the link is fully shown (while the
    // list's height animates, the link is clipped and a click can land beside it)
    const usage = page.getByRole('link', { name: 'Usage', exact: true }).first();
    await expect(usage).toBeInViewport({ ratio: 1 });
    await usage.click();
    await expect(page).toHaveURL(/#usage$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test('keeps code and emphasis of a heading in its entry, as the heading shows them', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/guide/second`);
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  const entry = toc.getByRole('link', { name: 'The widgetize() call', exact: true });
  await expect(entry).toHaveAttribute('href', '#widgetize');
  await expect(entry.locator('code')).toHaveText('widgetize()');
  await expect(entry.locator('em')).toHaveText('call');
  await entry.click();
  await expect(page).toHaveURL(/#widgetize$/);
  await expect(page.getByRole('heading', { level: 2, name: 'The widgetize() call' })).toBeInViewport();
});
