import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ClientSidebar, ClientSidebarCategory, ClientSidebarHtml, ClientSidebarItem } from '../../lib/page-types';
import { sidebarListKey, sidebarListPath } from '../../lib/page-types';
import { samePath, withBase } from '../../lib/url';
import Collapsible from '../Collapsible';
import { LayoutContext } from '../Layout/context';
import Link from '../Link';
import { Loading } from '../PageLoader';
import styles from './Sidebar.module.css';

// A layout effect in the browser; on the server (where it would not run) a plain one,
// which React 18 does not warn about (next dev printed a warning on every page).
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A list of the sidebar as the component knows it: whole, or partial (only the branch
 * to the current page, each item with its `index` in the whole list).
 */
interface List { items: ClientSidebarItem[]; partial: boolean }
type Resolve = (path: readonly number[]) => List | null;

/** Lists of large sidebars fetched from their shared files, by URL (shared by every page). */
const listCache = new Map<string, Promise<ClientSidebarItem[]>>();

function fetchList(files: string, path: readonly number[]): Promise<ClientSidebarItem[]> {
  const url = withBase(sidebarListPath(files, path));
  let p = listCache.get(url);
  if (!p) {
    p = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`sidebar: HTTP ${r.status}`);
      return r.json() as Promise<ClientSidebarItem[]>;
    });
    p.catch(() => listCache.delete(url));
    listCache.set(url, p);
  }
  return p;
}

/** The lists a page's props hold, by key (sidebarListKey). */
function inlineLists(items: ClientSidebarItem[], partial: boolean): Map<string, List> {
  const out = new Map<string, List>();
  const walk = (list: ClientSidebarItem[], isPartial: boolean, path: number[]) => {
    out.set(sidebarListKey(path), { items: list, partial: isPartial });
    list.forEach((it, i) => {
      if (it.type === 'category' && it.items) walk(it.items, it.partial === true, [...path, isPartial ? (it.index ?? i) : i]);
    });
  };
  walk(items, partial, []);
  return out;
}

/** Keys of the categories that contain the current route (they show expanded). */
function activeKeys(resolve: Resolve, route: string): Set<string> {
  const out = new Set<string>();
  const visit = (path: number[]): boolean => {
    const list = resolve(path);
    if (!list) return false;
    let found = false;
    list.items.forEach((it, i) => {
      const at = list.partial ? (it.index ?? i) : i;
      if (it.type === 'category') {
        const p = [...path, at];
        if (visit(p) || (it.href !== null && samePath(it.href, route))) { out.add(sidebarListKey(p)); found = true; }
      } else if (it.type === 'link' && samePath(it.href, route)) found = true;
    });
    return found;
  };
  visit([]);
  return out;
}

interface Ctx {
  route: string;
  resolve: Resolve;
  active: Set<string>;
  load: (path: readonly number[]) => Promise<void>;
  onNavigate?: () => void;
  /** themeConfig.docs.sidebar.autoCollapseCategories */
  autoCollapse: boolean;
}
const SidebarContext = createContext<Ctx | null>(null);

/**
 * A list that is not (wholly) here yet: loads it when mounted (after hydration, or when
 * its category is first expanded) and shows Loading's states (a spinner after 200 ms, an
 * error with Retry).
 */
function Pending({ path }: { path: readonly number[] }) {
  const ctx = useContext(SidebarContext) as Ctx;
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const key = sidebarListKey(path);
  useEffect(() => {
    let live = true;
    ctx.load(path).catch((e) => { if (live) setError(e ?? new Error('load failed')); });
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ctx.load, key, attempt]);
  return <Loading as="li" className={styles.loading} error={error} retry={() => { setError(null); setAttempt((a) => a + 1); }} />;
}

/**
 * The category of a list expanded last (its index), for autoCollapseCategories: as in
 * Docusaurus, expanding a category collapses its collapsible siblings.
 */
interface Siblings { expanded: number | null; setExpanded: (at: number | null) => void }

function Category({ item, path, siblings }: { item: ClientSidebarCategory; path: number[]; siblings: Siblings }) {
  const ctx = useContext(SidebarContext) as Ctx;
  const active = ctx.active.has(sidebarListKey(path));
  const at = path[path.length - 1];
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !active);
  const update = (toCollapsed: boolean) => {
    siblings.setExpanded(toCollapsed ? null : at);
    setCollapsed(toCollapsed);
  };
  // Expand along the current path (which, with autoCollapseCategories, collapses the
  // siblings); never collapse the current path automatically.
  useEffect(() => { if (active && collapsed) update(false); }, [active]); // eslint-disable-line react-hooks/exhaustive-deps
  const { expanded } = siblings;
  useEffect(() => {
    if (ctx.autoCollapse && item.collapsible && expanded !== null && expanded !== at) setCollapsed(true);
  }, [ctx.autoCollapse, item.collapsible, expanded, at]);

  const list = ctx.resolve(path);
  const isCurrent = item.href !== null && samePath(item.href, ctx.route);
  const toggle = () => update(!collapsed);
  const caretLabel = `${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`;
  return (
    <li className={styles.category}>
      <div className={`${styles.row} ${active ? styles.activeBranch : ''}`}>
        {item.href !== null ? (
          <>
            <Link
              href={item.href}
              className={`${styles.link} ${isCurrent ? styles.current : ''}`}
              aria-current={isCurrent ? 'page' : undefined}
              onClick={() => { if (collapsed) update(false); ctx.onNavigate?.(); }}
            >
              {item.label}
            </Link>
            {item.collapsible && (
              <button type="button" className={styles.caret} aria-label={caretLabel} aria-expanded={!collapsed} onClick={toggle} />
            )}
          </>
        ) : (
          <button
            type="button"
            className={`${styles.link} ${styles.categoryButton}`}
            aria-expanded={!collapsed}
            onClick={item.collapsible ? toggle : undefined}
          >
            {item.label}
          </button>
        )}
      </div>
      <Collapsible collapsed={collapsed} lazy as="ul" className={styles.list}>
        {list ? <Items list={list} path={path} /> : <Pending path={path} />}
      </Collapsible>
    </li>
  );
}

