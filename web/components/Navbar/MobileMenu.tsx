import { useEffect, useRef, useState } from 'react';
import type { ClientSidebar } from '../../lib/page-types';
import { tabbables, trapTab } from '../../lib/focus';
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
 *
 * A modal dialog: it takes the focus when it opens (its close button), Tab and
 * Shift+Tab stay inside it, and Escape closes it (`dismiss` gives the focus back to the
 * button that opened it). Choosing a page closes it with `close`.
 */
export default function MobileMenu({ sidebar, close, dismiss }: {
  sidebar: ClientSidebar | null;
  close: () => void;
  dismiss: () => void;
}) {
  const { layout, route } = useLayout();
  const [secondary, setSecondary] = useState(sidebar !== null);
  const ref = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => { closeButton.current?.focus(); }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!ref.current) return;
      if (e.key === 'Escape') { e.preventDefault(); dismiss(); return; }
      trapTab(e, ref.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dismiss]);

  const back = () => {
    setSecondary(false);
    // The back button goes away with the sidebar: the focus goes to the first item of the main menu.
    requestAnimationFrame(() => { if (body.current) tabbables(body.current)[0]?.focus(); });
  };

  return (
    <div className={styles.mobileMenu} id="mobile-menu" ref={ref} role="dialog" aria-modal="true" aria-label="Navigation menu">
      <div className={styles.mobileHeader}>
        <Brand />
        <ColorModeToggle />
        <button type="button" ref={closeButton} className={styles.closeButton} aria-label="Close navigation bar" onClick={dismiss}>
          <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true"><path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" /></svg>
        </button>
      </div>
      <div className={styles.mobileBody} ref={body}>
        {secondary && sidebar ? (
          <>
            <button type="button" className={styles.backButton} onClick={back}>
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
