import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../helpers/console';
import { graph, page as graphPage } from '../helpers/graph';
import { watchSecurity } from '../helpers/security';
import type { DocPage } from '../../web/lib/graph-types';

// Live examples (issue 18): a ```tsx live block draws its chart above its code with the
// real @elastic/charts, in the site's colour mode, loaded only when it scrolls into
// view; Edit/Reset/Copy; errors in a box, never the crash screen; /storybook lists them.

const examples = () => graph().versions.find((v) => v.isLast)?.liveExamples ?? [];
const SPEC_ROUTE = '/api/specs/xy/BarSeries';
const spec = () => {
  const doc = graphPage(SPEC_ROUTE) as DocPage;
  expect(doc.liveExamples?.length, `${SPEC_ROUTE} has a live example`).toBeGreaterThan(0);
  return doc.liveExamples![0];
};

/** A fingerprint of what the chart's canvases show, and how many pixels are painted. */
async function pixels(chart: Locator): Promise<{ hash: number; painted: number; colours: number }> {
  return chart.evaluate((el) => {
    let hash = 0; let painted = 0; const colours = new Set<number>();
    for (const canvas of el.querySelectorAll('canvas')) {
      const ctx = canvas.getContext('2d');
      if (!ctx || !canvas.width || !canvas.height) continue;
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4) {
        const v = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
        hash = (hash * 31 + v + data[i + 3]) | 0;
        if (data[i + 3] > 0) { painted++; colours.add(v); }
      }
    }
    return { hash, painted, colours: colours.size };
  });
}

/** The live block of the example titled `title`, scrolled into view, once drawn. */
async function drawn(page: Page, title: string): Promise<Locator> {
  const figure = page.getByRole('figure', { name: title });
  const block = page.locator('.live-example').filter({ has: page.locator('.code-block-title', { hasText: title }) });
  await block.scrollIntoViewIfNeeded();
  await expect(figure).toBeAttached({ timeout: 15_000 });
  await expect(block.locator('.echChartStatus[data-ech-render-complete="true"]')).toHaveCount(1, { timeout: 15_000 });
  return block;
}

/** The text of every script the page loaded, to look for the charting library's code. */
function scriptsOf(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.set(r.url(), r.text().catch(() => ''));
  });
  return scripts;
}
/** Code that only @elastic/charts has (its chart container's class name). */
const CHART_CODE = /echChartPointerContainer/;
async function chartScripts(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const out: string[] = [];
  for (const [url, text] of scripts) if (CHART_CODE.test(await text)) out.push(url);
  return out;
}

test('a live example draws a non-blank chart named by its title, under the CSP, above its code', async ({ page }) => {
  const watch = await watchSecurity(page);
  const ex = spec();
  await page.goto(SPEC_ROUTE);
  await waitForHydration(page);
  const block = await drawn(page, ex.title);
  const p = await pixels(block.locator('.live-frame'));
  expect(p.painted, 'painted pixels').toBeGreaterThan(2000);
  expect(p.colours, 'distinct colours (bars, axes, text)').toBeGreaterThan(5);
  // The library's own summary is there for screen readers.
  await expect(page.getByRole('figure', { name: ex.title })).toContainText('Chart type');
  // The code stays below the chart, highlighted as before.
  await expect(block.locator('.code-block pre code')).toContainText('BarSeries');
  expect(watch.violations, 'CSP violations').toEqual([]);
  expect(watch.errors, 'page errors').toEqual([]);
});

test('switching to dark mode redraws the chart with the dark theme', async ({ page }) => {
  const ex = spec();
  await page.goto(SPEC_ROUTE);
  await waitForHydration(page);
  const block = await drawn(page, ex.title);
  const background = block.locator('.echChartBackground');
  const light = await background.evaluate((e) => getComputedStyle(e).backgroundColor);
  const before = await pixels(block.locator('.live-frame'));
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => background.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe(light);
  const dark = await background.evaluate((e) => getComputedStyle(e).backgroundColor);
  const [r, g, b] = dark.match(/\d+/g)!.map(Number);
  expect(r + g + b, `dark background ${dark}`).toBeLessThan(150);
  await expect.poll(async () => (await pixels(block.locator('.live-frame'))).hash).not.toBe(before.hash);
});

