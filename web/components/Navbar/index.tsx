import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useHideOnScroll } from '../../hooks/useHideOnScroll';
import { useLockBodyScroll } from '../../hooks/useLockBodyScroll';
import { useWindowSize } from '../../hooks/useWindowSize';
import type { ClientSidebar } from '../../lib/page-types';
import { isExternal, withBase } from '../../lib/url';
import ColorModeToggle from '../ColorModeToggle';
import { useLayout } from '../Layout/context';
import Link from '../Link';
import { loadable } from '../PageLoader';
import Search from '../Search';
import { NavItem } from './items';
import { localeHome } from '../../lib/i18n';
import { lazyPart } from '../LazyPart';
import { noteEarlyClick } from '../../lib/early-clicks';

// Only sites with more than one locale load the locale dropdown's code.
const LocaleDropdown = lazyPart(() => import('./LocaleDropdown'));
import styles from './Navbar.module.css';

// The mobile menu's code loads when it is first opened (spinner, Retry on failure).
const MobileMenu = loadable(() => import('./MobileMenu'), styles.mobileMenu);

export function Brand() {
  const { layout } = useLayout();
  const { navbar } = layout;
  // the logo's own link (navbar.logo.href, a site path or a URL), else the locale's home page
  const own = navbar.logo?.href;
  const href = !own ? localeHome(layout) : isExternal(own) ? own : `${layout.localePrefix ?? ''}${own}`;
  return (
    <Link href={href} external={!!own && isExternal(own)} target={navbar.logo?.target ?? undefined} className={styles.brand}>
      {navbar.logo && (
        <img
          src={withBase(navbar.logo.src)}
          alt={navbar.logo.alt}
          width={navbar.logo.width ?? 32}
          height={navbar.logo.height ?? 32}
          className={`${styles.logo} ${navbar.logo.srcDark ? styles.logoLight : ''}`}
        />
      )}
      {navbar.logo?.srcDark && (
        <img
          src={withBase(navbar.logo.srcDark)}
          alt={navbar.logo.alt}
          width={navbar.logo.width ?? 32}
          height={navbar.logo.height ?? 32}
          className={`${styles.logo} ${styles.logoDark}`}
        />
      )}
      {navbar.title && <b className={styles.title}>{navbar.title}</b>}
    </Link>
  );
}

export default function Navbar({ sidebar }: { sidebar: ClientSidebar | null }) {
  const { layout } = useLayout();
  const router = useRouter();
  const size = useWindowSize();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // Closed from the menu itself (Escape, its close button, the backdrop): the focus goes
  // back to the button that opened it.
  const dismiss = useCallback(() => { setOpen(false); toggle.current?.focus(); }, []);
  const visible = useHideOnScroll(layout.navbar.hideOnScroll && !open);
  useLockBodyScroll(open);

  // Closes on back/forward navigation and is forced closed on desktop widths.
  useEffect(() => {
    if (!open) return undefined;
    const onPop = () => setOpen(false);
    window.addEventListener('popstate', onPop);
    router.events.on('routeChangeStart', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      router.events.off('routeChangeStart', onPop);
    };
  }, [open, router.events]);
  useEffect(() => { if (size === 'desktop') setOpen(false); }, [size]);
  // A click on a dropdown whose code has not come yet is not lost (lib/early-clicks).
  useEffect(() => {
    const note = (e: MouseEvent) => noteEarlyClick(e, nav.current);
    window.addEventListener('click', note, true);
    return () => window.removeEventListener('click', note, true);
  }, []);

  const items = layout.navbar.items;
  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position !== 'left');
  const style = layout.navbar.style;
  return (
    // navbar.style dark: the bar and its menus take the dark palette in either colour mode
    // (the palette's variables are set on [data-theme='dark']).
    <nav
      ref={nav}
      aria-label="Main"
      data-theme={style === 'dark' ? 'dark' : undefined}
      className={`${styles.navbar} ${visible ? '' : styles.hidden} ${style === 'primary' ? styles.primaryStyle : ''}`}
      data-hidden={visible ? undefined : 'true'}
    >
      <div className={styles.inner}>
        <div className={styles.side}>
          <button
            ref={toggle}
            type="button"
            className={styles.toggle}
            aria-label="Toggle navigation bar"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((o) => !o)}
          >
            <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
              <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
            </svg>
          </button>
          <Brand />
          <div className={styles.desktopItems}>
            {left.map((item, i) => <NavItem key={i} item={item} />)}
          </div>
        </div>
        <div className={styles.side}>
          <div className={styles.desktopItems}>
            {right.map((item, i) => <NavItem key={i} item={item} />)}
            {layout.multiLocale && !items.some((i) => i.type === 'localeDropdown') && <LocaleDropdown />}
          </div>
          {!layout.colorMode.disableSwitch && <ColorModeToggle className={styles.desktopOnly} />}
          <Search />
        </div>
      </div>
      {open && (
        <>
          <div className={styles.backdrop} onClick={dismiss} aria-hidden="true" />
          <MobileMenu sidebar={sidebar} close={close} dismiss={dismiss} />
        </>
      )}
    </nav>
  );
}
