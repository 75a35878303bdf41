/**
 * The search engine that runs in the browser (and in the unit tests, with files from
 * memory). It loads the two small files first (the document list and the index
 * layout), then for each query only the index shards of the query's own terms and the
 * text of the pages it shows.
 *
 * Ranking: an exact title match first, then title matches, then heading matches, then
 * body matches; within each, flexsearch's order (earlier words score higher). Heading
 * and body results point at their section (`/page#anchor`).
 */
import type { Index } from 'flexsearch';
import {
  FIELDS, FORMAT, createIndexes, decodeSlots, docFileName, indexFileName, indexMap, shardFileName,
  shardOf, tailFileName, textFileName,
  type Field, type Indexes, type SearchDocFile, type SearchIndexFile, type SearchOptions, type ShardFile,
  type Slots, type TailFile, type TextShard,
} from './format';
import { matcher, snippet } from './match';

/** Reads a published file by name (relative to the search folder) and parses it. */
export type Fetcher = (file: string) => Promise<unknown>;

export type HitKind = 'title' | 'heading' | 'text';

export interface SearchHit {
  /** site-relative link: the route, plus #anchor for a section */
  href: string;
  route: string;
  anchor: string;
  title: string;
  /** the section's heading; empty for a page result */
  heading: string;
  snippet: string;
  /** match ranges in snippet; empty unless options.highlightResult */
  snippetMarks: [number, number][];
  kind: HitKind;
  section: string;
  version: string;
}

export interface SearchResult {
  query: string;
  hits: SearchHit[];
  /** the words to mark on the page a hit opens (query terms and completed prefixes) */
  words: string[];
}

export interface SearchFilter {
  /** only pages of this docs version (null or absent: every version) */
  version?: string | null;
}

interface Candidate { doc: number; sec: number; kind: HitKind }

/**
 * The ids found under every term, best first: flexsearch's order (by the worst
 * relevance slot of the terms, then by their sum). flexsearch's own intersection walks
 * every id through an object map and took 3-6 ms per index on 10,000 pages; this one
 * marks the longer lists in byte arrays and walks only the shortest list.
 */
export function and(lists: (Slots | undefined)[], size: number, limit: number): number[] {
  if (lists.length === 0 || lists.some((l) => !l)) return [];
  const all = lists as Slots[];
  const total = (l: Slots) => l.reduce((n, ids) => n + (ids ? ids.length : 0), 0);
  if (all.length === 1) {
    const out: number[] = [];
    for (const ids of all[0]) {
      if (!ids) continue;
      for (const id of ids) { out.push(id); if (out.length === limit) return out; }
    }
    return out;
  }
  const order = all.map((l, i) => [total(l), i]).sort((a, b) => a[0] - b[0]).map(([, i]) => all[i]);
  const [driver, ...rest] = order;
  // slot + 1 of each id in each other list (0: absent)
  const marks = rest.map((l) => {
    const m = new Uint8Array(size);
    l.forEach((ids, r) => { if (ids) for (const id of ids) if (!m[id]) m[id] = r + 1; });
    return m;
  });
  const buckets: [number, number][][] = [];
  driver.forEach((ids, r) => {
    if (!ids) return;
    next: for (const id of ids) {
      let worst = r;
      let sum = r;
      for (const m of marks) {
        const s = m[id];
        if (!s) continue next;
        if (s - 1 > worst) worst = s - 1;
        sum += s - 1;
      }
      (buckets[worst] ??= []).push([id, sum]);
    }
  });
  const out: number[] = [];
  for (const b of buckets) {
    if (!b) continue;
    b.sort((x, y) => x[1] - y[1]);
    for (const [id] of b) { out.push(id); if (out.length === limit) return out; }
  }
  return out;
}

export class SearchEngine {
  readonly options: SearchOptions;
  private readonly ix: Indexes;
  private readonly docs: SearchDocFile['searchDocs'];
  private readonly layout: SearchIndexFile;
  private readonly sectionStart: Int32Array;
  private readonly sectionDoc: Int32Array;
  /** first page of each text shard */
  private readonly textStarts: number[] = [];
  private readonly shards = new Map<number, Promise<void>>();
  private readonly tails = new Map<number, Promise<void>>();
  private readonly texts = new Map<number, Promise<TextShard>>();
  /** per shard: completions, and the terms whose lists were cut (field + term) */
  private readonly completion = new Map<string, string>();
  private readonly truncated = new Set<string>();
  /** encoded title → pages with that title, for "exact title match first" */
  private readonly exact = new Map<string, number[]>();

