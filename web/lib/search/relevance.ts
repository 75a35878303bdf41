/**
 * The relevance benchmark: queries a reader types, each with the page they want.
 * Used by the unit test (top-3 must stay at 90% or more) and by `make bench`.
 */
import type { SearchEngine } from './engine';

export interface RelevanceQuery {
  q: string;
  /** the route of the page the reader wants */
  want: string;
}

export interface RelevanceReport {
  queries: number;
  top1: number;
  top3: number;
  /** mean reciprocal rank of the wanted page (0 when it is not among the results) */
  mrr: number;
  /** [query, wanted route, rank or 0, first result] */
  rows: [string, string, number, string][];
}

/** The rank (1-based) of the first result on route `want`, 0 if none. */
export function rankOf(routes: string[], want: string): number {
  const i = routes.indexOf(want);
  return i < 0 ? 0 : i + 1;
}

export async function evaluate(engine: SearchEngine, queries: RelevanceQuery[], version: string | null = null): Promise<RelevanceReport> {
  const rows: RelevanceReport['rows'] = [];
  let top1 = 0;
  let top3 = 0;
  let rr = 0;
  for (const { q, want } of queries) {
    const { hits } = await engine.search(q, { version });
    const routes = [...new Set(hits.map((h) => h.route))];
    const rank = rankOf(routes, want);
    if (rank === 1) top1++;
    if (rank >= 1 && rank <= 3) top3++;
    if (rank) rr += 1 / rank;
    rows.push([q, want, rank, routes[0] ?? '']);
  }
  const n = queries.length || 1;
  return { queries: queries.length, top1: top1 / n, top3: top3 / n, mrr: rr / n, rows };
}
