import { expect, test, type Page } from '@playwright/test';
import { audit, DESKTOP, expectNoViolations, PHONE, setTheme, violations, type Finding, type Theme } from '../helpers/axe';
import { openRoute, waitForHydration, watchConsole } from '../helpers/console';
import { DOCUSAURUS, FIXTURE } from '../helpers/env';
import { fixtureGraph, graph, referenceSample } from '../helpers/graph';

// The accessibility audit (issue 16): axe-core, WCAG 2.0/2.1/2.2 A and AA plus best
// practices, no rule disabled (e2e/helpers/axe.ts), in light and dark mode at 1280x800
// and 390x844. Pages:
// - every route of the spec that is not generated reference (docs, API, examples,
//   category indexes, /all-types/), the home page, the /storybook gallery and the not-found page;
// - a sample of at least 60 generated reference pages (/all-types/…), spread evenly
//   over them; `make a11y` (A11Y_ALL=1) audits all of them instead;
// - every page of the fixture site (announcement bar, version banner, dropdowns);
// - states: the mobile menu open (the docs sidebar and the main menu), the search
//   results open, a navbar dropdown open.
// A violation fails the test with the page, the state, the rule and the element.
// Each page is opened with the smoke test's checks (helpers/console.ts, openRoute: the
// status, hydration, an h1, no console error), which stand for smoke.spec.ts in
// `make test`: the two open the same routes, and one load of each is enough.

// No transition is caught half-way (the colours are the same). A switch of colour mode
// starts none either way (only named properties transition; a11y-keyboard.spec.ts).
test.use({ reducedMotion: 'reduce' });

const THEMES: Theme[] = ['light', 'dark'];
const SAMPLE = 60;

const routes = graph().routes.map((r) => r.route);
const { sample } = referenceSample(routes, SAMPLE, !!process.env.A11Y_ALL);
const specRoutes = ['/', ...routes.filter((r) => !r.startsWith('/all-types/')), '/all-types/', '/storybook', '/no-such-page-404'];
const fixtureRoutes = ['/', ...fixtureGraph().routes.map((r) => r.route), '/no-such-page-404'].map((r) => `${FIXTURE}${r}`);