  private constructor(private readonly fetcher: Fetcher, docFile: SearchDocFile, layout: SearchIndexFile) {
    this.options = docFile.options;
    this.docs = docFile.searchDocs;
    this.layout = layout;
    this.ix = createIndexes();
    let first = 0;
    for (const n of layout.textPages) { this.textStarts.push(first); first += n; }
    this.sectionStart = new Int32Array(this.docs.length + 1);
    for (let i = 0; i < this.docs.length; i++) this.sectionStart[i + 1] = this.sectionStart[i] + this.docs[i][4];
    this.sectionDoc = new Int32Array(this.sectionStart[this.docs.length]);
    for (let i = 0; i < this.docs.length; i++) {
      this.sectionDoc.fill(i, this.sectionStart[i], this.sectionStart[i + 1]);
      const key = this.key(this.docs[i][1]);
      const same = this.exact.get(key);
      if (same) same.push(i); else this.exact.set(key, [i]);
    }
  }

  /** Loads the search document file and the search index file (in parallel). */
  static async load(fetcher: Fetcher, stamp: number | string): Promise<SearchEngine> {
    const [docFile, layout] = await Promise.all([
      fetcher(docFileName(stamp)) as Promise<SearchDocFile>,
      fetcher(indexFileName(stamp)) as Promise<SearchIndexFile>,
    ]);
    if (docFile?.format !== FORMAT || layout?.format !== FORMAT) {
      throw new Error(`search: unsupported index format (expected ${FORMAT})`);
    }
    return new SearchEngine(fetcher, docFile, layout);
  }

  private add(index: Index, entries: [string, Slots][]) {
    // flexsearch's import merges map entries into the index: shards add up.
    index.import('map', entries as unknown as string);
  }

  private loadShard(term: string): Promise<void> {
    const k = shardOf(term, this.layout.shards);
    let p = this.shards.get(k);
    if (!p) {
      p = (this.fetcher(shardFileName(this.layout.buildTime, k)) as Promise<ShardFile>).then((file) => {
        for (const f of FIELDS) {
          this.add(this.ix[f], file[f].map(([t, slots, cut]) => {
            if (cut) this.truncated.add(f + t);
            return [t, decodeSlots(slots)];
          }));
        }
        for (const [prefix, word] of file.c) this.completion.set(prefix, word);
      });
      p.catch(() => this.shards.delete(k));
      this.shards.set(k, p);
    }
    return p;
  }

  private loadTail(k: number): Promise<void> {
    let p = this.tails.get(k);
    if (!p) {
      p = (this.fetcher(tailFileName(this.layout.buildTime, k)) as Promise<TailFile>).then((file) => {
        for (const f of FIELDS) {
          const map = indexMap(this.ix[f]);
          this.add(this.ix[f], file[f].map(([t, slots]) => {
            const head = map.get(t) ?? [];
            const tail = decodeSlots(slots);
            const merged: Slots = [];
            for (let r = 0; r < Math.max(head.length, tail.length); r++) {
              const ids = [...(head[r] ?? []), ...(tail[r] ?? [])];
              if (ids.length) merged[r] = ids;
            }
            this.truncated.delete(f + t);
            return [t, merged];
          }));
        }
      });
      p.catch(() => this.tails.delete(k));
      this.tails.set(k, p);
    }
    return p;
  }

