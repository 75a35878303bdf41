import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, setTheme } from '../helpers/axe';
import { waitForHydration } from '../helpers/console';
import { FIXTURE } from '../helpers/env';
import { docs } from '../helpers/graph';

// Keyboard-only walkthroughs of issue 16: what popular documentation themes get wrong.
// Everything here is done with the keyboard; the mouse is never used.

/**
 * Presses Tab until the focused element matches `selector` (a reader tabbing to it), at
 * most `max` times, then checks that `target` has the focus.
 */
async function tabTo(page: Page, selector: string, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) {
      await expect(target).toBeFocused();
      return;
    }
  }
  throw new Error(`${selector} not reached in ${max} Tab presses`);
}

/**
 * The focused element: where it is once the scrolling that focusing started has
 * ended (the page scrolls smoothly), what it is, and how its focus ring looks.
 */
const focused = (page: Page) => page.evaluate(async () => {
  await new Promise<void>((done) => {
    let last = NaN;
    let still = 0;
    let frames = 0;
    const tick = () => {
      const top = document.activeElement?.getBoundingClientRect().top ?? 0;
      still = top === last ? still + 1 : 0;
      last = top;
      if (still >= 3 || ++frames > 120) done();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // Read after the wait: the search box's inert stand-in is replaced by the working box.
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const s = getComputedStyle(el);
  const r = el.getBoundingClientRect();
  const nav = document.querySelector('nav[aria-label="Main"]') as HTMLElement;
  const n = nav.getBoundingClientRect();
  return {
    what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
    top: r.top, bottom: r.bottom, viewport: window.innerHeight, inNavbar: nav.contains(el), navbarBottom: n.bottom, navbarShown: nav.dataset.hidden !== 'true',
    fixed: s.position === 'fixed',
    outline: { style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor },
    bg: getComputedStyle(document.body).backgroundColor,
  };
});

/** WCAG contrast of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).map(Number).map((v) => {
      const x = v / 255;
      return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

// The doc page with the most links: the longest walk.
const longest = docs().filter((d) => !d.route.startsWith('/all-types/'))
  .sort((a, b) => (b.html.match(/<a /g)?.length ?? 0) - (a.html.match(/<a /g)?.length ?? 0))[0].route;

test('"Skip to main content" is the first Tab stop on every kind of page', async ({ page }) => {
  for (const url of ['/', longest, '/all-types/', `${FIXTURE}/docs/1.0/intro`]) {
    await page.goto(url);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' }), url).toBeFocused();
  }
});

for (const theme of ['light', 'dark'] as const) {
  for (const [size, name] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
    test(`every Tab stop shows a focus ring (${theme}, ${name}) and the sticky navbar never hides it`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await page.goto(longest);
      await waitForHydration(page);
      await setTheme(page, theme);
      const seen: string[] = [];
      const check = async () => {
        const f = await focused(page);
        if (!f) return;
        seen.push(f.what);
        expect(f.outline.style, `focus ring style of ${f.what}`).not.toBe('none');
        expect(f.outline.width, `focus ring width of ${f.what}`).toBeGreaterThanOrEqual(2);
        expect(contrast(f.outline.color, f.bg), `focus ring contrast of ${f.what}`).toBeGreaterThanOrEqual(3);
        if (!f.inNavbar && !f.fixed && f.navbarShown) {
          // Wholly below the navbar; an element taller than the space below it (a long
          // code block) at least partly.
          if (f.bottom - f.top <= f.viewport - f.navbarBottom) {
            expect(f.top, `${f.what} is below the sticky navbar`).toBeGreaterThanOrEqual(f.navbarBottom - 1);
          } else {
            expect(f.bottom, `${f.what} shows below the sticky navbar`).toBeGreaterThan(f.navbarBottom + 20);
          }
        }
      };
      // Forwards through the navbar, the sidebar and into the content, then back up:
      // going back scrolls the page up, where the sticky navbar could cover the element.
      for (let i = 0; i < 40; i++) { await page.keyboard.press('Tab'); await check(); }
      for (let i = 0; i < 40; i++) { await page.keyboard.press('Shift+Tab'); await check(); }
      expect(new Set(seen).size, 'distinct Tab stops visited').toBeGreaterThan(20);
    });
  }
}

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('the mobile menu is a modal dialog: focus moves in, Tab stays inside, Escape closes it and refocuses the button', async ({ page }) => {
    await page.goto('/docs/docs');
    await waitForHydration(page);
    const toggle = page.locator('button[aria-label="Toggle navigation bar"]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await tabTo(page, 'button[aria-label="Toggle navigation bar"]', toggle);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('button', { name: 'Close navigation bar' })).toBeFocused();

    const inside = () => page.evaluate(() => {
      const el = document.activeElement;
      return document.getElementById('mobile-menu')?.contains(el) ? (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim() : null;
    });
    const stops = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const at = await inside();
      expect(at, `Tab ${i + 1} leaves the menu`).not.toBeNull();
      stops.add(at!);
    }
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside(), `Shift+Tab ${i + 1} leaves the menu`).not.toBeNull();
    }
    expect(stops.size, 'Tab stops in the menu').toBeGreaterThan(4);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // The close button does the same.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter'); // the close button has the focus
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test('a navbar dropdown closes on Escape and gives the focus back to its button', async ({ page }) => {
  await page.goto(`${FIXTURE}/docs/intro`);
  await waitForHydration(page);
  const more = page.getByRole('button', { name: 'More' });
  await tabTo(page, 'nav button[aria-haspopup]', more);
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Second guide' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Second guide' })).toBeHidden();
  await expect(more).toBeFocused();
});

test('search results are announced: combobox, listbox, aria-activedescendant and a count in a live region', async ({ page }) => {
  await page.goto('/docs/docs');
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: 'Search' });
  await tabTo(page, 'input[role="combobox"]', box);
  await expect(box).not.toHaveAttribute('aria-disabled', 'true'); // focus loads it, and it keeps the focus
  await expect(box).toBeFocused();
  await page.keyboard.type('axis');
  const list = page.getByRole('listbox', { name: 'Search results' });
  const options = list.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  const count = await options.count();
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(`${count} ${count === 1 ? 'result' : 'results'}`);
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  for (const i of [0, 1]) {
    await page.keyboard.press('ArrowDown');
    const option = options.nth(i);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await expect(box).toBeFocused(); // the focus stays in the box
  }
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
});

test('reduced motion: no smooth scrolling and 1 ms transitions', async ({ page }) => {
  const motion = () => page.evaluate(() => ({
    scroll: getComputedStyle(document.documentElement).scrollBehavior,
    navbar: getComputedStyle(document.querySelector('nav[aria-label="Main"]')!).transitionDuration,
  }));
  await page.goto('/docs/docs');
  await waitForHydration(page);
  expect(await motion()).toEqual({ scroll: 'smooth', navbar: '0.2s' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await motion()).toEqual({ scroll: 'auto', navbar: '0.001s' });
});

test('reduced motion: switching the colour mode moves nothing; the new colours are there at once', async ({ page }) => {
  // The 1 ms of reduced motion once applied to every property of every element, so a
  // switch of colour mode started a transition of every colour and the page kept the old
  // mode's colours for a frame or two: axe, auditing right after the switch, found light
  // code tokens on the dark code background (color-contrast) now and then.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/docs/docs');
  await waitForHydration(page);
  for (const mode of ['dark', 'light'] as const) {
    const seen = await page.evaluate(async (m) => {
      const els = [document.body, ...document.querySelectorAll('.chroma, .chroma span, .markdown a, .markdown code, nav a')];
      const colours = () => els.map((e) => `${getComputedStyle(e).color} on ${getComputedStyle(e).backgroundColor}`).join('\n');
      document.documentElement.setAttribute('data-theme', m); // what the colour switch does (hooks/useColorMode.ts)
      const at = colours();
      const transitions = document.getAnimations().length;
      for (let i = 0; i < 60 && document.getAnimations().length > 0; i++) await new Promise((r) => requestAnimationFrame(r));
      return { tokens: els.length, transitions, sameAfterwards: at === colours() };
    }, mode);
    expect(seen.tokens, 'elements checked').toBeGreaterThan(20);
    expect(seen, `switch to ${mode}`).toMatchObject({ transitions: 0, sameAfterwards: true });
  }
});

test('headings are in order: the page title is the first heading and no level is skipped', async ({ page }) => {
  for (const url of ['/', '/docs/docs', longest, '/category/specs', '/all-types/', `${FIXTURE}/docs/1.0/intro`]) {
    await page.goto(url);
    await waitForHydration(page);
    const levels = await page.evaluate(() => Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
      .filter((h) => h.getClientRects().length > 0).map((h) => Number(h.tagName[1])));
    expect(levels[0], `first heading of ${url}`).toBe(1);
    levels.forEach((l, i) => {
      if (i > 0) expect(l - levels[i - 1], `heading ${i + 1} of ${url} (${levels.join(',')})`).toBeLessThanOrEqual(1);
    });
  }
});
