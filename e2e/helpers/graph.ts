/** Read-only access to a built graph, so tests derive what they expect from the content. */
import fs from 'node:fs';
import path from 'node:path';
import type { CategoryPage, DocPage, Graph } from '../../web/lib/graph-types';
import { FIXTURE_GRAPH_DIR, GRAPH_DIR } from './env';

const cache = new Map<string, unknown>();
function readJSON<T>(file: string): T {
  if (!cache.has(file)) cache.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
  return cache.get(file) as T;
}

export function graph(dir = GRAPH_DIR): Graph {
  return readJSON<Graph>(path.join(dir, 'graph.json'));
}

export function page(route: string, dir = GRAPH_DIR): DocPage | CategoryPage {
  const entry = graph(dir).routes.find((r) => r.route === route);
  if (!entry) throw new Error(`no route ${route} in ${dir}`);
  return readJSON<DocPage | CategoryPage>(path.join(dir, entry.data));
}

export const fixtureGraph = () => graph(FIXTURE_GRAPH_DIR);
export const fixturePage = (route: string) => page(route, FIXTURE_GRAPH_DIR);

/** Docs of the default site, in route order. */
export function docs(dir = GRAPH_DIR): DocPage[] {
  return graph(dir).routes.filter((r) => r.kind === 'doc').map((r) => page(r.route, dir) as DocPage);
}

/** The first doc matching a predicate (fails the test when the content has none). */
export function docWhere(pred: (d: DocPage) => boolean, what: string, dir = GRAPH_DIR): DocPage {
  const d = docs(dir).find(pred);
  if (!d) throw new Error(`the content has no doc with ${what}`);
  return d;
}

/**
 * The routes of generated reference pages (/all-types/…, not its index), and an even
 * sample of n of them: every such page comes from the same few templates, so the
 * audits of `make test` open a sample spread over them (`all` gives every one).
 */
export function referenceSample(routes: string[], n: number, all = false): { reference: string[]; sample: string[] } {
  const reference = routes.filter((r) => r.startsWith('/all-types/') && r !== '/all-types/');
  const k = Math.min(n, reference.length);
  const sample = all ? reference : Array.from({ length: k }, (_, i) => reference[Math.floor((i * reference.length) / k)]);
  return { reference, sample };
}
