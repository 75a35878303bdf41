import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useRouter } from 'next/router';
import {
  clearHighlights, firstMark, highlightWords, openSearch, type SearchEngine, type SearchHit, type SearchResult,
} from '../../lib/search/client';
import { samePath, stripBase, withBase } from '../../lib/url';
import { t } from '../../lib/i18n';
import { useLayout } from '../Layout/context';
import { isPlainClick } from '../Link';
import type { BoxProps } from '.';
import styles from './Search.module.css';

// One engine per page session and locale: it survives client-side navigations and remounts.
let engine: SearchEngine | null = null;
let engineDir = '';

/**
 * Loads the search document file and the search index file (the box waits for them);
 * `stamp` is the graph's build time, which names them; `dir` the locale's folder.
 */
export async function ready(stamp: string, dir = ''): Promise<void> {
  if (engine && engineDir === dir) return;
  engine = await openSearch(stamp, dir);
  engineDir = dir;
}

/** Words to mark on the page a chosen result opens, applied once that page has rendered. */
let pending: { words: string[]; anchor: string } | null = null;

function markPage(markClass: string) {
  const job = pending;
  pending = null;
  const main = document.getElementById('main-content');
  if (!job || !main) return;
  clearHighlights(main);
  const root = main.querySelector('article') ?? main;
  const marks = highlightWords(root, job.words, markClass);
  firstMark(marks, job.anchor)?.scrollIntoView({ block: 'center' });
}

const isMac = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/**
 * The working search box (WAI-ARIA combobox with a listbox popup), in place of the
 * inert one (./index.tsx) once this code and the index have loaded. It takes the focus
 * when the inert box had it.
 */
