import type { NavbarItem } from '../../lib/graph-types';
import Link from '../Link';
import Dropdown from './Dropdown';
import { ExternalIcon } from './items';
import styles from './Navbar.module.css';

/**
 * A "dropdown" item of site.navbar.items: a menu on desktop, a plain group in the mobile menu.
 * A dropdown with a link of its own (`to`, whose label Docusaurus makes that link) lists it first.
 */
export default function NavDropdown({ item, mobile, onNavigate }: { item: NavbarItem; mobile: boolean; onNavigate?: () => void }) {
  const own: NavbarItem[] = item.href ? [{ ...item, type: 'link', items: [] }] : [];
  const children = (close: () => void) => [...own, ...item.items].map((sub, i) => (sub.type === 'html' ? (
    // an html item of the dropdown (a divider, a note): sanitised by the compiler
    <li key={i} className={sub.className ?? undefined} dangerouslySetInnerHTML={{ __html: sub.value ?? '' }} />
  ) : (
    <li key={i}>
      <Link
        href={sub.href ?? '/'}
        external={sub.external}
        target={sub.target ?? undefined}
        className={styles.menuLink}
        onClick={() => { close(); onNavigate?.(); }}
      >
        {sub.label}
        {sub.external && <ExternalIcon />}
      </Link>
    </li>
  )));
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
