import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://127.0.0.1:4273';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] });
const tags = ['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22a','wcag22aa','best-practice'];
const ctx = await browser.newContext({ viewport: {width:1280,height:800} }); const page = await ctx.newPage();
for (const r of ['/api/specs/xy/Axis', '/all-types/', '/docs/docs', '/all-types/interfaces/AxisSpec']) {
  await page.goto(base + r);
  await page.waitForFunction(() => { const b = document.querySelector('button[aria-label^="Switch between dark"]'); return b && !b.disabled; });
  const n = await page.evaluate(() => document.querySelectorAll('*').length);
  for (const [name, mk] of [
    ['legacy', () => new AxeBuilder({ page }).withTags(tags).setLegacyMode(true)],
    ['legacy+violations', () => new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).options({ resultTypes: ['violations'] })],
    ['legacy+violations again', () => new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).options({ resultTypes: ['violations'] })],
    ['only color-contrast', () => new AxeBuilder({ page }).withRules(['color-contrast']).setLegacyMode(true).options({ resultTypes: ['violations'] })],
  ]) {
    const t0 = Date.now(); const res = await mk().analyze(); console.log(r, n, name, Date.now() - t0, 'ms', res.violations.map(v => v.id + 'x' + v.nodes.length).join(','));
  }
}
await browser.close();
