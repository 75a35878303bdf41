import { expect, test, type Page } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { isSameWindow, markWindow, waitForHydration } from '../helpers/console';
import { dataRoutes, recordRequests } from '../helpers/network';

// Scrolling: a route change lands at the hash target or the top; back and forward
// restore positions; same-page anchors scroll smoothly where the browser can, with the
// 85-percent-per-frame fallback elsewhere, and not at all animated with reduced motion.


/** Waits until the scroll position has not changed for a few frames, and returns it. */
async function scrollRest(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => {
    let last = -1;
    let same = 0;
    const tick = () => {
      if (window.scrollY === last) same++;
      else { same = 0; last = window.scrollY; }
      if (same >= 10) resolve(last);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }));
}

/** Expects the page to come to rest at `y` (give or take 2 px). */
async function expectRestAt(page: Page, y: number | (() => Promise<number>)): Promise<void> {
  await expect.poll(async () => {
    const want = typeof y === 'number' ? y : await y();
    return Math.abs(await scrollRest(page) - want);
  }, { timeout: 5_000 }).toBeLessThanOrEqual(2);
}

/** Scrolls (at once) and waits for the scroll position to be recorded. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => {
    const style = document.documentElement.style;
    style.setProperty('scroll-behavior', 'auto');
    window.scrollTo(0, top);
    style.removeProperty('scroll-behavior');
  }, y);
  return scrollRest(page);
}

/** Records window.scrollY once per animation frame from now on. */
async function sampleFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __samples: number[] };
    w.__samples = [];
    const tick = () => {
      w.__samples.push(window.scrollY);
      if (w.__samples.length < 240) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
const samples = (page: Page) => page.evaluate(() => (window as unknown as { __samples: number[] }).__samples);

/** The scroll position that puts a heading just below the navbar (where a hash jump lands). */
const targetOf = (page: Page, id: string) => page.evaluate((i) => {
  const pad = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const max = document.documentElement.scrollHeight - innerHeight;
  return Math.min(max, Math.round(document.getElementById(i)!.getBoundingClientRect().top + window.scrollY - pad));
}, id);

async function waitForNavigationRuntime(page: Page) {
  // loaded after hydration; it marks <html> for Next's route-change scrolling
  await page.waitForFunction(() => document.documentElement.dataset.scrollBehavior === 'smooth');
}

async function open(page: Page, path: string) {
  await page.goto(`${FIXTURE}${path}`);
  await waitForHydration(page);
  await waitForNavigationRuntime(page);
}

test('a route change to another page starts at the top', async ({ page }) => {
  await open(page, '/docs/intro');
  expect(await scrollTo(page, 3000)).toBeGreaterThan(2000);
  await page.locator('a[rel="next"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'First guide' })).toBeVisible();
  await expectRestAt(page, 0);
});

test('a route change to a hash lands at its target, at once', async ({ page }) => {
  await open(page, '/docs/guide/first');
  await markWindow(page);
  // a link in the content to a section of another page
  await page.locator('.markdown a[href="/docs/intro"]').evaluate((a) => a.setAttribute('href', '/docs/intro#closing-notes'));
  await page.locator('.markdown a[href="/docs/intro#closing-notes"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/intro#closing-notes$/);
  await expectRestAt(page, () => targetOf(page, 'closing-notes'));
  await expect(page.locator('#closing-notes')).toBeInViewport();
  expect(await isSameWindow(page)).toBe(true);
});

test('a hash target stays in place when content above it arrives late', async ({ page }) => {
  await open(page, '/docs/guide/first');
  // A browser without scroll anchoring (Safari), and a block that arrives above the target
  // in the first frame after the jump to it, as a late image or island does.
  await page.evaluate(() => {
    for (const el of [document.documentElement, document.body]) el.style.overflowAnchor = 'none';
    const tick = () => {
      const el = location.hash === '#closing-notes' ? document.getElementById('closing-notes') : null;
      const pad = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      if (el && window.scrollY > 0 && Math.abs(el.getBoundingClientRect().top - pad) < 2) {
        const late = document.createElement('div');
        late.id = 'late-block';
        late.style.height = '400px';
        document.querySelector('.markdown')!.prepend(late);
        return;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.locator('.markdown a[href="/docs/intro"]').evaluate((a) => a.setAttribute('href', '/docs/intro#closing-notes'));
  await page.locator('.markdown a[href="/docs/intro#closing-notes"]').click();
  await expect(page).toHaveURL(/\/docs\/intro#closing-notes$/);
  await expect(page.locator('#late-block')).toHaveCount(1);
  await expectRestAt(page, () => targetOf(page, 'closing-notes'));
  await expect(page.getByRole('heading', { level: 2, name: 'Closing notes' })).toBeInViewport();
});

test('back and forward restore the positions the pages were left at', async ({ page }) => {
  const reqs = recordRequests(page);
  await open(page, '/docs/intro');
  const introY = await scrollTo(page, 1800);
  await markWindow(page);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('button', { name: 'Guide' }).click();
  // the reader clicks the link once the category has opened: while its height animates the
  // link is clipped or still moving, and Playwright's click, retried on an element that is
  // not stable, would scroll the window to reach it
  const link = sidebar.getByRole('link', { name: 'First guide' });
  await expect(link).toBeInViewport({ ratio: 1 });
  await sidebar.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  expect(await page.evaluate(() => window.scrollY)).toBe(introY);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'First guide' })).toBeVisible();
  await expectRestAt(page, 0);
  const firstY = await scrollTo(page, 700);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  await expectRestAt(page, introY);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'First guide' })).toBeVisible();
  await expectRestAt(page, firstY);
  expect(await isSameWindow(page), 'all client-side').toBe(true);
  // back and forward reuse the pages' data: one request per page at most
  expect(dataRoutes(reqs).filter((r) => r === '/docs/guide/first' || r === '/docs/intro').length).toBeLessThanOrEqual(2);
});

test('back from an in-page anchor returns to where the reader was', async ({ page }) => {
  await open(page, '/docs/intro');
  const y = await scrollTo(page, 400);
  await page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link', { name: 'Closing notes' }).click();
  await expect(page).toHaveURL(/#closing-notes$/);
  await expectRestAt(page, () => targetOf(page, 'closing-notes'));
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expectRestAt(page, y);
  await page.goForward();
  await expect(page).toHaveURL(/#closing-notes$/);
  await expectRestAt(page, () => targetOf(page, 'closing-notes'));
});

test.describe('same-page anchors', () => {
  test('scroll smoothly where the browser supports it (CSS scroll-behavior)', async ({ page }) => {
    await open(page, '/docs/intro');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    await sampleFrames(page);
    await page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link', { name: 'Appendix' }).click();
    const end = await scrollRest(page);
    expect(Math.abs(end - await targetOf(page, 'appendix'))).toBeLessThanOrEqual(2);
    const between = new Set((await samples(page)).filter((y) => y > 0 && y < end));
    expect(between.size, 'positions between start and target').toBeGreaterThanOrEqual(3);
  });

  test.describe('where it does not', () => {
    test.beforeEach(async ({ page }) => {
      // a browser without smooth scrolling (Safari before 15.4): CSS.supports says so
      await page.addInitScript(() => {
        const supports = CSS.supports.bind(CSS);
        CSS.supports = ((...args: [string, string?]) => (/scroll-behavior/.test(args[0]) ? false : supports(...(args as [string, string])))) as typeof CSS.supports;
      });
    });

    test('the fallback moves 85 percent of the remaining distance per frame', async ({ page }) => {
      await open(page, '/docs/intro');
      expect(await page.evaluate(() => CSS.supports('scroll-behavior', 'smooth'))).toBe(false);
      await sampleFrames(page);
      await page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link', { name: 'Appendix' }).click();
      await expect(page).toHaveURL(/#appendix$/);
      const end = await scrollRest(page);
      const target = await targetOf(page, 'appendix');
      expect(Math.abs(end - target)).toBeLessThanOrEqual(1);
      const ys = (await samples(page)).filter((y, i, all) => i === 0 || y !== all[i - 1]);
      const start = ys[0];
      expect(start).toBe(0);
      const steps: number[] = [];
      for (let i = 1; i < ys.length && Math.abs(target - ys[i - 1]) > 50; i++) {
        steps.push((target - ys[i]) / (target - ys[i - 1]));
      }
      expect(steps.length, `frames: ${ys.join(', ')}`).toBeGreaterThanOrEqual(2);
      for (const r of steps) expect(r, `remaining after a frame / before, frames ${ys.join(', ')}`).toBeCloseTo(0.15, 1);
      // it is a frame-by-frame animation, done in about a dozen frames
      expect(ys.length).toBeLessThan(20);
    });

    test('reduced motion: no animation', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page, '/docs/intro');
      await sampleFrames(page);
      await page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link', { name: 'Appendix' }).click();
      const end = await scrollRest(page);
      expect(Math.abs(end - await targetOf(page, 'appendix'))).toBeLessThanOrEqual(2);
      const between = (await samples(page)).filter((y) => y > 0 && y < end);
      expect(between, 'positions between start and target').toEqual([]);
    });
  });

  test('reduced motion: no animation where smooth scrolling is supported either', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/docs/intro');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    await sampleFrames(page);
    await page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link', { name: 'Appendix' }).click();
    const end = await scrollRest(page);
    expect(Math.abs(end - await targetOf(page, 'appendix'))).toBeLessThanOrEqual(2);
    expect((await samples(page)).filter((y) => y > 0 && y < end)).toEqual([]);
  });
});
