import { useEffect, useMemo, type ReactNode } from 'react';
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
            <aside className={styles.sidebar}>
              <div className={styles.sidebarInner}>
                {/* files: the large sidebar's content hash (same for all its pages); a new one
                    (make dev, after an edit) starts afresh instead of keeping stale lists */}
                <Sidebar key={`${sidebar.version}/${sidebar.name}/${sidebar.files ?? ''}`} sidebar={sidebar} route={route} />
              </div>
            </aside>
          )}
          <main id="main-content" tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
        {!hideFooter && <Footer copyright={layout.copyright} footerLinks={layout.footerLinks} footerColumns={layout.footerColumns} />}
      </LayoutContext.Provider>
    </ColorModeContext.Provider>
  );
}
