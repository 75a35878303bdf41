/**
 * Behaviour of the compiler's server-rendered tab groups (MDX <Tabs>): the WAI-ARIA
 * tabs pattern (arrow keys, Home, End; selection follows focus), the choice of a
 * `groupId` shared by every group with that id, on this page and later ones
 * (localStorage `docusaurus.tab.<groupId>`, as Docusaurus), and `queryString`
 * (`?<key>=<value>` selects the tab and follows the choice).
 *
 * The HTML works without JavaScript: the default tab is shown and every panel's
 * text is in the page.
 */
import { read, write } from './storage';

export const tabGroupKey = (groupId: string) => `docusaurus.tab.${groupId}`;

const GROUP = '[data-tabs]';
const SYNC_EVENT = 'contentc:tab-group';

function tabsOf(group: Element): HTMLElement[] {
  return Array.from(group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'));
}

function has(group: Element, value: string): boolean {
  return tabsOf(group).some((t) => t.dataset.value === value);
}

/** Shows the tab with this value in one group (nothing when it has none). */
function show(group: Element, value: string): boolean {
  if (!has(group, value)) return false;
  for (const tab of tabsOf(group)) {
    const selected = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle('tabs__item--active', selected);
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  return true;
}

function syncGroups(root: ParentNode, groupId: string, value: string) {
  root.querySelectorAll<HTMLElement>(GROUP).forEach((g) => {
    if (g.dataset.groupId === groupId) show(g, value);
  });
}

/** Selects a tab as a reader's choice: its group, the groups sharing its groupId, storage, URL. */
export function chooseTab(tab: HTMLElement) {
  const group = tab.closest<HTMLElement>(GROUP);
  const value = tab.dataset.value;
  if (!group || value === undefined) return;
  show(group, value);
  const groupId = group.dataset.groupId;
  if (groupId) {
    write(tabGroupKey(groupId), value);
    syncGroups(document, groupId, value);
    window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { groupId, value } }));
  }
  const key = group.dataset.queryString;
  if (key) {
    const url = new URL(window.location.href);
    url.searchParams.set(key, value);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
}

/** Arrow keys, Home and End on a tab (returns whether the key was handled). */
export function tabKeyDown(tab: HTMLElement, key: string): boolean {
  const group = tab.closest(GROUP);
  if (!group) return false;
  const tabs = tabsOf(group);
  const i = tabs.indexOf(tab);
  if (i < 0) return false;
  let next: HTMLElement | undefined;
  switch (key) {
    case 'ArrowRight': next = tabs[(i + 1) % tabs.length]; break;
    case 'ArrowLeft': next = tabs[(i - 1 + tabs.length) % tabs.length]; break;
    case 'Home': next = tabs[0]; break;
    case 'End': next = tabs[tabs.length - 1]; break;
    default: return false;
  }
  next.focus();
  chooseTab(next);
  return true;
}

/**
 * Applies the query string and the stored choices to the groups under root, and
 * keeps them in sync with choices made elsewhere (another group, another window).
 * Returns the cleanup.
 */
export function initTabs(root: HTMLElement): () => void {
  const params = new URLSearchParams(window.location.search);
  root.querySelectorAll<HTMLElement>(GROUP).forEach((g) => {
    const key = g.dataset.queryString;
    const fromQuery = key ? params.get(key) : null;
    if (fromQuery !== null && show(g, fromQuery)) {
      if (g.dataset.groupId) write(tabGroupKey(g.dataset.groupId), fromQuery);
      return;
    }
    const groupId = g.dataset.groupId;
    if (!groupId) return;
    const stored = read(tabGroupKey(groupId));
    if (stored !== null) show(g, stored);
  });
  const onSync = (e: Event) => {
    const { groupId, value } = (e as CustomEvent<{ groupId: string; value: string }>).detail;
    syncGroups(root, groupId, value);
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith('docusaurus.tab.') && e.newValue !== null) syncGroups(root, e.key.slice('docusaurus.tab.'.length), e.newValue);
  };
  window.addEventListener(SYNC_EVENT, onSync);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SYNC_EVENT, onSync);
    window.removeEventListener('storage', onStorage);
  };
}