  private text(doc: number): Promise<TextShard[number]> {
    const starts = this.textStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= doc) lo = mid; else hi = mid - 1;
    }
    let p = this.texts.get(lo);
    if (!p) {
      p = this.fetcher(textFileName(this.layout.buildTime, lo)) as Promise<TextShard>;
      p.catch(() => this.texts.delete(lo));
      this.texts.set(lo, p);
    }
    return p.then((shard) => shard[doc - starts[lo]]);
  }

  /** Query terms as the index encodes them, without repeats. */
  terms(query: string): string[] {
    return [...new Set(this.ix.encoder.encode(query))];
  }

  private key(text: string): string {
    return this.ix.encoder.encode(text).join(' ');
  }

  private run(terms: string[], bodyTerms: string[], limit: number) {
    return {
      t: and(terms.map((t) => indexMap(this.ix.t).get(t)), this.docs.length, limit),
      h: and(terms.map((t) => indexMap(this.ix.h).get(t)), this.sectionDoc.length, limit),
      b: and(bodyTerms.map((t) => indexMap(this.ix.b).get(t)), this.sectionDoc.length, limit),
    };
  }

  private cutTerms(terms: string[], bodyTerms: string[]): number[] {
    const ks = new Set<number>();
    const check = (f: Field, t: string) => { if (this.truncated.has(f + t)) ks.add(shardOf(t, this.layout.shards)); };
    for (const t of terms) { check('t', t); check('h', t); }
    for (const t of bodyTerms) check('b', t);
    return [...ks];
  }

  async search(query: string, filter: SearchFilter = {}): Promise<SearchResult> {
    const terms = this.terms(query);
    if (terms.length === 0) return { query, hits: [], words: [] };
    await Promise.all(terms.map((t) => this.loadShard(t)));

    // A term that is no whole word of the body text is taken as a prefix being typed:
    // the body is searched for the word it most likely starts.
    const body = indexMap(this.ix.b);
    const bodyTerms = terms.map((t) => (body.has(t) ? t : this.completion.get(t) ?? t));
    await Promise.all(bodyTerms.map((t) => this.loadShard(t)));

    const maxHits = this.options.maxHits;
    const limit = filter.version ? maxHits * 8 : maxHits * 3;
    let found = this.run(terms, bodyTerms, limit);
    let hits = this.merge(query, found, filter, maxHits);
    // Lists cut at the head limit hold the best-placed matches; when they do not give a
    // full page of results, the rest of those lists is loaded and the search runs again.
    const cut = hits.length < maxHits ? this.cutTerms(terms, bodyTerms) : [];
    if (cut.length) {
      await Promise.all(cut.filter((k) => this.layout.tails.includes(k)).map((k) => this.loadTail(k)));
      found = this.run(terms, bodyTerms, limit);
      hits = this.merge(query, found, filter, maxHits);
    }

    const words = [...new Set([...terms, ...bodyTerms])];
    const re = matcher(words);
    const out = await Promise.all(hits.map(async (c): Promise<SearchHit> => {
      const [route, title, section, version] = this.docs[c.doc];
      const sections = await this.text(c.doc);
      const [anchor, heading, text] = sections[c.sec - this.sectionStart[c.doc]] ?? ['', '', ''];
      const snip = snippet(text || (c.kind === 'title' ? sections.find((s) => s[2])?.[2] ?? '' : ''), re);
      return {
        href: anchor ? `${route}#${anchor}` : route,
        route,
        anchor,
        title,
        heading: anchor ? heading : '',
        snippet: snip.text,
        snippetMarks: this.options.highlightResult ? snip.marks : [],
        kind: c.kind,
        section,
        version,
      };
    }));
    return { query, hits: out, words };
  }

  private merge(query: string, found: { t: number[]; h: number[]; b: number[] }, filter: SearchFilter, max: number): Candidate[] {
    const keep = (doc: number) => !filter.version || this.docs[doc][3] === filter.version;
    const exact = this.exact.get(this.key(query)) ?? [];
    const titles: Candidate[] = [...exact, ...found.t].filter(keep).map((doc) => ({ doc, sec: this.sectionStart[doc], kind: 'title' }));
    const sections = (ids: number[], kind: HitKind): Candidate[] =>
      ids.map((sec) => ({ doc: this.sectionDoc[sec], sec, kind })).filter((c) => keep(c.doc));
    const out: Candidate[] = [];
    const seen = new Set<number>();
    for (const c of [...titles, ...sections(found.h, 'heading'), ...sections(found.b, 'text')]) {
      if (seen.has(c.sec)) continue;
      seen.add(c.sec);
      out.push(c);
      if (out.length === max) break;
    }
    return out;
  }
}
