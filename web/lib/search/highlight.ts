/**
 * Marks the words of a chosen search result on the page it opened: <mark> elements
 * around the matches inside the main content, and a scroll to the first one.
 */
import { matchRanges, matcher } from './match';

const ATTR = 'data-search-mark';
// Text that is not content: code-copy buttons, heading anchor links, and marks already made.
const SKIP = 'script, style, textarea, button, mark, .hash-link, svg';

/** Removes the marks made by highlightWords, restoring the text nodes as they were. */
export function clearHighlights(root: ParentNode = document): void {
  const parents = new Set<Node>();
  root.querySelectorAll(`mark[${ATTR}]`).forEach((mark) => {
    const parent = mark.parentNode;
    if (!parent) return;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    parent.removeChild(mark);
    parents.add(parent);
  });
  // Merges the split text nodes again (React keeps references to the first one).
  parents.forEach((p) => p.normalize());
}

/** Wraps every match of `words` in root's text in <mark class={className}>; returns them in order. */
export function highlightWords(root: Element, words: string[], className = '', max = 1000): HTMLElement[] {
  const re = matcher(words);
  if (!re) return [];
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.parentElement?.closest(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  const marks: HTMLElement[] = [];
  for (const node of nodes) {
    if (marks.length >= max) break;
    const ranges = matchRanges(node.data, re, max - marks.length);
    const made: HTMLElement[] = [];
    // From the last match back, so the offsets of the earlier ones stay valid.
    for (let i = ranges.length - 1; i >= 0; i--) {
      const [start, end] = ranges[i];
      const word = node.splitText(start);
      word.splitText(end - start);
      const mark = doc.createElement('mark');
      mark.setAttribute(ATTR, '');
      if (className) mark.className = className;
      word.parentNode!.replaceChild(mark, word);
      mark.appendChild(word);
      made.push(mark);
    }
    marks.push(...made.reverse());
  }
  return marks;
}

/** The first mark at or after the element with id `anchor` (the section a result points at), else the first. */
export function firstMark(marks: HTMLElement[], anchor: string): HTMLElement | null {
  const target = anchor ? document.getElementById(anchor) : null;
  if (target) {
    const after = marks.find((m) => target.contains(m) || (target.compareDocumentPosition(m) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
    if (after) return after;
  }
  return marks[0] ?? null;
}
