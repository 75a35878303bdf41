// Prints the summary table of `make a11y`: the violations of the audit per rule, from
// the lines e2e/helpers/axe.ts appended to FILE (A11Y_REPORT). Exits 1 on any violation.
import fs from 'node:fs';

const file = process.argv[2];
const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
if (!lines.length) {
  console.error(`a11y: no audit results in ${file}`);
  process.exit(1);
}
const pages = new Set(lines.map((l) => l.page));
const rules = new Map();
for (const { page, state, findings } of lines) {
  for (const f of findings) {
    const r = rules.get(f.rule) ?? { impact: f.impact, help: f.help, elements: 0, pages: new Set(), states: new Set(), example: `${page} [${state}] ${f.target}` };
    r.elements++;
    r.pages.add(page);
    r.states.add(state.replace(/,.*/, ''));
    rules.set(f.rule, r);
  }
}
console.log(`\naxe audit: ${lines.length} audits of ${pages.size} pages (WCAG 2.0/2.1/2.2 A and AA, best practices)`);
if (!rules.size) {
  console.log('0 violations');
  process.exit(0);
}
const rows = [['rule', 'impact', 'elements', 'pages', 'states', 'first seen'],
  ...[...rules].sort((a, b) => b[1].elements - a[1].elements)
    .map(([id, r]) => [id, r.impact, String(r.elements), String(r.pages.size), [...r.states].sort().join(' / '), r.example])];
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
for (const [i, row] of rows.entries()) {
  console.log(`| ${row.map((c, j) => c.padEnd(widths[j])).join(' | ')} |`);
  if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
}
console.log(`${[...rules.values()].reduce((n, r) => n + r.elements, 0)} violations`);
process.exit(1);