async function open(page: Page, url: string) {
  await page.setViewportSize(DESKTOP);
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Waits for the layout of a viewport width (the navbar's menu button shows on phones
 * only), then for two frames: Chromium decides which elements are scroll containers, and
 * so keyboard-focusable (a table that overflows at 390 px), when it renders a frame, not
 * when layout is read. An audit run between the two saw a wide table as scrollable but
 * not focusable (scrollable-region-focusable on /api/specs/global/Tooltip, once, in CI
 * on a busy machine); a reader never sees the page in that state.
 */
async function resize(page: Page, size: typeof DESKTOP) {
  await page.setViewportSize(size);
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  if (size === PHONE) await expect(toggle).toBeVisible();
  else await expect(toggle).toBeHidden();
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

type Combo = [typeof DESKTOP, 'desktop' | 'phone', Theme];
const EVERY: Combo[] = [[DESKTOP, 'desktop', 'light'], [DESKTOP, 'desktop', 'dark'], [PHONE, 'phone', 'dark'], [PHONE, 'phone', 'light']];
// In `make test`, each page is audited in both themes and at both sizes in two audits
// rather than four (pages alternate which theme gets the phone), to keep the suite's
// time in bounds; `make a11y` audits every page in all four.
const CROSSED: Combo[][] = [
  [[DESKTOP, 'desktop', 'light'], [PHONE, 'phone', 'dark']],
  [[DESKTOP, 'desktop', 'dark'], [PHONE, 'phone', 'light']],
];
const combosFor = (i: number): Combo[] => (process.env.A11Y_ALL ? EVERY : CROSSED[i % 2]);

/**
 * Opens a page with the smoke test's checks, then audits it in the given sizes and themes
 * (one load: the theme and the size change in place).
 */
async function auditPage(page: Page, url: string, combos: Combo[], problems?: string[]): Promise<Finding[]> {
  const found: Finding[] = [];
  await page.setViewportSize(DESKTOP);
  await openRoute(page, url, problems, url.endsWith('/no-such-page-404') ? 404 : 200);
  for (const [size, name, theme] of combos) {
    await resize(page, size);
    await setTheme(page, theme);
    found.push(...await audit(page, url, `${name} ${theme}`));
  }
  return found;
}

function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const BATCH = 8;
// The console is watched on the default site (the smoke test's routes); the fixture's
// hostile pages load a missing image on purpose.
const pages: { what: string; urls: string[]; console: boolean }[] = [
  ...batches(specRoutes, BATCH).map((urls, i) => ({ what: `spec routes, batch ${i + 1}`, urls, console: true })),
  ...batches(fixtureRoutes, BATCH).map((urls, i) => ({ what: `fixture site, batch ${i + 1}`, urls, console: false })),
  ...batches(sample, BATCH).map((urls, i) => ({ what: `reference pages, batch ${i + 1}`, urls, console: true })),
];

test.describe('no axe violation, light and dark, desktop and phone', () => {
  for (const { what, urls, console } of pages) {
    test(`${what} (${urls.length} pages)`, async ({ page }) => {
      test.setTimeout(30_000 + urls.length * (process.env.A11Y_ALL ? 30_000 : 15_000));
      const problems = console ? watchConsole(page).problems : undefined;
      const found: Finding[] = [];
      for (const [j, url] of urls.entries()) found.push(...await auditPage(page, url, combosFor(j), problems));
      if (problems) expect(problems, `console problems after the audits of ${urls[urls.length - 1]}`).toEqual([]);
      expectNoViolations(found);
    });
  }
});

test.describe('no axe violation in the open states', () => {
  // One page of each sidebar, a page without one, and the fixture's versioned docs
  // (its main menu has a dropdown and the versions).
  const menuPages = ['/docs/docs', '/api/Chart', '/examples/examples', '/', `${FIXTURE}/docs/intro`, `${FIXTURE}/docs/1.0/intro`];
  test('the mobile menu, open on the docs sidebar and on the main menu', async ({ page }) => {
    test.setTimeout(30_000 + menuPages.length * 25_000); // 12 audits: room for a loaded 2-core machine
    const found: Finding[] = [];
    for (const url of menuPages) {
      await open(page, url);
      await resize(page, PHONE);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });
      await expect(menu).toBeVisible();
      for (const theme of THEMES) {
        await setTheme(page, theme);
        found.push(...await audit(page, url, `phone ${theme}, menu open`));
      }
      const back = menu.getByRole('button', { name: '← Back to main menu' });
      if (await back.count()) {
        await back.click();
        for (const theme of THEMES) {
          await setTheme(page, theme);
          found.push(...await audit(page, url, `phone ${theme}, main menu open`));
        }
      }
    }
    expectNoViolations(found);
  });

  const searches = [{ url: '/docs/docs', query: 'axis' }, { url: `${FIXTURE}/docs/intro`, query: 'guide' }];
  test('the search results', async ({ page }) => {
    test.setTimeout(90_000);
    const found: Finding[] = [];
    for (const { url, query } of searches) {
      await open(page, url);
      for (const [size, name] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
        await resize(page, size);
        const box = page.getByRole('combobox', { name: 'Search' });
        await box.hover(); // loads the search
        await expect(box).not.toHaveAttribute('aria-disabled', 'true');
        await box.click();
        await box.fill(query);
        await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
        await page.keyboard.press('ArrowDown');
        for (const theme of THEMES) {
          await setTheme(page, theme);
          found.push(...await audit(page, url, `${name} ${theme}, search results open`));
        }
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
      }
    }
    expectNoViolations(found);
  });

  // themeConfig.docs.sidebar.hideable and an html item (the Docusaurus-shaped site):
  // the sidebar with its Collapse sidebar button, then hidden with Expand sidebar focused.
  test('the hideable sidebar, shown and hidden, with an html item', async ({ page }) => {
    const found: Finding[] = [];
    const url = `${DOCUSAURUS}/docs/next/intro`;
    await open(page, url);
    await page.getByRole('button', { name: 'Collapse sidebar' }).focus();
    for (const theme of THEMES) {
      await setTheme(page, theme);
      found.push(...await audit(page, url, `desktop ${theme}, sidebar shown`));
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeFocused();
    for (const theme of THEMES) {
      await setTheme(page, theme);
      found.push(...await audit(page, url, `desktop ${theme}, sidebar hidden`));
    }
    expectNoViolations(found);
  });

  test('the navbar dropdowns of the fixture site', async ({ page }) => {
    const found: Finding[] = [];
    const url = `${FIXTURE}/docs/intro`;
    await open(page, url);
    const buttons = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-haspopup]');
    const count = await buttons.count();
    expect(count, 'dropdowns on the fixture site').toBeGreaterThanOrEqual(2);
    for (let i = 0; i < count; i++) {
      await buttons.nth(i).click();
      await expect(buttons.nth(i)).toHaveAttribute('aria-expanded', 'true');
      for (const theme of THEMES) {
        await setTheme(page, theme);
        found.push(...await audit(page, url, `desktop ${theme}, dropdown ${i + 1} open`));
      }
      await page.keyboard.press('Escape');
    }
    expectNoViolations(found);
  });
});

