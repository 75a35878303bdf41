import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { ColorModeContext, useColorModeState } from '../../hooks/useColorMode';
import { useKeyboardNavigation } from '../../hooks/useKeyboardNavigation';
import { applyHead, type HeadData } from '../../lib/head';
import { t } from '../../lib/i18n';
import type { ClientSidebar, LayoutData, LocaleLink } from '../../lib/page-types';
import { canonicalPath, stripBase } from '../../lib/url';
import Footer from '../Footer';
import { lazyPart } from '../LazyPart';
import Navbar from '../Navbar';
import Sidebar from '../Sidebar';
import { LayoutContext, type LayoutInfo } from './context';
import styles from './Layout.module.css';

// Only sites with an announcement bar load its code.
const AnnouncementBar = lazyPart(() => import('../AnnouncementBar'));

/** Legacy "/x.html" and "/x/index.html" URLs show the page; the address bar gets the clean route. */
function useCanonicalAddress(enabled: boolean) {
  const router = useRouter();
  useEffect(() => {
    if (!enabled) return;
    const path = stripBase(window.location.pathname);
    if (!/\.html$/.test(path)) return;
    const clean = canonicalPath(path);
    void router.replace(clean + window.location.search + window.location.hash, undefined, { shallow: true, scroll: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
}

export default function Layout({
  layout, route, version, sidebar, hideFooter = false, notFound = false, head, alternates = null, versionHrefs = null, children,
}: {
  alternates?: LocaleLink[] | null;
  versionHrefs?: Record<string, string> | null;
  head: HeadData | null;
  layout: LayoutData;
  route: string;
  version: string | null;
  sidebar: ClientSidebar | null;
  hideFooter?: boolean;
  notFound?: boolean;
  children: ReactNode;
}) {
  const colorMode = useColorModeState(layout.colorMode.defaultMode);
  useKeyboardNavigation();
  useCanonicalAddress(!notFound);
  // The static HTML already has the head; client navigations update it here.
  const headKey = head ? JSON.stringify(head) : '';
  useEffect(() => { if (head) applyHead(head); }, [headKey]); // eslint-disable-line react-hooks/exhaustive-deps
  // themeConfig.docs.sidebar.hideable: as in Docusaurus, the state lives in the layout,
  // so it holds while the reader moves between doc pages (client navigations) and is
  // gone on a reload or after leaving the docs. Focus follows the button that replaces
  // the one just pressed.
  const hideable = layout.docsSidebar?.hideable === true;
  const [sidebarHidden, setSidebarHidden] = useState(false);
  const moveFocus = useRef(false);
  const collapseButton = useRef<HTMLButtonElement>(null);
  const expandButton = useRef<HTMLButtonElement>(null);
  useEffect(() => { if (!sidebar) setSidebarHidden(false); }, [sidebar]);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (sidebarHidden ? expandButton : collapseButton).current?.focus();
  }, [sidebarHidden]);
  const toggleSidebar = () => { moveFocus.current = true; setSidebarHidden((h) => !h); };
  const hidden = hideable && sidebarHidden;
  const info = useMemo<LayoutInfo>(
    () => ({ layout, route, version, sidebarName: sidebar?.name ?? null, alternates, versionHrefs }),
    [layout, route, version, sidebar?.name, alternates, versionHrefs],
  );
  return (
    <ColorModeContext.Provider value={colorMode}>
      <LayoutContext.Provider value={info}>
        <a href="#main-content" className={styles.skip}>{t(layout, 'theme.common.skipToMainContent')}</a>
        {layout.announcementBar && <AnnouncementBar bar={layout.announcementBar} />}
        <Navbar sidebar={sidebar} />
        <div className={styles.wrapper}>
          {sidebar && (
            <aside className={`${styles.sidebar} ${hidden ? styles.sidebarHidden : ''}`}>
              {/* Hidden, the sidebar stays mounted (its expanded categories and loaded lists are kept). */}
              <div className={`${styles.sidebarInner} ${hideable ? styles.hideable : ''} ${hidden ? styles.hidden : ''}`}>
                {/* files: the large sidebar's content hash (same for all its pages); a new one
                    (make dev, after an edit) starts afresh instead of keeping stale lists */}
                <Sidebar key={`${sidebar.version}/${sidebar.name}/${sidebar.files ?? ''}`} sidebar={sidebar} route={route} />
                {hideable && (
                  <button
                    ref={collapseButton}
                    type="button"
                    className={styles.collapseSidebar}
                    aria-label={t(layout, 'theme.docs.sidebar.collapseButtonAriaLabel')}
                    title={t(layout, 'theme.docs.sidebar.collapseButtonTitle')}
                    onClick={toggleSidebar}
                  >
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.arrow}>
                      <path fill="currentColor" d="M17.6 6.4 16.2 5l-7 7 7 7 1.4-1.4L12 12z M11.6 6.4 10.2 5l-7 7 7 7 1.4-1.4L6 12z" />
                    </svg>
                  </button>
                )}
              </div>
              {hidden && (
                <button
                  ref={expandButton}
                  type="button"
                  className={styles.expandSidebar}
                  aria-label={t(layout, 'theme.docs.sidebar.expandButtonAriaLabel')}
                  title={t(layout, 'theme.docs.sidebar.expandButtonTitle')}
                  onClick={toggleSidebar}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.arrow}>
                    <path fill="currentColor" d="M6.4 6.4 7.8 5l7 7-7 7-1.4-1.4L12 12z M12.4 6.4 13.8 5l7 7-7 7-1.4-1.4L18 12z" />
                  </svg>
                </button>
              )}
            </aside>
          )}
          <main id="main-content" tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
        {!hideFooter && <Footer copyright={layout.copyright} footerLogo={layout.footerLogo} footerLinks={layout.footerLinks} footerColumns={layout.footerColumns} />}
      </LayoutContext.Provider>
    </ColorModeContext.Provider>
  );
}
