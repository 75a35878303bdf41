import { Children, isValidElement, useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { chooseTab, initTabs, tabKeyDown } from '../../lib/tabs';
import type { TabItemProps } from './TabItem';

interface TabValue {
  value: string;
  label?: ReactNode;
}

/**
 * `@theme/Tabs` for site components: the markup contentc gives an MDX `<Tabs>` (the same
 * styles), and the page's own tab behaviour (lib/tabs.ts: arrow keys, a `groupId` choice
 * shared with the page's groups and stored as Docusaurus stores it, `queryString`),
 * called from its own handlers (an island's events do not reach the page's). Each
 * `<TabItem>` child is a panel; `values` (or the children's `value` and `label`) are the
 * tabs, `defaultValue` (or the child marked `default`, or the first) the one shown.
 */
export default function Tabs({ children, values, defaultValue, groupId, queryString, className }: {
  children?: ReactNode;
  values?: TabValue[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: string | boolean;
  className?: string;
  lazy?: boolean;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current?.parentElement ? initTabs(ref.current.parentElement) : undefined), []);
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const tabs: TabValue[] = values ?? items.map((c) => ({ value: String(c.props.value), label: c.props.label }));
  const chosen = defaultValue ?? items.find((c) => c.props.default)?.props.value ?? tabs[0]?.value;
  const query = queryString === true ? groupId : queryString || undefined;
  return (
    <div ref={ref} className={`tabs-container${className ? ` ${className}` : ''}`} data-tabs="" data-group-id={groupId} data-query-string={query}>
      <div role="tablist" aria-orientation="horizontal" className="tabs">
        {tabs.map((t, i) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            className={`tabs__item${t.value === chosen ? ' tabs__item--active' : ''}`}
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={t.value === chosen}
            tabIndex={t.value === chosen ? 0 : -1}
            data-value={t.value}
            onClick={(e) => chooseTab(e.currentTarget)}
            onKeyDown={(e) => { if (!e.altKey && !e.ctrlKey && !e.metaKey && tabKeyDown(e.currentTarget, e.key)) e.preventDefault(); }}
          >
            {t.label ?? t.value}
          </button>
        ))}
      </div>
      <div className="tab-panels">
        {tabs.map((t, i) => {
          const item = items.find((c) => String(c.props.value) === t.value);
          return (
            <div key={t.value} role="tabpanel" className={`tab-panel${item?.props.className ? ` ${item.props.className}` : ''}`} id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} tabIndex={0} data-value={t.value} hidden={t.value !== chosen}>
              {item?.props.children}
            </div>
          );
        })}
      </div>
    </div>
  );
}
