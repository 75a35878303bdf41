/**
 * The published search files and the tokenisation, shared by the build step
 * (build.ts, run by web/scripts/search-index.mjs) and the browser (engine.ts).
 * Both sides must encode text the same way, so the encoder lives here only.
 *
 * Files, all under /_contentc/search/ and named with the graph's build time:
 *
 *   search-doc-<T>.json    the search document file: options (maxHits,
 *                          highlightResult) and searchDocs, one entry per page
 *   search-index-<T>.json  the search index file: how the index is cut, and where
 *                          each page's text lives
 *   <T>/i<k>.json          index shard k: the term map entries (titles, headings,
 *                          body) of every term whose hash is k, plus last-word completions
 *   <T>/i<k>.tail.json     the rest of the very long posting lists of shard k
 *   <T>/t<n>.json          text shard n: headings, anchors and text of a run of pages,
 *                          read only for the pages a result list shows
 *   <T>/v<n>.json          the words of n letters in titles and headings, read only
 *                          when a query word matches nothing (typo tolerance)
 *
 * A query fetches the two small files once, then only the shards of its own terms:
 * the bytes read before the first result do not grow with the corpus.
 */
import { Encoder, Index } from 'flexsearch';

/** Bumped on any change of the files' shape or of the encoder. */
export const FORMAT = 3;

/** Site-relative folder of the published files. */
export const SEARCH_DIR = '/_contentc/search';

export const docFileName = (stamp: number | string) => `search-doc-${stamp}.json`;
export const indexFileName = (stamp: number | string) => `search-index-${stamp}.json`;
export const shardFileName = (stamp: number | string, k: number) => `${stamp}/i${k}.json`;
export const tailFileName = (stamp: number | string, k: number) => `${stamp}/i${k}.tail.json`;
export const textFileName = (stamp: number | string, n: number) => `${stamp}/t${n}.json`;
export const vocabFileName = (stamp: number | string, n: number) => `${stamp}/v${n}.json`;

export interface SearchOptions {
  maxHits: number;
  highlightResult: boolean;
}

/**
 * One page: [route, title, section, version, number of sections, where it is
 * ("API › Specs › Global"), what it is ("Type reference · function", or ""), ranking weight].
 */
export type SearchDocEntry = [
  route: string, title: string, section: string, version: string, sections: number,
  crumbs: string, kind: string, boost: number,
];

export interface SearchDocFile {
  format: number;
  buildTime: number;
  options: SearchOptions;
  searchDocs: SearchDocEntry[];
}

export interface SearchIndexFile {
  format: number;
  buildTime: number;
  /** number of index shards; a term's shard is shardOf(term, shards) */
  shards: number;
  /** shards that have a .tail.json file */
  tails: number[];
  /** text shard n holds the next textPages[n] pages (shard 0 starts at page 0) */
  textPages: number[];
  /** word lengths that have a vocabulary file */
  vocab: number[];
}

/**
 * A flexsearch map entry as published: [term, slots, truncated?]. slots[r] lists the
 * ids at relevance r (0 best), delta-encoded; 0 stands for an empty slot. A third
 * element 1 means the list was cut at HEAD_LIMIT ids and the rest is in the tail file.
 */
export type ShardEntry = [term: string, slots: (number[] | 0)[], truncated?: 1];

/** The three indexes: page titles (ids: pages), headings and body text (ids: sections). */
export type Field = 't' | 'h' | 'b';
export const FIELDS: Field[] = ['t', 'h', 'b'];

export interface ShardFile {
  t: ShardEntry[];
  h: ShardEntry[];
  b: ShardEntry[];
  /** [prefix, the body term it most likely starts]: completes the word being typed */
  c: [string, string][];
}

export type TailFile = Record<Field, [string, (number[] | 0)[]][]>;

/** One page's sections: [anchor, heading, text]; the first is the text before any heading. */
export type TextShard = [anchor: string, heading: string, text: string][][];

/** Words shorter than this get no typo tolerance (one edit from 4 letters, two from 8). */
export const MIN_TYPO_LENGTH = 4;
export const maxEdits = (word: string) => (word.length >= 8 ? 2 : word.length >= MIN_TYPO_LENGTH ? 1 : 0);

/** Posting lists longer than this are cut; the rest loads only when a query needs it. */
export const HEAD_LIMIT = 4000;