// The library updates a drawn chart's text colours a frame or two before its
// backgrounds: a metric's light text stood on its white background for two frames
// after a switch to dark mode (the accessibility audit caught it). A new colour mode
// draws the charts afresh, so no frame mixes the two modes.
test('no frame after a colour mode switch shows a metric\'s text in one mode on its background in the other', async ({ page }) => {
  const route = '/api/specs/Metric';
  const doc = graphPage(route) as DocPage;
  expect(doc.liveExamples?.length, `${route} has live examples`).toBeGreaterThan(0);
  await page.goto(route);
  await waitForHydration(page);
  const blocks = page.locator('.live-example');
  await expect(blocks).toHaveCount(doc.liveExamples!.length);
  for (let i = 0; i < doc.liveExamples!.length; i++) {
    await blocks.nth(i).scrollIntoViewIfNeeded();
    await expect(blocks.nth(i).locator('.echChartStatus[data-ech-render-complete="true"]')).toHaveCount(1, { timeout: 15_000 });
  }
  type Frames = { frames_: string[][] };
  for (const mode of ['dark', 'light', 'dark']) {
    // Each metric value's text colour and its tile's background, on every frame from
    // the switch on (the first sample is taken as the attribute changes, before the
    // charts have redrawn).
    await page.evaluate(() => {
      const w = window as unknown as Frames;
      w.frames_ = [];
      const look = () => [...document.querySelectorAll('.live-frame .echMetricText__value')]
        .map((el) => `${getComputedStyle(el).color} on ${getComputedStyle(el.closest('.echMetric')!).backgroundColor}`);
      new MutationObserver((_, mo) => {
        mo.disconnect();
        let n = 0;
        const sample = () => { w.frames_.push(look()); if (++n < 12) requestAnimationFrame(sample); };
        sample();
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    });
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect.poll(() => page.evaluate(() => (window as unknown as Frames).frames_.length)).toBe(12);
    const frames = await page.evaluate(() => (window as unknown as Frames).frames_);
    const [before, after] = [frames[0], frames[frames.length - 1]];
    expect(after.length, 'metric values drawn').toBeGreaterThan(0);
    expect(after, `the metrics look different in ${mode} mode`).not.toEqual(before);
    // A frame may lack the values (the charts being drawn again), never mix the modes.
    for (const [i, frame] of frames.entries()) {
      if (frame.length !== after.length) continue;
      frame.forEach((look, k) => expect([before[k], after[k]], `metric ${k + 1}, ${i} frames after the switch to ${mode}`).toContain(look));
    }
  }
});

test('editing a value redraws the chart; Reset restores it; Copy copies the edited code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const ex = spec();
  await page.goto(SPEC_ROUTE);
  await waitForHydration(page);
  const block = await drawn(page, ex.title);
  const frame = block.locator('.live-frame');
  const before = await pixels(frame);
  await block.getByRole('button', { name: 'Edit' }).click();
  const editor = block.getByRole('textbox', { name: `Code of ${ex.title}` });
  await expect(editor).toHaveValue(ex.code);
  await expect(block.locator('.code-block')).toBeHidden();
  const edited = ex.code.replace('count: 3400', 'count: 900');
  expect(edited).not.toBe(ex.code);
  await editor.fill(edited);
  await expect.poll(async () => (await pixels(frame)).hash, { timeout: 10_000 }).not.toBe(before.hash);
  await block.getByRole('button', { name: `Copy the code of ${ex.title}` }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);
  await block.getByRole('button', { name: 'Reset' }).click();
  await expect(editor).toHaveValue(ex.code);
  await expect.poll(async () => (await pixels(frame)).hash, { timeout: 10_000 }).toBe(before.hash);
});

test('a broken edit shows its error, the chart that throws shows an error box, and the page keeps working', async ({ page }) => {
  const watch = await watchSecurity(page);
  const ex = spec();
  await page.goto(SPEC_ROUTE);
  await waitForHydration(page);
  const block = await drawn(page, ex.title);
  await block.getByRole('button', { name: 'Edit' }).click();
  const editor = block.getByRole('textbox', { name: `Code of ${ex.title}` });
  // A syntax error: the message shows under the editor, the last drawing stays.
  await editor.fill(ex.code.replace('export function', 'export function (('));
  const alert = block.locator('.live-editor').getByRole('alert');
  await expect(alert).toContainText('cannot be drawn');
  await expect(page.getByRole('figure', { name: ex.title })).toBeAttached();
  // An import from elsewhere is refused, as the compiler refuses it.
  await editor.fill(`import fs from 'fs';\n${ex.code}`);
  await expect(alert).toContainText('not "fs"');
  // A component that throws: an error box in place of the chart, not the crash screen.
  await editor.fill("import { Chart } from '@elastic/charts';\nexport function Broken() {\n  const rows: number[] | null = null;\n  return <Chart>{rows!.length}</Chart>;\n}\n");
  await expect(block.locator('.live-frame').getByRole('alert')).toContainText("Cannot read properties of null");
  await expect(page.getByRole('heading', { level: 1, name: 'BarSeries' })).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  // The page still works: the colour switch, and Reset brings the chart back.
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await block.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('figure', { name: ex.title })).toBeAttached();
  expect(watch.errors, 'uncaught errors').toEqual([]);
  expect(watch.violations, 'CSP violations').toEqual([]);
});

