/**
 * Build step: the graph's search.json → the published search files (see format.ts).
 * Pure: takes the data, returns file names and contents; web/scripts/search-index.mjs
 * writes them, the unit tests and the benchmark read them from memory.
 */
import type { SearchData } from '../graph-types';
import {
  FIELDS, FORMAT, HEAD_LIMIT, MIN_TYPO_LENGTH, createIndexes, docFileName, encodeSlots, indexFileName, termMap,
  shardFileName, shardOf, tailFileName, textFileName, vocabFileName,
  type Field, type SearchDocEntry, type SearchDocFile, type SearchIndexFile, type ShardEntry,
  type ShardFile, type Slots, type TailFile, type TextShard,
} from './format';

export interface BuildOptions {
  buildTime: number;
  maxHits: number;
  highlightResult: boolean;
  /** target raw size of an index shard (the number of shards follows from it) */
  shardBytes?: number;
  /** target raw size of a text shard */
  textBytes?: number;
  /** posting lists longer than this go to a tail file */
  headLimit?: number;
}

export interface BuildResult {
  /** file name (relative to the search folder) → JSON text */
  files: Map<string, string>;
  pages: number;
  sections: number;
  shards: number;
  textShards: number;
}

/** Body text of a section: its text, then its heading and the page title (so a query
 * may match across them); they come last, where flexsearch scores a match lowest. */
function bodyText(title: string, heading: string, anchor: string, text: string): string {
  return anchor ? `${text} ${heading} ${title}` : `${text} ${title}`;
}

function count(slots: Slots): number {
  let n = 0;
  for (const ids of slots) n += ids ? ids.length : 0;
  return n;
}

/** Splits a posting list after `limit` ids, in relevance order. */
function cut(slots: Slots, limit: number): [Slots, Slots] {
  const head: Slots = [];
  const tail: Slots = [];
  let left = limit;
  for (let r = 0; r < slots.length; r++) {
    const ids = slots[r];
    if (!ids || ids.length === 0) continue;
    if (left >= ids.length) { head[r] = ids; left -= ids.length; continue; }
    if (left > 0) head[r] = ids.slice(0, left);
    tail[r] = ids.slice(left);
    left = 0;
  }
  return [head, tail];
}

/** For each prefix (2+ letters) that is not itself a body term: the body term with that
 * prefix found in most sections (ties: the shorter, then the first in order). */
function completions(body: Map<string, Slots>): Map<string, string> {
  const best = new Map<string, [string, number]>();
  for (const [term, slots] of body) {
    if (term.length < 3) continue;
    const df = count(slots);
    for (let n = 2; n < term.length; n++) {
      const p = term.slice(0, n);
      if (body.has(p)) continue;
      const cur = best.get(p);
      if (!cur || df > cur[1] || (df === cur[1] && (term.length < cur[0].length || (term.length === cur[0].length && term < cur[0])))) {
        best.set(p, [term, df]);
      }
    }
  }
  return new Map([...best].map(([p, [t]]) => [p, t]));
}

const byTerm = <T extends [string, ...unknown[]]>(a: T, b: T) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

