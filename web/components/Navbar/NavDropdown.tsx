import type { NavbarItem } from '../../lib/graph-types';
import Link from '../Link';
import { useLayout } from '../Layout/context';
import { navLinkActive } from '../../lib/url';
import Dropdown from './Dropdown';
import { ExternalIcon } from './items';
import styles from './Navbar.module.css';

/**
 * A "dropdown" item of site.navbar.items: a menu on desktop, a plain group in the mobile menu.
 * A dropdown with a link of its own (`to`, whose label Docusaurus makes that link) lists it first.
 */
export default function NavDropdown({ item, mobile, onNavigate }: { item: NavbarItem; mobile: boolean; onNavigate?: () => void }) {
  const { route } = useLayout();
  const own: NavbarItem[] = item.href ? [{ ...item, type: 'link', items: [] }] : [];
  const children = (close: () => void) => menuItems([...own, ...item.items], 'item', close, onNavigate, route);
  if (mobile) {
    return (
      <li className={styles.mobileGroup}>
        <span className={styles.mobileGroupLabel}>{item.label}</span>
        <ul>{children(() => {})}</ul>
      </li>
    );
  }
  return <Dropdown label={item.label}>{children}</Dropdown>;
}

/**
 * The entries of a navbar menu: links, and html items (a divider, a note: sanitised by the
 * compiler). A dropdown's items, and a version or locale dropdown's own items
 * (dropdownItemsBefore/After); keyPrefix keeps their keys apart from the entries beside them.
 */
export function menuItems(items: NavbarItem[] | undefined, keyPrefix: string, close: () => void, onNavigate?: () => void, route?: string) {
  return (items ?? []).map((sub, i) => {
    if (sub.type === 'html') {
      return <li key={`${keyPrefix}-${i}`} className={sub.className ?? undefined} dangerouslySetInnerHTML={{ __html: sub.value ?? '' }} />;
    }
    const current = route !== undefined && navLinkActive(sub, route);
    return (
      <li key={`${keyPrefix}-${i}`}>
        <Link
          href={sub.href ?? '/'}
          external={sub.external}
          target={sub.target ?? undefined}
          className={`${styles.menuLink} ${current ? styles.menuLinkActive : ''}`}
          aria-current={current ? 'page' : undefined}
          onClick={() => { close(); onNavigate?.(); }}
        >
          {sub.label}
          {sub.external && <ExternalIcon />}
        </Link>
      </li>
    );
  });
}