test('chart code loads only when a live block scrolls into view, never on a page without live blocks', async ({ page }) => {
  const scripts = scriptsOf(page);
  // A page without live blocks, scrolled to its end.
  const plain = graph().routes.find((r) => r.kind === 'doc' && r.route.startsWith('/docs/') && !(graphPage(r.route) as DocPage).liveExamples);
  expect(plain).toBeTruthy();
  await page.goto(plain!.route);
  await waitForHydration(page);
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(1000);
  expect(await chartScripts(scripts), 'chart code on a page without live blocks').toEqual([]);
  // The examples page, in a short window: nothing before the first block is near.
  await page.setViewportSize({ width: 1280, height: 200 });
  await page.goto('/examples/examples');
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  expect(await chartScripts(scripts), 'chart code before any live block is in view').toEqual([]);
  const first = examples().find((e) => e.route === '/examples/examples')!;
  // The placeholder has the drawn chart's height (with its toolbar): nothing moves.
  const slot = page.locator('.live-example > .live-chart').first();
  const placeholder = (await slot.boundingBox())!.height;
  expect(placeholder).toBeGreaterThan(300);
  await page.setViewportSize({ width: 1280, height: 800 });
  await drawn(page, first.title);
  expect((await slot.boundingBox())!.height).toBe(placeholder);
  expect((await chartScripts(scripts)).length, 'chart code once a block is in view').toBeGreaterThan(0);
});

test('on save-data, a chart waits for "Show chart"', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
  });
  const scripts = scriptsOf(page);
  const ex = spec();
  await page.goto(SPEC_ROUTE);
  await waitForHydration(page);
  const block = page.locator('.live-example').first();
  await block.scrollIntoViewIfNeeded();
  const show = block.getByRole('button', { name: 'Show chart' });
  await expect(show).toBeVisible();
  await page.waitForTimeout(500);
  expect(await chartScripts(scripts)).toEqual([]);
  await show.click();
  await drawn(page, ex.title);
});

test('/storybook lists every live example by chart type, each linking back to its page', async ({ page }) => {
  const all = examples();
  expect(all.length).toBeGreaterThanOrEqual(20);
  await page.goto('/storybook');
  await waitForHydration(page);
  await expect(page).toHaveTitle(/^Storybook \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'Storybook' })).toBeVisible();
  const cards = page.locator('.gallery-card');
  await expect(cards).toHaveCount(all.length);
  const types = new Set(all.map((e) => e.chartType));
  expect(types.size, 'chart types').toBeGreaterThan(5);
  await expect(page.getByRole('region')).toHaveCount(types.size);
  for (const type of types) {
    const group = page.locator(`section[aria-labelledby="group-${type}"]`);
    await expect(group.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(group.locator('.gallery-card')).toHaveCount(all.filter((e) => e.chartType === type).length);
  }
  for (const ex of all) {
    const card = page.locator(`.gallery-card[id="${ex.id}"]`);
    await expect(card.getByRole('heading', { level: 3, name: ex.title })).toBeVisible();
    await expect(card.getByRole('link')).toHaveAttribute('href', ex.route);
    await expect(card.locator('details pre')).toBeHidden();
  }
  // The code is behind a disclosure; the chart draws as its card comes into view.
  const first = all[0];
  const card = page.locator(`.gallery-card[id="${first.id}"]`);
  await card.getByText('Code', { exact: true }).click();
  await expect(card.locator('details pre')).toBeVisible();
  await expect(page.getByRole('figure', { name: first.title })).toBeAttached({ timeout: 15_000 });
  // Charts further down are not drawn before they are near.
  const last = all[all.length - 1];
  await expect(page.getByRole('figure', { name: last.title })).toHaveCount(0);
  // A card's link leads back to its doc page.
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${first.route}$`));
  await expect(page.getByRole('figure', { name: first.title })).toBeAttached({ timeout: 15_000 });
});
