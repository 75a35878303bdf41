/**
 * Where the words of a query occur in a text: for the snippet of a result and for the
 * <mark>s on the page a result opens. A word matches at the start of a word or of a
 * camelCase part ("series" in "BarSeries"), and the match runs to the end of that part,
 * so a prefix typed so far ("legen") marks the whole word ("legend").
 */

const ALNUM = /[\p{L}\p{N}]/u;
const LOWER_OR_DIGIT = /[\p{Ll}\p{N}]/u;
const UPPER = /\p{Lu}/u;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words worth marking: two letters or more, unless the query has nothing longer. */
export function markWords(words: string[]): string[] {
  const uniq = [...new Set(words.map((w) => w.toLowerCase()).filter(Boolean))];
  const long = uniq.filter((w) => w.length >= 2);
  return (long.length ? long : uniq).sort((a, b) => b.length - a.length);
}

export function matcher(words: string[]): RegExp | null {
  const ws = markWords(words);
  return ws.length ? new RegExp(ws.map(escape).join('|'), 'giu') : null;
}

function startsPart(text: string, i: number): boolean {
  if (i === 0) return true;
  const prev = text[i - 1];
  if (!ALNUM.test(prev)) return true;
  return LOWER_OR_DIGIT.test(prev) && UPPER.test(text[i]);
}

function partEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length && ALNUM.test(text[j])) {
    if (j > i && LOWER_OR_DIGIT.test(text[j - 1]) && UPPER.test(text[j])) break;
    j++;
  }
  return j;
}

/** [start, end) ranges of the matches in text, in order, not overlapping. */
export function matchRanges(text: string, re: RegExp | null, max = Infinity): [number, number][] {
  const out: [number, number][] = [];
  if (!re) return out;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) && out.length < max) {
    const start = m.index;
    if (!startsPart(text, start)) { re.lastIndex = start + 1; continue; }
    const end = Math.max(start + m[0].length, partEnd(text, start));
    out.push([start, end]);
    re.lastIndex = end;
  }
  return out;
}

export interface Snippet {
  text: string;
  /** match ranges within text (used only when highlightResult is on) */
  marks: [number, number][];
}

/** About `length` characters of text around the first match, cut at spaces. */
export function snippet(text: string, re: RegExp | null, length = 160): Snippet {
  const clean = text.replace(/\s+/g, ' ').trim();
  const first = matchRanges(clean, re, 1)[0];
  let start = 0;
  if (first && first[0] > length / 3) {
    start = clean.lastIndexOf(' ', first[0] - Math.floor(length / 3));
    start = start < 0 ? 0 : start + 1;
  }
  let end = Math.min(clean.length, start + length);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  const pre = start > 0 ? '…' : '';
  const body = clean.slice(start, end);
  const out = pre + body + (end < clean.length ? '…' : '');
  const marks = matchRanges(body, re).map(([a, b]): [number, number] => [a + pre.length, b + pre.length]);
  return { text: out, marks };
}
