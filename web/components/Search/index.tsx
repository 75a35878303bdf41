import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type RefObject } from 'react';
import { t } from '../../lib/i18n';
import { useLayout } from '../Layout/context';
import styles from './Search.module.css';

/** What the working box (./Box.tsx) gets: the input's ref, and whether to take the focus. */
export interface BoxProps { input: RefObject<HTMLInputElement>; focus: boolean }

type Loaded = ComponentType<BoxProps>;

// One search per page session: its code and index survive client-side navigations and remounts.
// `stamp`: the graph's build time, which names the search files (LayoutData.searchStamp;
// page data rather than code, so the code stays the same from one build to the next).
let loading: Promise<Loaded> | null = null;
let loadingDir = '';
function load(stamp: string, dir: string): Promise<Loaded> {
  if (!loading || loadingDir !== dir) {
    loadingDir = dir;
    loading = import('./Box').then(async (m) => { await m.ready(stamp, dir); return m.default; });
    loading.catch(() => { loading = null; });
  }
  return loading;
}

/**
 * The search box (WAI-ARIA combobox with a listbox popup). Until the reader shows
 * intent it is this inert box, disabled and showing "Loading...": hovering, focusing or
 * clicking it loads the search code (./Box.tsx) and the index, never on page load, and
 * the working box then takes its place (and its focus). aria-disabled (not the disabled
 * attribute) keeps it focusable, so keyboard focus can start the loading too. Ctrl+K /
 * ⌘+K focuses it from anywhere.
 */
export default function Search() {
  const input = useRef<HTMLInputElement>(null);
  const [box, setBox] = useState<{ Box: Loaded; focus: boolean } | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const id = useId();
  const { layout } = useLayout();
  const dir = layout.localePrefix ? `/${layout.locale}` : '';

  const attach = useCallback(() => {
    setStatus('loading');
    load(layout.searchStamp, dir).then(
      (Box) => setBox({ Box, focus: input.current !== null && document.activeElement === input.current }),
      (err: unknown) => { console.warn(err); setStatus('error'); },
    );
  }, [layout.searchStamp, dir]);
  const start = () => { if (status !== 'loading') attach(); };

  // Mounted again after the search was loaded (or while it loads): take it over.
  useEffect(() => { if (loading) attach(); }, [attach]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (box) return <box.Box input={input} focus={box.focus} />;
  return (
    <div
      className={styles.search}
      onPointerEnter={start}
      onPointerDown={start}
      onTouchStart={start}
      onClick={start}
      onFocus={start}
    >
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label={t(layout, 'theme.SearchBar.label')}
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={`${id}-results`}
        aria-disabled
        aria-busy={status === 'loading' || undefined}
        readOnly
        placeholder={t(layout, status === 'error' ? 'theme.SearchBar.unavailable' : 'theme.SearchBar.loading')}
        value=""
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        className={styles.input}
      />
      <div className={styles.panel} hidden>
        <div id={`${id}-results`} role="listbox" aria-label="Search results" />
      </div>
      <span role="status" className={styles.status} />
    </div>
  );
}
