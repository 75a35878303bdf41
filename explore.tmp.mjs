import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] });
const ctx = await browser.newContext({ viewport: {width:1280,height:800} }); const page = await ctx.newPage();
await page.goto('http://127.0.0.1:4273/docs/docs');
await page.waitForFunction(() => { const b = document.querySelector('button[aria-label^="Switch between dark"]'); return b && !b.disabled; });
const t = page.getByRole('combobox', { name: 'Search' });
for (let i = 0; i < 12; i++) { await page.keyboard.press('Tab'); console.log(i, await t.evaluate((el) => [el === document.activeElement, document.activeElement.tagName, el.outerHTML.slice(0,80)])); }
await browser.close();
