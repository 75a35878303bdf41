import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext();
const p = await ctx.newPage();
const errs = [];
p.on('pageerror', (e) => errs.push(String(e).slice(0, 300)));
p.on('console', (m) => { if (m.type() === 'error' && !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET|ERR_CONNECTION/.test(m.text())) errs.push(m.text().slice(0, 300)); });
p.on('response', (r) => { if (r.status() >= 400 && r.url().startsWith('http://127.0.0.1')) errs.push(`${r.status()} ${r.url()}`); });
for (const url of process.env.ROUTES.split(' ')) {
  await p.goto('http://127.0.0.1:4190' + url);
  await p.waitForTimeout(1500);
  await p.mouse.wheel(0, 4000); await p.waitForTimeout(800);
  for (const theme of ['light', 'dark']) {
    await p.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    const r = await new AxeBuilder({ page: p }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22a','wcag22aa','best-practice']).analyze();
    for (const v of r.violations) console.log(url, theme, v.id, v.nodes.length, v.nodes[0].target.join(' '), v.nodes[0].html.slice(0, 140));
  }
}
console.log('errors', [...new Set(errs)].slice(0, 10));
await b.close();
