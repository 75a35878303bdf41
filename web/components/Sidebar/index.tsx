import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { SidebarItem } from '../../lib/graph-types';
import type { ClientSidebar, ClientSidebarCategory, ClientSidebarItem } from '../../lib/page-types';
import { sidebarDataPath } from '../../lib/page-types';
import { samePath, withBase } from '../../lib/url';
import Collapsible from '../Collapsible';
import Link from '../Link';
import { Loading } from '../PageLoader';
import styles from './Sidebar.module.css';

/** Full sidebars fetched on demand, shared by every page (large sidebars only). */
const fullCache = new Map<string, Promise<SidebarItem[]>>();

function loadFull(version: string, name: string): Promise<SidebarItem[]> {
  const key = `${version}\n${name}`;
  let p = fullCache.get(key);
  if (!p) {
    p = fetch(withBase(sidebarDataPath(version, name)))
      .then((r) => { if (!r.ok) throw new Error(`sidebar ${name}: HTTP ${r.status}`); return r.json() as Promise<SidebarItem[]>; });
    p.catch(() => fullCache.delete(key));
    fullCache.set(key, p);
  }
  return p;
}

interface Ctx { route: string; loadBranch: (path: number[]) => Promise<SidebarItem[]>; onNavigate?: () => void }
const SidebarContext = createContext<Ctx | null>(null);

function contains(item: ClientSidebarItem, route: string): boolean {
  if (item.href !== null && samePath(item.href, route)) return true;
  return item.type === 'category' && (item.items ?? []).some((c) => contains(c, route));
}

function Category({ item, path }: { item: ClientSidebarCategory; path: number[] }) {
  const ctx = useContext(SidebarContext) as Ctx;
  const active = contains(item, ctx.route);
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !active);
  const [items, setItems] = useState<ClientSidebarItem[] | null>(item.items);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  // Expand along the current path; never collapse automatically.
  useEffect(() => { if (active) setCollapsed(false); }, [active]);
  useEffect(() => { if (item.items) setItems(item.items); }, [item.items]);
  useEffect(() => {
    if (collapsed || items) return;
    ctx.loadBranch(path).then(setItems, (e) => setError(e ?? new Error('load failed')));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collapsed, items, ctx.loadBranch, path.join('.'), attempt]);

  const isCurrent = item.href !== null && samePath(item.href, ctx.route);
  const toggle = () => setCollapsed((c) => !c);
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
              onClick={() => { if (collapsed) setCollapsed(false); ctx.onNavigate?.(); }}
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
        {items ? <Items items={items} path={path} /> : (
          <Loading as="li" className={styles.loading} error={error} retry={() => { setError(null); setAttempt((a) => a + 1); }} />
        )}
      </Collapsible>
    </li>
  );
}

function Items({ items, path }: { items: ClientSidebarItem[]; path: number[] }) {
  const ctx = useContext(SidebarContext) as Ctx;
  return (
    <>
      {items.map((item, i) => {
        const key = `${i}:${item.label}`;
        if (item.type === 'category') return <Category key={key} item={item} path={[...path, i]} />;
        const current = samePath(item.href, ctx.route);
        return (
          <li key={key}>
            <Link
              href={item.href}
              className={`${styles.link} ${current ? styles.current : ''}`}
              aria-current={current ? 'page' : undefined}
              onClick={() => ctx.onNavigate?.()}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </>
  );
}

/** The docs sidebar: a nav named "Docs sidebar". */
export default function Sidebar({ sidebar, route, onNavigate }: { sidebar: ClientSidebar; route: string; onNavigate?: () => void }) {
  const { version, name } = sidebar;
  const loadBranch = useCallback(async (path: number[]) => {
    let items: SidebarItem[] = await loadFull(version, name);
    for (const i of path) {
      const node = items[i];
      if (!node || node.type !== 'category') throw new Error(`sidebar ${name}: no category at ${path.join('.')}`);
      items = node.items;
    }
    return items;
  }, [version, name]);
  const ctx = useMemo<Ctx>(() => ({ route, loadBranch, onNavigate }), [route, loadBranch, onNavigate]);
  return (
    <SidebarContext.Provider value={ctx}>
      <nav aria-label="Docs sidebar" className={styles.sidebar}>
        <ul className={styles.list}>
          <Items items={sidebar.items} path={[]} />
        </ul>
      </nav>
    </SidebarContext.Provider>
  );
}
