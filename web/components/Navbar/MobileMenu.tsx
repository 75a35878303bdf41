import { useState } from 'react';
import type { ClientSidebar } from '../../lib/page-types';
import ColorModeToggle from '../ColorModeToggle';
import { useLayout } from '../Layout/context';
import Sidebar from '../Sidebar';
import { Brand } from '.';
import { NavItem } from './items';
import LocaleDropdown from './LocaleDropdown';
import styles from './Navbar.module.css';

/**
 * The mobile menu (996 px and below): primary menu = the navbar items; on a docs page
 * the docs sidebar is shown first as the secondary menu, with a way back.
 */
export default function MobileMenu({ sidebar, close }: { sidebar: ClientSidebar | null; close: () => void }) {
  const { layout, route } = useLayout();
  const [secondary, setSecondary] = useState(sidebar !== null);
  return (
    <div className={styles.mobileMenu} id="mobile-menu">
      <div className={styles.mobileHeader}>
        <Brand />
        <ColorModeToggle />
        <button type="button" className={styles.closeButton} aria-label="Close navigation bar" onClick={close}>
          <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true"><path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" /></svg>
        </button>
      </div>
      <div className={styles.mobileBody}>
        {secondary && sidebar ? (
          <>
            <button type="button" className={styles.backButton} onClick={() => setSecondary(false)}>
              ← Back to main menu
            </button>
            <Sidebar sidebar={sidebar} route={route} onNavigate={close} />
          </>
        ) : (
          <ul className={styles.mobileList}>
            {layout.navbar.items.map((item, i) => <NavItem key={i} item={item} mobile onNavigate={close} />)}
            {layout.multiLocale && !layout.navbar.items.some((i) => i.type === 'localeDropdown') && <LocaleDropdown mobile />}
          </ul>
        )}
      </div>
    </div>
  );
}

