import type { NavbarItem } from '../../lib/graph-types';
import { versionPlugin } from '../../lib/page-types';
import { usePreferredVersion } from '../../hooks/usePreferredVersion';
import { useLayout } from '../Layout/context';
import { lazyPart } from '../LazyPart';
import Link from '../Link';
import { navLinkActive, samePath } from '../../lib/url';
import styles from './Navbar.module.css';

// Only sites that configure them load the dropdowns' code.
const VersionDropdown = lazyPart(() => import('./VersionDropdown'));
const NavDropdown = lazyPart(() => import('./NavDropdown'));
const LocaleDropdown = lazyPart(() => import('./LocaleDropdown'));

/** The version whose links the navbar uses: the page's, else the preferred, else the latest. */
export function useActiveVersion() {
  const { layout, version } = useLayout();
  const { preferred, save } = usePreferredVersion(layout.pluginId, layout.versions, layout.versionPersistence);
  const versions = layout.versions;
  // On a page of another docs plugin, the default plugin's preferred or latest version.
  const own = versionPlugin(version) ? null : version;
  const name = own ?? preferred ?? versions?.find((v) => v.isLast)?.name ?? null;
  return { versions, active: versions?.find((v) => v.name === name) ?? null, save };
}

export function ExternalIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" className={styles.externalIcon}>
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}

function hrefFor(item: NavbarItem, active: ReturnType<typeof useActiveVersion>['active']): string {
  if (item.type === 'docSidebar' && item.sidebarId && active && !item.pluginId) {
    return active.sidebarHrefs[item.sidebarId] ?? item.href ?? '/';
  }
  return item.href ?? '/';
}

/**
 * The text of a link written without a label: an icon the site's own CSS draws
 * (Docusaurus's `className: 'header-github-link'`), which contentc does not load. Its
 * name shows instead: its aria-label, else its title, else the host it leads to.
 */
function iconName(item: NavbarItem): string {
  if (item.ariaLabel || item.title) return item.ariaLabel || item.title || '';
  try {
    return new URL(item.href ?? '').hostname.replace(/^www\./, '');
  } catch {
    return item.href ?? '';
  }
}

/** One navbar item of site.navbar.items, in the desktop bar or the mobile primary menu. */
export function NavItem({ item, mobile = false, onNavigate }: { item: NavbarItem; mobile?: boolean; onNavigate?: () => void }) {
  const { sidebarName, version, route } = useLayout();
  const { active } = useActiveVersion();
  if (item.type === 'docsVersionDropdown') {
    return <VersionDropdown item={item} mobile={mobile} onNavigate={onNavigate} />;
  }
  if (item.type === 'localeDropdown') {
    return <LocaleDropdown item={item} mobile={mobile} onNavigate={onNavigate} />;
  }
  if (item.type === 'dropdown') {
    return <NavDropdown item={item} mobile={mobile} onNavigate={onNavigate} />;
  }
  if (item.type === 'search') return null; // the search box comes with the search feature
  if (item.type === 'html') {
    // The compiler sanitised it as raw HTML in docs (no script, handler or script URL).
    const html = <div className={`${mobile ? styles.menuHtml : styles.htmlItem} ${item.className ?? ''}`} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />;
    return mobile ? <li>{html}</li> : html;
  }
  // A docs item: the page is its doc, or in its sidebar, of the item's docs plugin (two plugins
  // may both have a "docs" sidebar). A link: by its path or pattern (navLinkActive).
  const docsItem = item.type === 'docSidebar' || item.type === 'doc';
  const isActive = docsItem
    ? (item.sidebarId !== null && item.sidebarId === sidebarName && (item.pluginId ?? null) === versionPlugin(version)) ||
      (item.type === 'doc' && item.href !== null && samePath(item.href, route))
    : navLinkActive(item, route);
  const link = (
    <Link
      href={hrefFor(item, active)}
      external={item.external}
      target={item.target ?? undefined}
      className={`${mobile ? styles.menuLink : styles.item} ${isActive ? (mobile ? styles.menuLinkActive : styles.itemActive) : ''}`}
      aria-current={isActive ? 'page' : undefined}
      aria-label={item.ariaLabel ?? undefined}
      title={item.title}
      onClick={() => onNavigate?.()}
    >
      {item.label || iconName(item)}
      {item.external && <ExternalIcon />}
    </Link>
  );
  return mobile ? <li>{link}</li> : link;
}
