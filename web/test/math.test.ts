import { test } from "node:test";
import assert from "node:assert/strict";
import { hasMath, renderMath } from "../lib/math";

test("inline and display math are drawn by KaTeX, with MathML for screen readers", () => {
  const html = renderMath('<p>Rate <span class="math math-inline">r = \\frac{a}{b}</span> per unit.</p>\n<div class="math math-display">x^2 &lt; y</div>\n');
  assert.match(html, /^<p>Rate <span class="math math-inline"><span class="katex"><span class="katex-mathml"><math /);
  assert.match(html, /<mfrac><mi>a<\/mi><mi>b<\/mi><\/mfrac>/);
  assert.match(html, /<div class="math math-display"><span class="katex-display">/);
  // the escaped TeX is read as the author wrote it: x^2 < y
  assert.match(html, /<mo>&lt;<\/mo><mi>y<\/mi>/);
  assert.match(html, / per unit\.<\/p>\n/);
});

test("HTML without math is left as it is", () => {
  const html = '<p>Costs $5 and <code>class="math"</code></p>';
  assert.equal(hasMath(html), false);
  assert.equal(renderMath(html), html);
});

test("a TeX error shows the source rather than failing the build", () => {
  const html = renderMath('<span class="math math-inline">\\frac{a</span>');
  assert.match(html, /katex-error/);
  assert.match(html, /\\frac\{a/);
});

test("no link, script or class of the author's: KaTeX runs untrusted", () => {
  const html = renderMath('<span class="math math-inline">\\href{javascript:alert(1)}{x} \\htmlClass{evil}{y} \\url{https://e.com}</span>');
  // the source stays as text (the MathML annotation), never an attribute
  assert.doesNotMatch(html, /<a |href=|class="evil"/);
  assert.match(html, /<annotation encoding="application\/x-tex">\\href\{javascript:alert\(1\)\}/);
});
