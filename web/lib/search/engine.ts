/**
 * The search engine that runs in the browser (and in the unit tests, with files from
 * memory). It loads the two small files first (the document list and the index
 * layout), then for each query only the index shards of the query's own terms and the
 * text of the pages it shows.
 *
 * Candidates: pages whose title has every query word (the last one as a prefix),
 * sections whose heading has them, sections whose text has them. Each gets a score:
 * where the words are (title 100 for the whole title, 70-90 for a phrase in it, 50-70
 * for scattered words; a heading 90 / 55-75 / 35-45; body text 20, 30 for the phrase),
 * shorter titles that match fully scoring higher, times the page's weight (site.yaml
 * `search.boost`; the generated reference 0.5). Results of one page are grouped under
 * it, pages in the order of their best result. A query word that matches nothing is
 * replaced by the nearest title or heading word (one edit from 4 letters, two from 8).
 * Heading and body results point at their section (`/page#anchor`).
 */
import type { Encoder } from 'flexsearch';
import {
  FIELDS, FORMAT, createEncoder, decodeSlots, docFileName, indexFileName, maxEdits, shardFileName,
  shardOf, squash, tailFileName, textFileName, vocabFileName,
  type Field, type SearchDocFile, type SearchIndexFile, type SearchOptions, type ShardFile,
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
  /** where the page is: "API › Specs › Global" */
  crumbs: string;
  /** what a generated page is ("Type reference · function"); "" for a doc */
  type: string;
}

export interface SearchResult {
  query: string;
  hits: SearchHit[];
  /** the words to mark on the page a hit opens (query terms and completed prefixes) */
  words: string[];
  /** query words replaced by the title or heading word they were taken for (typos) */
  corrected: [string, string][];
}

export interface SearchFilter {
  /** only pages of this docs version, and those of other docs plugins (null or absent: every version) */
  version?: string | null;
}

interface Candidate { doc: number; sec: number; kind: HitKind; score: number; order: number }

/** Optimal string alignment distance (edits: insert, delete, replace, swap two
 * neighbours), or max + 1 once it is certain to exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/**
 * How well text (a title or heading) matches the query: 1 when it is the query (letters
 * and digits only: "small-multiples" is "SmallMultiples"), then a phrase inside it,
 * then scattered words; a shorter text that matches scores higher.
 */
export function matchQuality(text: string, q: string): { exact: boolean; phrase: boolean; cover: number } {
  const t = squash(text);
  if (!t) return { exact: false, phrase: false, cover: 0 };
  if (t === q) return { exact: true, phrase: true, cover: 1 };
  if (q && t.includes(q)) return { exact: false, phrase: true, cover: q.length / t.length };
  return { exact: false, phrase: false, cover: Math.min(1, q.length / t.length) };
}

const titleScore = (m: ReturnType<typeof matchQuality>) =>
  m.exact ? 100 : m.phrase ? 70 + 20 * m.cover : 50 + 20 * m.cover;
