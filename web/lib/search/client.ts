/**
 * The search code a page loads when the reader shows intent (hover, focus or click on
 * the search box): the engine (with flexsearch's encoder), and the page highlighter.
 */
import { basePath } from '../url';
import { SearchEngine } from './engine';
import { SEARCH_DIR } from './format';

export { clearHighlights, firstMark, highlightWords } from './highlight';
export type { SearchEngine, SearchHit, SearchResult } from './engine';

/**
 * Loads the search document file and the search index file of build `stamp`, of one
 * locale: `dir` is "" for the default locale, else "/<code>" (each locale has its own
 * index, under /_contentc/search/<code>/).
 */
export function openSearch(stamp: string, dir = ''): Promise<SearchEngine> {
  if (!stamp) return Promise.reject(new Error('search: the site was built without a search index'));
  const base = `${basePath}${SEARCH_DIR}${dir}/`;
  return SearchEngine.load(async (file) => {
    const res = await fetch(base + file);
    if (!res.ok) throw new Error(`search: ${file}: HTTP ${res.status}`);
    return res.json();
  }, stamp);
}
