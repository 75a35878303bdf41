import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useRouter } from 'next/router';
import type { SearchHit, SearchResult } from '../../lib/search/client';
import { samePath, stripBase, withBase } from '../../lib/url';
import { useLayout } from '../Layout/context';
import { isPlainClick } from '../Link';
import styles from './Search.module.css';

type Client = typeof import('../../lib/search/client');
type Loaded = { client: Client; engine: Awaited<ReturnType<Client['openSearch']>> };

// One engine per page session: it survives client-side navigations and remounts.
// `stamp`: the graph's build time, which names the search files (LayoutData.searchStamp;
// page data rather than code, so the code stays the same from one build to the next).
let loading: Promise<Loaded> | null = null;
function loadSearch(stamp: string): Promise<Loaded> {
  if (!loading) {
    loading = import('../../lib/search/client').then(async (client) => ({ client, engine: await client.openSearch(stamp) }));
    loading.catch(() => { loading = null; });
  }
  return loading;
}

/** Words to mark on the page a chosen result opens, applied once that page has rendered. */
let pending: { words: string[]; anchor: string } | null = null;

async function markPage(markClass: string) {
  const job = pending;
  pending = null;
  if (!job || !loading) return;
  const { client } = await loading;
  const main = document.getElementById('main-content');
  if (!main) return;
  client.clearHighlights(main);
  const root = main.querySelector('article') ?? main;
  const marks = client.highlightWords(root, job.words, markClass);
  client.firstMark(marks, job.anchor)?.scrollIntoView({ block: 'center' });
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

const isMac = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/**
 * The search box (WAI-ARIA combobox with a listbox popup). It is disabled, showing
 * "Loading...", until the index has loaded; loading starts when the reader hovers,
 * focuses or clicks it, never on page load. aria-disabled (not the disabled attribute)
 * keeps it focusable, so keyboard focus can start the loading too. Ctrl+K / ⌘+K
 * focuses it from anywhere.
 */
export default function Search() {
  const router = useRouter();
  const { layout, version } = useLayout();
  const [status, setStatus] = useState<Status>('idle');
  const [mac, setMac] = useState(false);
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<SearchResult | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const seq = useRef(0);
  const id = useId();
  const listId = `${id}-results`;
  const ready = status === 'ready';
  // Results from the docs version being read (the latest outside the docs).
  const searchVersion = layout.versions ? version ?? layout.versions.find((v) => v.isLast)?.name ?? null : null;

  const attach = useCallback(() => {
    setStatus('loading');
    loadSearch(layout.searchStamp).then(
      () => { setMac(isMac()); setStatus('ready'); },
      (err: unknown) => { console.warn(err); setStatus('error'); },
    );
  }, [layout.searchStamp]);
  const start = () => { if (status === 'idle' || status === 'error') attach(); };

  // Mounted again after the engine was loaded (or while it loads): take it over.
  useEffect(() => { if (loading) attach(); }, [attach]);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Marks: removed before React replaces the page, added once the chosen page is in.
  useEffect(() => {
    const clear = () => { if (loading) void loading.then(({ client }) => client.clearHighlights(document.getElementById('main-content') ?? document)); };
    const done = () => {
      if (!pending) return;
      requestAnimationFrame(() => requestAnimationFrame(() => { void markPage(styles.mark); }));
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

  const runSearch = (q: string) => {
    const n = ++seq.current;
    if (!q.trim() || !loading) { setResult(null); return; }
    void loading.then(({ engine }) => engine.search(q, { version: searchVersion })).then((r) => {
      if (n !== seq.current) return;
      setResult(r);
      setActive(-1);
    }, (err: unknown) => console.warn(err));
  };

  const choose = (hit: SearchHit) => {
    pending = { words: result?.words ?? [], anchor: hit.anchor };
    seq.current++;
    setQuery('');
    setResult(null);
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    const here = samePath(stripBase(window.location.pathname), hit.route)
      && decodeURIComponent(window.location.hash.slice(1)) === hit.anchor;
    if (here) void markPage(styles.mark);
    else void router.push(hit.href);
  };

  const hits = result?.hits ?? [];
  const move = (to: number) => {
    if (!hits.length) return;
    const next = (to + hits.length) % hits.length;
    setOpen(true);
    setActive(next);
    document.getElementById(`${listId}-${next}`)?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') { e.preventDefault(); move(open ? active + 1 : 0); }
    else if (e.key === 'ArrowUp') { e.preventDefault(); move(open ? active - 1 : hits.length - 1); }
    else if (e.key === 'Enter') {
      const hit = open ? hits[active] ?? hits[0] : undefined;
      if (hit) { e.preventDefault(); choose(hit); }
    } else if (e.key === 'Escape') {
      if (open) { e.preventDefault(); setOpen(false); setActive(-1); }
      else if (query) { e.preventDefault(); setQuery(''); runSearch(''); }
    }
  };

  const onResultClick = (e: MouseEvent<HTMLAnchorElement>, hit: SearchHit) => {
    if (!isPlainClick(e)) return; // new tab or window: the browser follows the link
    e.preventDefault();
    choose(hit);
  };

  const showList = open && query.trim() !== '' && result !== null;
  const placeholder = ready ? `Search ${mac ? '⌘' : 'Ctrl'}+K` : status === 'error' ? 'Search unavailable' : 'Loading...';
  return (
    <div
      className={styles.search}
      onPointerEnter={start}
      onPointerDown={start}
      onTouchStart={start}
      onClick={start}
      onFocus={start}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) { setOpen(false); setActive(-1); } }}
    >
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-disabled={ready ? undefined : true}
        aria-busy={status === 'loading' || undefined}
        readOnly={!ready}
        placeholder={placeholder}
        value={query}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        className={styles.input}
        onFocus={() => { if (query.trim()) setOpen(true); }}
        onChange={(e) => { if (!ready) return; setQuery(e.target.value); setOpen(true); runSearch(e.target.value); }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.panel} hidden={!showList}>
        {/* mousedown would move the focus out of the box before the click lands */}
        <div id={listId} role="listbox" aria-label="Search results" onMouseDown={(e) => e.preventDefault()}>
          {hits.map((hit, i) => (
            <a
              key={`${hit.href}-${i}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              href={withBase(hit.href)}
              className={styles.hit}
              onClick={(e) => onResultClick(e, hit)}
              onMouseMove={() => { if (i !== active) setActive(i); }}
            >
              <span className={styles.hitTitle}>{hit.title}</span>
              {hit.heading && <span className={styles.hitHeading}>{hit.heading}</span>}
              {hit.snippet && <span className={styles.hitSnippet}><Snippet hit={hit} /></span>}
            </a>
          ))}
        </div>
        {result && hits.length === 0 && <p className={styles.empty}>No results for “{result.query}”</p>}
      </div>
      <span role="status" className={styles.status}>
        {showList ? `${hits.length} ${hits.length === 1 ? 'result' : 'results'}` : ''}
      </span>
    </div>
  );
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