export function buildSearchFiles(data: SearchData, opts: BuildOptions): BuildResult {
  const shardBytes = opts.shardBytes ?? 24_000;
  const textBytes = opts.textBytes ?? 4_000;
  const headLimit = opts.headLimit ?? HEAD_LIMIT;
  const stamp = opts.buildTime;
  const ix = createIndexes();

  const searchDocs: SearchDocEntry[] = [];
  const texts: TextShard = [];
  // Words of titles and headings (4+ letters), for typo tolerance.
  const vocab = new Set<string>();
  const addWords = (text: string) => {
    for (const w of ix.encoder.encode(text)) if (w.length >= MIN_TYPO_LENGTH) vocab.add(w);
  };
  let sid = 0;
  data.documents.forEach((d, i) => {
    ix.t.add(i, d.title);
    addWords(d.title);
    const sections: TextShard[number] = [];
    for (const s of d.sections) {
      if (s.anchor && s.heading) { ix.h.add(sid, s.heading); addWords(s.heading); }
      ix.b.add(sid, bodyText(d.title, s.heading, s.anchor, s.text));
      sections.push([s.anchor, s.heading, s.text]);
      sid++;
    }
    searchDocs.push([d.route, d.title, d.section, d.version, d.sections.length,
      (d.crumbs ?? []).filter(Boolean).join(' › '), d.kind ?? '', d.boost ?? 1]);
    texts.push(sections);
  });

  // Published entries of the three maps, heads cut at headLimit, and the cut tails.
  const maps = { t: termMap(ix.t), h: termMap(ix.h), b: termMap(ix.b) };
  const entries: Record<Field, ShardEntry[]> = { t: [], h: [], b: [] };
  const tails: Record<Field, [string, Slots][]> = { t: [], h: [], b: [] };
  let total = 0;
  for (const f of FIELDS) {
    for (const [term, slots] of maps[f]) {
      if (count(slots) > headLimit) {
        const [head, tail] = cut(slots, headLimit);
        entries[f].push([term, encodeSlots(head), 1]);
        tails[f].push([term, tail]);
      } else {
        entries[f].push([term, encodeSlots(slots)]);
      }
      total += term.length + 8 + JSON.stringify(entries[f][entries[f].length - 1][1]).length;
    }
  }
  const comp = completions(maps.b);
  for (const [p, t] of comp) total += p.length + t.length + 8;

  // The number of shards is a power of two that keeps each near shardBytes.
  let shards = 1;
  while (shards < 4096 && total / shards > shardBytes) shards *= 2;
  const shardFiles: ShardFile[] = Array.from({ length: shards }, () => ({ t: [], h: [], b: [], c: [] }));
  const tailFiles = new Map<number, TailFile>();
  for (const f of FIELDS) {
    for (const e of entries[f]) shardFiles[shardOf(e[0], shards)][f].push(e);
    for (const [term, tail] of tails[f]) {
      const k = shardOf(term, shards);
      if (!tailFiles.has(k)) tailFiles.set(k, { t: [], h: [], b: [] });
      tailFiles.get(k)![f].push([term, encodeSlots(tail)]);
    }
  }
  for (const [p, t] of comp) shardFiles[shardOf(p, shards)].c.push([p, t]);

  // Text shards: runs of whole pages of about textBytes each.
  const textFiles: TextShard[] = [];
  let size = Infinity;
  texts.forEach((page) => {
    if (size >= textBytes) { textFiles.push([]); size = 0; }
    textFiles[textFiles.length - 1].push(page);
    for (const [a, h, t] of page) size += a.length + h.length + t.length + 12;
  });

  const files = new Map<string, string>();
  const docFile: SearchDocFile = {
    format: FORMAT,
    buildTime: stamp,
    options: { maxHits: opts.maxHits, highlightResult: opts.highlightResult },
    searchDocs,
  };
  const tailIds = [...tailFiles.keys()].sort((a, b) => a - b);
  const textPages = textFiles.map((t) => t.length);
  const byLength = new Map<number, string[]>();
  for (const w of vocab) {
    if (!byLength.has(w.length)) byLength.set(w.length, []);
    byLength.get(w.length)!.push(w);
  }
  const vocabLengths = [...byLength.keys()].sort((a, b) => a - b);
  const indexFile: SearchIndexFile = { format: FORMAT, buildTime: stamp, shards, tails: tailIds, textPages, vocab: vocabLengths };
  files.set(docFileName(stamp), JSON.stringify(docFile));
  files.set(indexFileName(stamp), JSON.stringify(indexFile));
  shardFiles.forEach((s, k) => {
    for (const f of FIELDS) s[f].sort(byTerm);
    s.c.sort(byTerm);
    files.set(shardFileName(stamp, k), JSON.stringify(s));
  });
  for (const k of tailIds) {
    const t = tailFiles.get(k)!;
    for (const f of FIELDS) t[f].sort(byTerm);
    files.set(tailFileName(stamp, k), JSON.stringify(t));
  }
  textFiles.forEach((t, n) => files.set(textFileName(stamp, n), JSON.stringify(t)));
  for (const n of vocabLengths) files.set(vocabFileName(stamp, n), JSON.stringify(byLength.get(n)!.sort()));
  return { files, pages: searchDocs.length, sections: sid, shards, textShards: textFiles.length };
}
