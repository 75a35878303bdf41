import { test } from "node:test";
import assert from "node:assert/strict";
import { findIsland, prerenderIslands, usableMarkup } from "../lib/islands-html";

const page = [
  '<p>The <span data-component="Name" data-island="0">x</span> draws.</p>\n',
  '<div data-component="Grid" data-island="1">\n',
  '<div data-component="Card" data-island="2">\n<p>One <em>card</em></p>\n<div class="inner"></div>\n</div>\n',
  '</div>\n',
  '<p>After.</p>\n',
].join('');

test("an island's element is found to its own closing tag, past nested elements of the same name", () => {
  const grid = findIsland(page, 1);
  assert.ok(grid);
  assert.equal(page.slice(grid.start, grid.inner), '<div data-component="Grid" data-island="1">');
  assert.equal(page.slice(grid.close, grid.end), '</div>');
  assert.equal(page.slice(grid.end), '\n<p>After.</p>\n');
  const name = findIsland(page, 0);
  assert.equal(name?.tag, 'span');
  assert.equal(page.slice(name!.inner, name!.close), 'x');
  assert.equal(findIsland(page, 7), null);
  assert.equal(findIsland('<div data-component="A" data-island="3"><div></div>', 3), null, 'unclosed');
});

test("islands are rendered innermost first, each keeping its children in a template", () => {
  const seen: [number, string, boolean][] = [];
  const { html, rendered } = prerenderIslands(page, [{ island: 0 }, { island: 1 }, { island: 2 }], (isl, children, inline) => {
    seen.push([isl.island, children, inline]);
    return isl.island === 0 ? 'Toolkit' : `<section class="c${isl.island}">${children}</section>`;
  });
  assert.deepEqual(seen.map(([n, , inline]) => [n, inline]), [[2, false], [1, false], [0, true]]);
  // the grid's children have the card already rendered
  assert.match(seen[1][1], /<div data-component="Card" data-island="2"><template data-island-children>\n<p>One <em>card<\/em><\/p>/);
  assert.deepEqual(rendered, [0, 1, 2]);
  assert.ok(html.startsWith('<p>The <span data-component="Name" data-island="0"><template data-island-children>x</template>Toolkit</span> draws.</p>\n'));
  assert.ok(html.endsWith('</section></div>\n<p>After.</p>\n'));
});

test("an island is left as written when its component renders nothing, has controls, or puts a block in a paragraph", () => {
  const render = (markup: string | null) => prerenderIslands(page, [{ island: 0 }, { island: 2 }], () => markup);
  for (const markup of [null, '', '  ', '<button type="button">Add</button>', '<span role="tab">A</span>', '<input value="1">']) {
    const { html, rendered } = render(markup);
    assert.equal(html, page, String(markup));
    assert.deepEqual(rendered, []);
  }
  // a block is fine in a block island, not in an inline one
  const { html, rendered } = render('<div>Block</div>');
  assert.deepEqual(rendered, [2]);
  assert.ok(html.includes('<span data-component="Name" data-island="0">x</span>'));
  assert.equal(usableMarkup('<strong>FCT</strong> <a href="/x">x</a>', true), true);
  assert.equal(usableMarkup('<p>FCT</p>', true), false);
  assert.equal(usableMarkup('<p>FCT</p>', false), true);
});
