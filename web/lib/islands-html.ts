/**
 * Site component islands rendered into a doc's static HTML when the page is built
 * (lib/islands-server.tsx renders them; this module only reads and rewrites the HTML).
 *
 * contentc writes a site component's element as `<div data-component="X" data-island="N">`
 * (`<span …>` inside a paragraph) holding the server HTML of the element's children. An
 * island rendered at build time keeps those children in a `<template data-island-children>`
 * (inert, not shown), from which the browser's runtime (components/Islands) takes them
 * as the component's `children`, followed by the component's markup:
 *
 *   <div data-component="X" data-island="N"><template data-island-children>…</template>…markup…</div>
 *
 * Islands are done innermost first, so an island inside another's children is in the
 * outer one's children already rendered. An island is left as contentc wrote it when:
 *   - the component rendered nothing, or could not render (the children stay shown);
 *   - its markup has controls (buttons, inputs, tabs…): they would show before they
 *     work, and a click on one before the component's code arrives would be lost, so
 *     an interactive component renders in the browser only, as before;
 *   - an inline island's markup has a block element (a <div> in a <p> would end the
 *     paragraph when the browser parses the page).
 */

/** Where an island's element is in the HTML. */
export interface IslandSpan {
  tag: 'div' | 'span';
  /** the opening tag */
  open: string;
  /** index of the opening tag, of its children, of the closing tag, and after it */
  start: number;
  inner: number;
  close: number;
  end: number;
}

/** The element of island `n` (null when the HTML has none, or it is not closed). */
export function findIsland(html: string, n: number): IslandSpan | null {
  const m = new RegExp(`<(div|span) data-component="[^"<>]*" data-island="${n}">`).exec(html);
  if (!m) return null;
  const tag = m[1] as 'div' | 'span';
  const inner = m.index + m[0].length;
  // contentc's HTML is balanced and escapes '<' in text and attribute values: counting
  // this element's own tag name finds its end.
  const tags = new RegExp(`<(/?)${tag}(?=[\\s>/])`, 'g');
  tags.lastIndex = inner;
  let depth = 1;
  for (let t = tags.exec(html); t; t = tags.exec(html)) {
    if (!t[1]) {
      depth++;
      continue;
    }
    if (--depth === 0) {
      const gt = html.indexOf('>', t.index);
      if (gt < 0) return null;
      return { tag, open: m[0], start: m.index, inner, close: t.index, end: gt + 1 };
    }
  }
  return null;
}

const CONTROL = /<(button|input|select|textarea)[\s>/]|\srole="(button|tab|checkbox|radio|switch|slider|spinbutton|menuitem|option|combobox|textbox|searchbox)"|\scontenteditable[\s=>]/i;
const BLOCK = /<(address|article|aside|blockquote|details|dialog|div|dl|fieldset|figcaption|figure|footer|form|h[1-6]|header|hgroup|hr|main|menu|nav|ol|p|pre|section|table|ul)[\s>/]/i;

/** Whether a component's markup may stand in for its island (see the module comment). */
export function usableMarkup(markup: string, inline: boolean): boolean {
  return markup.trim() !== '' && !CONTROL.test(markup) && !(inline && BLOCK.test(markup));
}

/**
 * The HTML with each island that `render` renders (its markup, or null) rendered in
 * place, innermost first (islands are listed in document order, an island before those
 * in its children); and the numbers of the islands rendered.
 */
export function prerenderIslands<T extends { island: number }>(
  html: string,
  islands: readonly T[],
  render: (island: T, children: string, inline: boolean) => string | null,
): { html: string; rendered: number[] } {
  const rendered: number[] = [];
  for (const island of [...islands].reverse()) {
    const at = findIsland(html, island.island);
    if (!at) continue;
    const children = html.slice(at.inner, at.close);
    const inline = at.tag === 'span';
    const markup = render(island, children, inline);
    if (markup === null || !usableMarkup(markup, inline)) continue;
    html = `${html.slice(0, at.start)}${at.open}<template data-island-children>${children}</template>${markup}${html.slice(at.close)}`;
    rendered.push(island.island);
  }
  return { html, rendered: rendered.reverse() };
}

/** The children's server HTML of an island element in the page (the template's, once rendered at build time). */
export function islandChildrenHtml(el: Element): string {
  const template = el.firstElementChild;
  return template instanceof HTMLTemplateElement && template.hasAttribute('data-island-children') ? template.innerHTML : el.innerHTML;
}
