import type { NavbarItem } from '../../lib/graph-types';
import { versionPlugin } from '../../lib/page-types';
import { useLayout } from '../Layout/context';
import Link from '../Link';
import Dropdown from './Dropdown';
import { menuItems } from './NavDropdown';
import { useActiveVersion } from './items';
import styles from './Navbar.module.css';

/**
 * The docs version dropdown (only with more than one version); choosing saves the
 * preference. The item's own links (dropdownItemsBefore/After: archived versions) come
 * before and after the versions, as in Docusaurus.
 */
export default function VersionDropdown({ item, mobile = false, onNavigate }: { item?: NavbarItem; mobile?: boolean; onNavigate?: () => void }) {
  const { sidebarName: pageSidebar, versionHrefs, version } = useLayout();
  // Another docs plugin's sidebar is not one of these versions'.
  const sidebarName = versionPlugin(version) ? null : pageSidebar;
  const { versions, active, save } = useActiveVersion();
  if (!versions || !active) return null;
  // The same doc in the other version when it has it (as Docusaurus does), else the
  // version's first doc of the sidebar, else its main doc.
  const target = (v: (typeof versions)[number]) => versionHrefs?.[v.name] || (sidebarName && v.sidebarHrefs[sidebarName]) || v.mainHref;
  const entries = (close: () => void) => [...menuItems(item?.itemsBefore, 'before', close, onNavigate), ...versions.map((v) => (
    <li key={v.name}>
      <Link
        href={target(v)}
        className={`${styles.menuLink} ${v.name === active.name ? styles.menuLinkActive : ''}`}
        aria-current={v.name === active.name ? 'true' : undefined}
        onClick={() => { save(v.name); close(); onNavigate?.(); }}
      >
        {v.label}
      </Link>
    </li>
  )), ...menuItems(item?.itemsAfter, 'after', close, onNavigate)];
  if (mobile) {
    return (
      <li className={styles.mobileGroup}>
        <span className={styles.mobileGroupLabel}>Versions</span>
        <ul>{entries(() => {})}</ul>
      </li>
    );
  }
  return <Dropdown label={active.label} align="right">{entries}</Dropdown>;
}