test.describe('the code themes', () => {
  // A page shows the few token classes its code uses; this audits all of them. A code
  // block as the compiler writes it (line numbers, a highlighted line) gets one token
  // of every class the site's code-themes.css colours, on a plain line and on a
  // highlighted one; axe then checks each against what it is drawn on, in both themes.
  test('every token class of both code themes is readable, on a plain and on a highlighted line', async ({ page }) => {
    const url = '/docs/docs';
    await open(page, url);
    const classes = await page.evaluate(() => {
      const sheet = Array.from(document.styleSheets).find((s) => s.href?.includes('/_contentc/code-themes'));
      const found = new Set<string>();
      for (const rule of Array.from(sheet?.cssRules ?? [])) {
        for (const sel of (rule as CSSStyleRule).selectorText?.split(',') ?? []) {
          const m = /^\s*\[data-theme="(?:light|dark)"\] \.chroma \.([\w-]+)\s*$/.exec(sel);
          if (m && m[1] !== 'w') found.add(m[1]); // .w is whitespace: no text to read
        }
      }
      const block = document.querySelector('.markdown .code-block')!.cloneNode(true) as HTMLElement;
      block.id = 'every-token';
      const code = block.querySelector('pre code')!;
      code.replaceChildren();
      let n = 0;
      for (const cls of found) {
        for (const line of ['line', 'line hl']) {
          const row = document.createElement('span');
          row.className = line;
          const ln = document.createElement('span');
          ln.className = 'ln';
          ln.textContent = String(++n);
          const token = document.createElement('span');
          token.className = cls;
          token.textContent = `token_${cls}`;
          row.append(ln, token, '\n');
          code.append(row);
        }
      }
      document.querySelector('.markdown')!.prepend(block);
      return Array.from(found);
    });
    expect(classes, 'token classes in code-themes.css').toEqual(expect.arrayContaining(['c1', 'k', 'nx', 's', 'mi', 'nf']));
    const found: Finding[] = [];
    for (const theme of THEMES) {
      await setTheme(page, theme);
      found.push(...await audit(page, url, `desktop ${theme}, a code block with every token class`));
    }
    expectNoViolations(found);
  });
});

test.describe('the audit itself', () => {
  // A page's audits share one copy of axe (e2e/helpers/axe.ts): the first audit puts it
  // in the page and makes it the context's init script; later ones run it again on the
  // page as it is then, and a page loaded later has its own copy from the start. Each
  // finds what it is there to find.
  test('finds violations on the first audit of a page, on a later one, and after a navigation', async ({ page }) => {
    const url = '/docs/docs';
    const imageWithoutAlt = () => page.evaluate(() => {
      const img = document.createElement('img');
      img.src = '/img/none.png';
      document.querySelector('main')!.append(img);
    });
    const hasAxe = () => page.evaluate(() => 'axe' in window);
    await open(page, url);
    expect(await hasAxe(), 'axe before the first audit').toBe(false);
    await imageWithoutAlt();
    const first = await violations(page, url, 'an image without alt text');
    expect(first.map((f) => f.rule)).toContain('image-alt');
    await setTheme(page, 'dark');
    await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
    const later = await violations(page, url, 'and a button without a name');
    expect(later.map((f) => f.rule)).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
    await open(page, url);
    expect(await hasAxe(), 'axe in a page loaded after an audit').toBe(true);
    expect(await violations(page, url, 'the page loaded again')).toEqual([]);
    await page.getByRole('link', { name: 'Troubleshooting', exact: true }).first().click();
    await expect(page).toHaveURL(/\/docs\/troubleshooting$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Troubleshooting/);
    await imageWithoutAlt();
    const moved = await violations(page, '/docs/troubleshooting', 'after a client-side navigation, an image without alt text');
    expect(moved.map((f) => f.rule)).toEqual(['image-alt']);
  });
});