export default function Box({ input, focus }: BoxProps) {
  const router = useRouter();
  const { layout, version } = useLayout();
  const [mac] = useState(isMac);
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<SearchResult | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A search is running for the query typed last (its results are not in yet).
  const [busy, setBusy] = useState(false);
  const seq = useRef(0);
  // The result the reader moved to with the arrows (or the mouse), by link.
  const activeHref = useRef<string | null>(null);
  // Enter was pressed while the last words were still being searched, with no
  // result chosen: the first result of those words opens when they are in.
  const enterPending = useRef(false);
  const id = useId();
  const listId = `${id}-results`;
  // Results from the docs version being read (the latest outside the docs).
  const searchVersion = layout.versions ? version ?? layout.versions.find((v) => v.isLast)?.name ?? null : null;

  // Before paint: the inert box it replaces had the focus.
  useLayoutEffect(() => { if (focus) input.current?.focus(); }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Marks: removed before React replaces the page, added once the chosen page is in.
  useEffect(() => {
    const clear = () => clearHighlights(document.getElementById('main-content') ?? document);
    const done = () => {
      if (!pending) return;
      requestAnimationFrame(() => requestAnimationFrame(() => markPage(styles.mark)));
    };
    router.events.on('routeChangeStart', clear);
    router.events.on('routeChangeComplete', done);
    router.events.on('hashChangeComplete', done);
    return () => {
      router.events.off('routeChangeStart', clear);
      router.events.off('routeChangeComplete', done);
      router.events.off('hashChangeComplete', done);
    };
  }, [router.events]);

  /** Makes result i of the list shown the active one (-1: none). */
  const select = (i: number) => {
    activeHref.current = result?.hits[i]?.href ?? null;
    setActive(i);
  };

  const runSearch = (q: string) => {
    const n = ++seq.current;
    enterPending.current = false;
    select(-1);
    if (!q.trim() || !engine) { setResult(null); setBusy(false); return; }
    setBusy(true);
    engine.search(q, { version: searchVersion }).then((r) => {
      if (n !== seq.current) return;
      if (enterPending.current) {
        enterPending.current = false;
        if (r.hits[0]) { choose(r.hits[0], r.words); return; }
      }
      setResult(r);
      setBusy(false);
      // Arrows pressed before these results came in keep their choice when it is
      // still among them (typing fast then pressing ArrowDown must not lose it).
      const href = activeHref.current;
      const i = href ? r.hits.findIndex((h) => h.href === href) : -1;
      if (i < 0) activeHref.current = null;
      setActive(i);
    }, (err: unknown) => { if (n === seq.current) setBusy(false); console.warn(err); });
  };

  const choose = (hit: SearchHit, words = result?.words ?? []) => {
    pending = { words, anchor: hit.anchor };
    enterPending.current = false;
    seq.current++;
    setQuery('');
    setResult(null);
    setBusy(false);
    setOpen(false);
    select(-1);
    input.current?.blur();
    const here = samePath(stripBase(window.location.pathname), hit.route)
      && decodeURIComponent(window.location.hash.slice(1)) === hit.anchor;
    if (here) markPage(styles.mark);
    else void router.push(hit.href);
  };

  const hits = result?.hits ?? [];
  const move = (to: number) => {
    if (!hits.length) return;
    const next = (to + hits.length) % hits.length;
    setOpen(true);
    select(next);
    document.getElementById(`${listId}-${next}`)?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') { e.preventDefault(); move(open ? active + 1 : 0); }
    else if (e.key === 'ArrowUp') { e.preventDefault(); move(open ? active - 1 : hits.length - 1); }
    else if (e.key === 'Enter') {
      if (busy && query.trim() && !(open && hits[active])) {
        // The list shown is for fewer words than were typed: open the first
        // result of what was typed, once it is in.
        e.preventDefault();
        enterPending.current = true;
        return;
      }
      const hit = open ? hits[active] ?? hits[0] : undefined;
      if (hit) { e.preventDefault(); choose(hit); }
    } else if (e.key === 'Escape') {
      enterPending.current = false;
      if (open) { e.preventDefault(); setOpen(false); select(-1); }
      else if (query) { e.preventDefault(); setQuery(''); runSearch(''); }
    }
  };

  const onResultClick = (e: MouseEvent<HTMLAnchorElement>, hit: SearchHit) => {
    if (!isPlainClick(e)) return; // new tab or window: the browser follows the link
    e.preventDefault();
    choose(hit);
  };

  const showList = open && query.trim() !== '' && result !== null;
  return (
    <div
      className={styles.search}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) { setOpen(false); select(-1); } }}
    >
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label={t(layout, 'theme.SearchBar.label')}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={`${t(layout, 'theme.SearchBar.label')} ${mac ? '⌘' : 'Ctrl'}+K`}
        value={query}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        className={styles.input}
        onFocus={() => { if (query.trim()) setOpen(true); }}
        onChange={(e) => { setQuery(e.target.value); setOpen(true); runSearch(e.target.value); }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.panel} hidden={!showList}>
        {/* mousedown would move the focus out of the box before the click lands */}
        <div id={listId} role="listbox" aria-label="Search results" aria-busy={busy} onMouseDown={(e) => e.preventDefault()}>
          {groups(hits).map(({ start, items }) => (
            <div key={`${items[0].route}-${start}`} role="group" aria-label={items[0].title} className={styles.group}>
              {items.map((hit, k) => {
                const i = start + k;
                return (
                  <a
                    key={`${hit.href}-${i}`}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    tabIndex={-1}
                    href={withBase(hit.href)}
                    className={k === 0 ? styles.hit : `${styles.hit} ${styles.hitChild}`}
                    onClick={(e) => onResultClick(e, hit)}
                    onMouseMove={() => { if (i !== active) select(i); }}
                  >
                    <span className={k === 0 ? styles.hitTitle : styles.visuallyHidden}>{hit.title}</span>
                    {k === 0 && <span className={styles.hitWhere}>{hit.type || hit.crumbs}</span>}
                    {hit.heading && <span className={styles.hitHeading}>{hit.heading}</span>}
                    {hit.snippet && <span className={styles.hitSnippet}><Snippet hit={hit} /></span>}
                  </a>
                );
              })}
            </div>
          ))}
        </div>
        {result && hits.length === 0 && <p className={styles.empty}>{t(layout, 'theme.SearchBar.noResults')} “{result.query}”</p>}
      </div>
      <span role="status" className={styles.status}>
        {showList ? `${hits.length} ${hits.length === 1 ? 'result' : 'results'}` : ''}
      </span>
    </div>
  );
}

/** Consecutive results of one page, as the engine groups them. */
function groups(hits: SearchHit[]): { start: number; items: SearchHit[] }[] {
  const out: { start: number; items: SearchHit[] }[] = [];
  hits.forEach((hit, i) => {
    const last = out[out.length - 1];
    if (last && last.items[0].route === hit.route) last.items.push(hit);
    else out.push({ start: i, items: [hit] });
  });
  return out;
}

/** The snippet as text; its matches marked only when the site enables highlightResult. */
function Snippet({ hit }: { hit: SearchHit }) {
  if (!hit.snippetMarks.length) return <>{hit.snippet}</>;
  const parts = [];
  let at = 0;
  for (const [a, b] of hit.snippetMarks) {
    parts.push(hit.snippet.slice(at, a), <mark key={a}>{hit.snippet.slice(a, b)}</mark>);
    at = b;
  }
  parts.push(hit.snippet.slice(at));
  return <>{parts}</>;
}