/** An html item: the compiler's sanitised HTML; defaultStyle gives it a link's padding. */
function Html({ item }: { item: ClientSidebarHtml }) {
  const className = [item.defaultStyle ? styles.htmlDefault : '', item.className ?? ''].filter(Boolean).join(' ');
  return <li className={className || undefined} dangerouslySetInnerHTML={{ __html: item.value }} />;
}

function Items({ list, path }: { list: List; path: number[] }) {
  const ctx = useContext(SidebarContext) as Ctx;
  const [expanded, setExpanded] = useState<number | null>(null);
  const siblings = useMemo<Siblings>(() => ({ expanded, setExpanded }), [expanded]);
  return (
    <>
      {list.items.map((item, i) => {
        const at = list.partial ? (item.index ?? i) : i;
        if (item.type === 'html') return <Html key={`${at}:html`} item={item} />;
        const key = `${at}:${item.label}`;
        if (item.type === 'category') return <Category key={key} item={item} path={[...path, at]} siblings={siblings} />;
        const current = samePath(item.href, ctx.route);
        return (
          <li key={key}>
            <Link
              href={item.href}
              external={item.external}
              className={`${styles.link} ${current ? styles.current : ''}`}
              aria-current={current ? 'page' : undefined}
              onClick={() => ctx.onNavigate?.()}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
      {list.partial && <Pending path={path} />}
    </>
  );
}

/** The nearest ancestor that scrolls vertically (the sidebar's column or the mobile menu). */
function scrollParent(el: HTMLElement | null): HTMLElement | null {
  for (let p = el?.parentElement ?? null; p; p = p.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(p).overflowY)) return p;
  }
  return null;
}

/**
 * The docs sidebar: a nav named "Docs sidebar". A large sidebar arrives as the branch of
 * the current page (see ClientSidebar); after hydration the partial lists load from the
 * shared files, and collapsed categories load theirs when first expanded. The current
 * link keeps its place on screen while lists arrive above it.
 */
export default function Sidebar({ sidebar, route, onNavigate }: { sidebar: ClientSidebar; route: string; onNavigate?: () => void }) {
  const { files } = sidebar;
  const nav = useRef<HTMLElement>(null);
  const anchor = useRef<number | null>(null);
  // Whole lists the pages shown so far had inline stay known (a category the reader
  // left stays expanded, without loading its file).
  const kept = useRef(new Map<string, ClientSidebarItem[]>());
  const inline = useMemo(() => {
    const lists = inlineLists(sidebar.items, sidebar.partial);
    for (const [key, l] of lists) if (!l.partial) kept.current.set(key, l.items);
    return lists;
  }, [sidebar.items, sidebar.partial]);
  const [loaded, setLoaded] = useState<ReadonlyMap<string, ClientSidebarItem[]>>(() => new Map());
  const resolve = useCallback<Resolve>((path) => {
    const key = sidebarListKey(path);
    const whole = loaded.get(key) ?? kept.current.get(key);
    return whole ? { items: whole, partial: false } : inline.get(key) ?? null;
  }, [loaded, inline]);
  const currentTop = () => nav.current?.querySelector('[aria-current="page"]')?.getBoundingClientRect().top ?? null;
  const load = useCallback(async (path: readonly number[]) => {
    if (!files) throw new Error('sidebar: no data for this category');
    const items = await fetchList(files, path);
    const key = sidebarListKey(path);
    if (anchor.current === null) anchor.current = currentTop();
    setLoaded((m) => (m.get(key) === items ? m : new Map(m).set(key, items)));
  }, [files]);
  // Lists inserted above the current link push it down: scroll back by as much.
  useBrowserLayoutEffect(() => {
    const before = anchor.current;
    anchor.current = null;
    const after = currentTop();
    if (before === null || after === null || after === before) return;
    const box = scrollParent(nav.current);
    if (box) box.scrollTop += after - before;
  }, [loaded]);
  const active = useMemo(() => activeKeys(resolve, route), [resolve, route]);
  const autoCollapse = useContext(LayoutContext)?.layout.docsSidebar?.autoCollapseCategories === true;
  const ctx = useMemo<Ctx>(
    () => ({ route, resolve, active, load, onNavigate, autoCollapse }),
    [route, resolve, active, load, onNavigate, autoCollapse],
  );
  const root = resolve([]) ?? { items: [], partial: true };
  return (
    <SidebarContext.Provider value={ctx}>
      <nav ref={nav} aria-label="Docs sidebar" className={styles.sidebar}>
        <ul className={styles.list}>
          <Items list={root} path={[]} />
        </ul>
      </nav>
    </SidebarContext.Provider>
  );
}