/** FNV-1a: a stable, fast string hash (the same in Node and every browser). */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const shardOf = (term: string, shards: number) => hash(term) % shards;

// "BarSeries" is also indexed as "bar series", "xScaleType" as "x scale type":
// API names are found by their parts.
const CAMEL_WORD = /[\p{L}\p{N}]*(?:\p{Ll}\p{Lu}|\p{N}\p{Lu}|\p{Lu}\p{Lu}\p{Ll})[\p{L}\p{N}]*/gu;
const CAMEL_CUT = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const NON_ASCII = /[^\x00-\x7f]/;
// Combining marks folded away: Latin accents (é → e), Hebrew points, Arabic harakat.
const MARKS = /[\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0670]/g;
// Chinese, Japanese and Korean are written without spaces between words: their runs
// are indexed as overlapping pairs of characters (bigrams), so any word of two or more
// characters is found wherever it stands; a lone character is a term of its own.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3005\u30fc]+/gu;

/** A run of CJK characters as its bigrams: "検索機能" → "検索 索機 機能". */
export function cjkGrams(run: string): string {
  const chars = [...run];
  if (chars.length < 2) return run;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out.join(' ');
}

export function normalizeText(s: string): string {
  let t = s.replace(CAMEL_WORD, (w) => `${w} ${w.split(CAMEL_CUT).join(' ')}`);
  if (NON_ASCII.test(t)) t = t.normalize('NFKD').replace(MARKS, '').normalize('NFC').replace(CJK, (run) => ` ${cjkGrams(run)} `);
  return t.toLowerCase();
}

/** Letters and digits only, lower-cased: "Small-Multiples" and "small multiples" → "smallmultiples". */
export function squash(s: string): string {
  const t = NON_ASCII.test(s) ? s.normalize('NFKD').replace(MARKS, '').normalize('NFC') : s;
  return t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Terms are runs of letters and digits, lower-cased, accents removed. */
export function createEncoder(): Encoder {
  return new Encoder({ normalize: normalizeText, dedupe: false, numeric: false, minlength: 1, maxlength: 64 });
}

export interface Indexes {
  encoder: Encoder;
  /** page titles, every prefix indexed (as-you-type) */
  t: Index;
  /** section headings, every prefix indexed */
  h: Index;
  /** section text, whole words */
  b: Index;
}

export function createIndexes(): Indexes {
  const encoder = createEncoder();
  return {
    encoder,
    t: new Index({ tokenize: 'forward', encoder, resolution: 9 }),
    h: new Index({ tokenize: 'forward', encoder, resolution: 9 }),
    b: new Index({ tokenize: 'strict', encoder, resolution: 9 }),
  };
}

/** The ids of a term by relevance slot (0 best); an empty slot is undefined. */
export type Slots = (number[] | undefined)[];

/**
 * An index's terms: term → ids by relevance slot, in the index's order (the order terms
 * were first added). Read through flexsearch's public export, whose "map" parts are
 * these entries (the same that `import` takes back); exporting an index in memory with
 * a synchronous handler is synchronous.
 */
export function termMap(index: Index): Map<string, Slots> {
  const map = new Map<string, Slots>();
  const ret: unknown = index.export((key: string, data: string) => {
    if (key.split('.').pop() !== 'map') return;
    for (const [term, slots] of JSON.parse(data) as [string, (number[] | null)[]][]) {
      map.set(term, slots.map((ids) => ids ?? undefined));
    }
  });
  if (ret instanceof Promise) throw new Error('search: flexsearch exported asynchronously');
  return map;
}

export function encodeSlots(slots: Slots): (number[] | 0)[] {
  const out: (number[] | 0)[] = [];
  for (let r = 0; r < slots.length; r++) {
    const ids = slots[r];
    if (!ids || ids.length === 0) { out.push(0); continue; }
    let prev = 0;
    out.push(ids.map((id) => { const d = id - prev; prev = id; return d; }));
  }
  return out;
}

export function decodeSlots(slots: (number[] | 0)[]): Slots {
  const out: Slots = [];
  for (let r = 0; r < slots.length; r++) {
    const deltas = slots[r];
    if (!deltas) continue;
    let prev = 0;
    out[r] = deltas.map((d) => (prev += d));
  }
  return out;
}
