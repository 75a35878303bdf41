import { useState } from 'react';
import type { TocEntry } from '../../lib/graph-types';
import { useTocHighlight } from '../../hooks/useTocHighlight';
import { t } from '../../lib/i18n';
import Collapsible from '../Collapsible';
import { useLayout } from '../Layout/context';
import styles from './Toc.module.css';

interface Node { entry: TocEntry; children: Node[] }

/** The flat TOC of the graph as a tree: deeper levels nest under the previous shallower one. */
function toTree(entries: TocEntry[]): Node[] {
  const root: Node[] = [];
  const stack: Node[] = [];
  for (const entry of entries) {
    const node = { entry, children: [] };
    while (stack.length && stack[stack.length - 1].entry.level >= entry.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : root).push(node);
    stack.push(node);
  }
  return root;
}

function List({ nodes, active, className, onClick }: { nodes: Node[]; active: string | null; className?: string; onClick?: () => void }) {
  return (
    <ul className={className ?? styles.list}>
      {nodes.map(({ entry, children }) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className={`${styles.link} ${entry.id === active ? `${styles.active} toc-link-active` : ''}`}
            aria-current={entry.id === active ? 'location' : undefined}
            onClick={onClick}
          >
            {/* html: the compiler's escaped text with <code>/<em>/<strong>/<del> kept */}
            {entry.html ? <span dangerouslySetInnerHTML={{ __html: entry.html }} /> : entry.text}
          </a>
          {children.length > 0 && <List nodes={children} active={active} onClick={onClick} />}
        </li>
      ))}
    </ul>
  );
}

/** Right-hand table of contents on desktop, with the heading in view highlighted. */
export function DesktopToc({ toc }: { toc: TocEntry[] }) {
  const active = useTocHighlight(toc.map((e) => e.id));
  const { layout } = useLayout();
  return (
    <nav aria-label={t(layout, 'theme.TOC.ariaLabel')} className={styles.desktop}>
      <List nodes={toTree(toc)} active={active} className={`${styles.list} ${styles.top}`} />
    </nav>
  );
}

/** "On this page": the collapsible TOC above the content on mobile. */
export function MobileToc({ toc }: { toc: TocEntry[] }) {
  const [collapsed, setCollapsed] = useState(true);
  const { layout } = useLayout();
  return (
    <div className={styles.mobile}>
      <button
        type="button"
        className={styles.mobileButton}
        aria-expanded={!collapsed}
        aria-controls="mobile-toc"
        onClick={() => setCollapsed((c) => !c)}
      >
        {t(layout, 'theme.TOCCollapsible.toggleButtonLabel')}
      </button>
      <Collapsible collapsed={collapsed} lazy id="mobile-toc">
        <List nodes={toTree(toc)} active={null} className={`${styles.list} ${styles.top}`} onClick={() => setCollapsed(true)} />
      </Collapsible>
    </div>
  );
}