const headingScore = (m: ReturnType<typeof matchQuality>) =>
  m.exact ? 90 : m.phrase ? 55 + 20 * m.cover : 35 + 10 * m.cover;

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
  /** the encoder the index was built with (format.ts) */
  private readonly encoder: Encoder;
  /** the loaded entries of the three term maps (titles, headings, body), shard by shard */
  private readonly maps: Record<Field, Map<string, Slots>> = { t: new Map(), h: new Map(), b: new Map() };
  private readonly docs: SearchDocFile['searchDocs'];
  private readonly layout: SearchIndexFile;
  private readonly sectionStart: Int32Array;
  private readonly sectionDoc: Int32Array;
  /** first page of each text shard */
  private readonly textStarts: number[] = [];
  private readonly shards = new Map<number, Promise<void>>();
  private readonly tails = new Map<number, Promise<void>>();
  private readonly texts = new Map<number, Promise<TextShard>>();
  private readonly vocab = new Map<number, Promise<string[]>>();
  /** per shard: completions, and the terms whose lists were cut (field + term) */
  private readonly completion = new Map<string, string>();
  private readonly truncated = new Set<string>();
  /** encoded title → pages with that title, for "exact title match first" */
  private readonly exact = new Map<string, number[]>();

  private constructor(private readonly fetcher: Fetcher, docFile: SearchDocFile, layout: SearchIndexFile) {
    this.options = docFile.options;
    this.docs = docFile.searchDocs;
    this.layout = layout;
    this.encoder = createEncoder();
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

  private add(f: Field, entries: [string, Slots][]) {
    for (const [term, slots] of entries) this.maps[f].set(term, slots);
  }

  private loadShard(term: string): Promise<void> {
    const k = shardOf(term, this.layout.shards);
    let p = this.shards.get(k);
    if (!p) {
      p = (this.fetcher(shardFileName(this.layout.buildTime, k)) as Promise<ShardFile>).then((file) => {
        for (const f of FIELDS) {
          this.add(f, file[f].map(([t, slots, cut]) => {
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
          const map = this.maps[f];
          this.add(f, file[f].map(([t, slots]) => {
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

  private vocabOf(n: number): Promise<string[]> {
    let p = this.vocab.get(n);
    if (!p) {
      p = this.layout.vocab?.includes(n) ? this.fetcher(vocabFileName(this.layout.buildTime, n)) as Promise<string[]> : Promise.resolve([]);
      p.catch(() => this.vocab.delete(n));
      this.vocab.set(n, p);
    }
    return p;
  }

  /** Whether any index knows term (titles and headings hold every prefix of their words). */
  private known(term: string): boolean {
    return this.maps.t.has(term) || this.maps.h.has(term) || this.maps.b.has(term)
      || this.completion.has(term);
  }

  /** The title or heading word nearest to a term that matches nothing, if one is close enough. */
  private async nearest(term: string): Promise<string | null> {
    const max = maxEdits(term);
    if (max === 0) return null;
    const lengths: number[] = [];
    for (let n = term.length - max; n <= term.length + max; n++) lengths.push(n);
    const lists = await Promise.all(lengths.map((n) => this.vocabOf(n)));
    let best: string | null = null;
    let bestKey = Infinity;
    for (const list of lists) {
      for (const w of list) {
        const d = editDistance(term, w, max);
        if (d > max) continue;
        // fewer edits first, then the same first letter, then the closer length
        const key = d * 100 + (w[0] === term[0] ? 0 : 10) + Math.abs(w.length - term.length);
        if (key < bestKey || (key === bestKey && best !== null && w < best)) { best = w; bestKey = key; }
      }
    }
    return best;
  }

  /** Query terms as the index encodes them, without repeats. */
  terms(query: string): string[] {
    return [...new Set(this.encoder.encode(query))];
  }

  private key(text: string): string {
    return this.encoder.encode(text).join(' ');
  }

  private run(terms: string[], bodyTerms: string[], limit: number, joined = '') {
    const merge = (a: number[], b: number[]) => (b.length ? [...new Set([...b, ...a])].slice(0, limit) : a);
    const one = (f: 't' | 'h', size: number) => (joined ? and([this.maps[f].get(joined)], size, limit) : []);
    return {
      t: merge(and(terms.map((t) => this.maps.t.get(t)), this.docs.length, limit), one('t', this.docs.length)),
      h: merge(and(terms.map((t) => this.maps.h.get(t)), this.sectionDoc.length, limit), one('h', this.sectionDoc.length)),
      b: and(bodyTerms.map((t) => this.maps.b.get(t)), this.sectionDoc.length, limit),
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
    let terms = this.terms(query);
    if (terms.length === 0) return { query, hits: [], words: [], corrected: [] };
    await Promise.all(terms.map((t) => this.loadShard(t)));

    // Typos: a word no index knows is taken for the nearest title or heading word.
    const corrected: [string, string][] = [];
    if (terms.some((t) => !this.known(t))) {
      terms = await Promise.all(terms.map(async (t) => {
        if (this.known(t)) return t;
        const w = await this.nearest(t);
        if (w) corrected.push([t, w]);
        return w ?? t;
      }));
      terms = [...new Set(terms)];
      await Promise.all(terms.map((t) => this.loadShard(t)));
    }
    let q = squash(query);
    for (const [from, to] of corrected) q = q.replace(from, to);
    // Separators folded: "word cloud" also finds the title "Wordcloud".
    const joined = terms.length > 1 && q.length <= 64 ? q : '';
    if (joined) await this.loadShard(joined);
    const exact = this.exact.get(this.key(query)) ?? [];

    // A term that is no whole word of the body text is taken as a prefix being typed:
    // the body is searched for the word it most likely starts.
    const body = this.maps.b;
    const bodyTerms = terms.map((t) => (body.has(t) ? t : this.completion.get(t) ?? t));
    await Promise.all(bodyTerms.map((t) => this.loadShard(t)));

    const maxHits = this.options.maxHits;
    const limit = filter.version ? maxHits * 8 : maxHits * 3;
    let found = this.run(terms, bodyTerms, limit, joined);
    let cands = this.candidates(found, exact, filter, q);
    // Lists cut at the head limit hold the best-placed matches; when they do not give a
    // full page of results, the rest of those lists is loaded and the search runs again.
    const cut = cands.length < maxHits ? this.cutTerms(terms, bodyTerms) : [];
    if (cut.length) {
      await Promise.all(cut.filter((k) => this.layout.tails.includes(k)).map((k) => this.loadTail(k)));
      found = this.run(terms, bodyTerms, limit, joined);
      cands = this.candidates(found, exact, filter, q);
    }

    // The best candidates are scored again with their section's heading and text: the
    // headings among twice a page of results, and the rest of the first page (whose text
    // the results show anyway), so a query reads little more text than it shows.
    const top = cands.slice(0, maxHits * 2);
    const rescore = top.filter((c, i) => i < maxHits || c.kind === 'heading');
    const texts = await Promise.all(rescore.map((c) => this.text(c.doc)));
    rescore.forEach((c, i) => {
      const [anchor, heading, text] = texts[i][c.sec - this.sectionStart[c.doc]] ?? ['', '', ''];
      if (c.kind === 'heading' && anchor) c.score = headingScore(matchQuality(heading, q)) * this.boost(c.doc);
      if (c.kind === 'text' && q.length > 0 && squash(text).includes(q)) c.score = 30 * this.boost(c.doc);
    });
    const hits = group(top.sort(byScore)).slice(0, maxHits);

    const words = [...new Set([...terms, ...bodyTerms])];
    const re = matcher(words);
    const out = await Promise.all(hits.map(async (c): Promise<SearchHit> => {
      const [route, title, section, version, , crumbs, type] = this.docs[c.doc];
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
        crumbs: crumbs ?? section,
        type: type ?? '',
      };
    }));
    return { query, hits: out, words, corrected };
  }

  private boost(doc: number): number {
    const b = this.docs[doc][7];
    return typeof b === 'number' ? b : 1;
  }

  /** Every title, heading and body candidate once (a section's best kind), scored, best first. */
  private candidates(found: { t: number[]; h: number[]; b: number[] }, exact: number[], filter: SearchFilter, q: string): Candidate[] {
    // Another docs plugin's pages ("community/current") are kept: the filter is the
    // default plugin's version being read.
    const keep = (doc: number) => !filter.version || this.docs[doc][3] === filter.version || this.docs[doc][3].includes('/');
    const out: Candidate[] = [];
    const seen = new Set<number>();
    let order = 0;
    const push = (doc: number, sec: number, kind: HitKind, score: number) => {
      if (seen.has(sec) || !keep(doc)) return;
      seen.add(sec);
      out.push({ doc, sec, kind, score: score * this.boost(doc), order: order++ });
    };
    for (const doc of [...exact, ...found.t]) push(doc, this.sectionStart[doc], 'title', titleScore(matchQuality(this.docs[doc][1], q)));
    // A heading's text is read later, for the best candidates; until then it scores as a phrase would.
    for (const sec of found.h) push(this.sectionDoc[sec], sec, 'heading', 55);
    for (const sec of found.b) push(this.sectionDoc[sec], sec, 'text', 20);
    return out.sort(byScore);
  }
}

const byScore = (a: Candidate, b: Candidate) => b.score - a.score || a.order - b.order;

/** Results shown for one page at most. */
const PER_PAGE = 4;

/**
 * Results of one page together (at most PER_PAGE), pages in the order of their best
 * result, the page itself first.
 */
function group(sorted: Candidate[]): Candidate[] {
  const pages = new Map<number, Candidate[]>();
  for (const c of sorted) {
    const list = pages.get(c.doc);
    if (!list) pages.set(c.doc, [c]);
    else if (list.length < PER_PAGE) list.push(c);
  }
  const out: Candidate[] = [];
  for (const list of pages.values()) {
    const title = list.findIndex((c) => c.kind === 'title');
    if (title > 0) list.unshift(...list.splice(title, 1));
    out.push(...list);
  }
  return out;
}
