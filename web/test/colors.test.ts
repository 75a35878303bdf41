import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PRIMARY, accessiblePrimary, backgrounds, brandCss, contrast, parseHex } from '../lib/colors';

test("the site's own colours keep 4.5:1 on every background as they are", () => {
  assert.equal(accessiblePrimary(DEFAULT_PRIMARY.light, 'light'), DEFAULT_PRIMARY.light);
  assert.equal(accessiblePrimary(DEFAULT_PRIMARY.dark, 'dark'), DEFAULT_PRIMARY.dark);
  // and they are global.css's
  const css = fs.readFileSync(path.join(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..', 'styles', 'global.css'), 'utf8');
  assert.match(css, new RegExp(`--primary: ${DEFAULT_PRIMARY.light};`));
  assert.match(css, new RegExp(`--primary: ${DEFAULT_PRIMARY.dark};`));
});

test('a brand colour that falls short is darkened (light) or lightened (dark) until every background has 4.5:1', () => {
  for (const [hex, mode] of [['#25c2a0', 'light'], ['#2e8555', 'light'], ['#2e8555', 'dark'], ['#356ddb', 'dark'], ['#ffff00', 'light'], ['#000000', 'dark']] as const) {
    const out = accessiblePrimary(hex, mode);
    const c = parseHex(out);
    const worst = Math.min(...backgrounds(mode, c).map((bg) => contrast(c, bg)));
    assert.ok(worst >= 4.5, `${hex} ${mode} -> ${out}: ${worst.toFixed(2)}`);
    assert.notEqual(out, hex, `${hex} ${mode} passed as it was`);
    // the hue stays: only mixed towards black or white
    const [r0, g0, b0] = parseHex(hex);
    const [r, g, b] = c;
    if (mode === 'light') assert.ok(r <= r0 && g <= g0 && b <= b0, `${hex} -> ${out}`);
    else assert.ok(r >= r0 && g >= g0 && b >= b0, `${hex} -> ${out}`);
  }
});

test('a brand colour that passes is kept as it is', () => {
  assert.equal(accessiblePrimary('#1a5e3a', 'light'), '#1a5e3a');
  assert.equal(accessiblePrimary('#8ad0ff', 'dark'), '#8ad0ff');
});

test('colors.css overrides --primary and --active-bg for the modes the site sets', () => {
  const css = brandCss({ light: '#1a5e3a', dark: '#8ad0ff' });
  assert.match(css, /html:not\(\[data-theme='dark'\]\) \{ --primary: #1a5e3a; --active-bg: rgba\(26, 94, 58, 0\.08\); \}/);
  assert.match(css, /html\[data-theme='dark'\] \{ --primary: #8ad0ff; --active-bg: rgba\(138, 208, 255, 0\.12\); \}/);
  assert.doesNotMatch(brandCss({ dark: '#25c2a0' }), /:not/);
});
