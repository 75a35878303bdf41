/**
 * Scrolling. Smooth scrolling uses the browser's where it is supported; where it is not,
 * a fallback moves 85 percent of the remaining distance per animation frame. With
 * prefers-reduced-motion there is no animation at all. Loaded after hydration
 * (lib/navigation-runtime), so none of it is first-load JavaScript.
 */
import Router from 'next/router';
import { isPlainClick } from '../components/Link';

export function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function smoothScrollSupported(): boolean {
  return CSS.supports('scroll-behavior', 'smooth');
}

let frame = 0;

/** Scrolls to `top` at once, whatever the CSS scroll-behavior of the page says. */
export function jumpTo(top: number): void {
  cancelAnimationFrame(frame);
  const style = document.documentElement.style;
  const before = style.getPropertyValue('scroll-behavior');
  style.setProperty('scroll-behavior', 'auto');
  document.documentElement.getClientRects(); // Chrome applies the style change only after a layout
  window.scrollTo(0, top);
  style.setProperty('scroll-behavior', before);
}

/** The fallback animation: each frame moves 85 percent of the remaining distance. */
export function animateTo(top: number): void {
  cancelAnimationFrame(frame);
  const max = document.documentElement.scrollHeight - window.innerHeight;
  const target = Math.max(0, Math.min(top, max));
  const step = () => {
    const y = window.scrollY;
    const remaining = target - y;
    if (Math.abs(remaining) < 1) return;
    jumpTo(Math.abs(remaining) < 2 ? target : y + remaining * 0.85);
    if (window.scrollY !== y) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
}

/** The scroll position that puts `el` at the top of the viewport, below the fixed navbar. */
function topOf(el: Element): number {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return el.getBoundingClientRect().top + window.scrollY - padding;
}

/** The element a "#hash" names (id, else name), as the browser finds fragment targets. */
export function hashTarget(hash: string): Element | null {
  let id = hash.replace(/^#/, '');
  if (!id) return null;
  try { id = decodeURIComponent(id); } catch { /* keep it raw */ }
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}

/** Scrolls to an element: smoothly if asked and motion is allowed, else at once. */
export function scrollToElement(el: Element, smooth: boolean): void {
  if (!smooth || reducedMotion()) jumpTo(topOf(el));
  else if (smoothScrollSupported()) el.scrollIntoView({ behavior: 'smooth' });
  else animateTo(topOf(el));
}

const STORE = 'contentc-scroll';
type NextState = { __N?: boolean; key?: string; as?: string } | null;

let keepNext = false;

/**
 * Keeps a hash target where a jump put it while the new page settles, as browsers do
 * for a fragment while a document loads: content that arrives late (an image, an
 * island, the rest of a long page that was not yet laid out when the jump was clamped to
 * the page's end) would otherwise leave the reader short of the section. Stops after a
 * second, or at once when the reader scrolls, clicks, touches or types.
 */
function holdAt(el: Element): void {
  if (typeof ResizeObserver === 'undefined') return;
  const events = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const e of events) window.removeEventListener(e, stop, true);
  };
  const observer = new ResizeObserver(() => {
    if (!el.isConnected) { stop(); return; }
    const top = topOf(el);
    if (Math.abs(window.scrollY - Math.min(top, document.documentElement.scrollHeight - window.innerHeight)) > 1) jumpTo(top);
  });
  const timer = setTimeout(stop, 1000);
  for (const e of events) window.addEventListener(e, stop, { capture: true, passive: true });
  observer.observe(document.body);
}

/**
 * The next route change keeps the scroll position, as a shallow one does (make dev's
 * DevReload: the page's data is reloaded in place after an edit).
 */
export function keepScrollOnNextRoute(): void {
  keepNext = true;
}

/**
 * Scrolling across navigations, started once:
 * - a route change to another page lands at the hash target, or at the top (at once);
 * - back and forward restore the position the entry was left at (history entries are
 *   told apart by Next's history key plus the URL, so hash entries have their own);
 * - same-page anchors scroll smoothly: by the browser (CSS scroll-behavior) where it
 *   can, elsewhere by the 85-percent-per-frame fallback; reduced motion: no animation.
 */
export function startScrollRestoration(): void {
  const history = window.history;
  // Next turns CSS smooth scrolling off during its own route-change scrolls with this.
  document.documentElement.dataset.scrollBehavior = 'smooth';
  history.scrollRestoration = 'manual';
  let saved: Record<string, number> = {};
  try { saved = JSON.parse(sessionStorage.getItem(STORE) ?? '{}') ?? {}; } catch { /* no storage */ }
  const url = () => location.pathname + location.search + location.hash;
  const key = () => `${(history.state as NextState)?.key ?? ''} ${url()}`;

  let current = key(); // the entry the positions being recorded belong to
  let busy = false; // between the start of a navigation and its scroll: positions belong to no entry
  let pop = false;
  let kind: 'route' | 'hash' | 'shallow' | null = null;
  let fallback: ReturnType<typeof setTimeout> | undefined;

  // By entry, and by URL for the first entry of a reloaded document (Next gives it a new key).
  const save = () => { saved[current] = saved[url()] = window.scrollY; };
  const onScroll = () => {
    if (busy) return;
    current = key(); // the browser's own fragment navigations make new entries too
    save();
  };
  const persist = () => { try { sessionStorage.setItem(STORE, JSON.stringify(saved)); } catch { /* no storage */ } };
  // Back and forward land at once, as browsers restore positions: from the pop to the
  // restore, no smooth scrolling (the CSS one would animate Next's own scroll to the hash
  // target, and that animation could outlast the restore).
  const instant = (on: boolean) => {
    const style = document.documentElement.style;
    if (on) style.setProperty('scroll-behavior', 'auto');
    else style.removeProperty('scroll-behavior');
  };
  const toHashOrTop = (top: boolean) => {
    const el = hashTarget(location.hash);
    if (el) { scrollToElement(el, false); holdAt(el); }
    else if (top) jumpTo(0);
  };
  // Runs after Next's own scrolling (its resetScroll, scrollToHash and the deferred
  // scrollIntoView of its Container), so this is the last word.
  const settle = () => {
    clearTimeout(fallback);
    const wasPop = pop;
    const was = kind;
    pop = false;
    kind = null;
    setTimeout(() => {
      const y = wasPop ? saved[key()] : undefined;
      if (y !== undefined) jumpTo(y);
      else if (wasPop || was === 'route') toHashOrTop(was === 'route');
      if (wasPop) instant(false);
      busy = false;
      current = key();
      save();
    });
  };
  // Back/forward change the history entry before Next announces the route change; a
  // push changes it after. So an entry that already changed means a pop.
  const start = (k: typeof kind) => {
    if (keepNext) { keepNext = false; k = 'shallow'; } // where the reader is stays put
    if (key() !== current) { pop = true; instant(true); }
    else if (!busy) save(); // the entry being left
    busy = true;
    kind = k;
  };
  const onError = (err: { cancelled?: boolean }) => {
    if (err?.cancelled) return; // another navigation took over
    if (pop) instant(false);
    busy = false;
    pop = false;
    kind = null;
    current = key();
  };
  // Pops Next ignores (a fragment entry of the first page) announce nothing: restore
  // here. (Next announces the pops it handles before this listener even runs.)
  const onPop = (e: PopStateEvent) => {
    if (!(e.state as NextState)?.__N) return; // a fragment navigation of the browser: it scrolls itself
    clearTimeout(fallback);
    fallback = setTimeout(() => {
      if (busy || key() === current) return;
      busy = true;
      pop = true;
      instant(true);
      settle();
    }, 50);
  };
  // Same-page anchors where the browser has no smooth scrolling: the fallback animation.
  const onClick = (e: MouseEvent) => {
    if (smoothScrollSupported() || reducedMotion() || !isPlainClick(e)) return;
    const a = (e.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a || a.target || a.hasAttribute('download')) return;
    const to = new URL(a.href, location.href);
    if (!to.hash || to.origin + to.pathname + to.search !== location.origin + location.pathname + location.search) return;
    const el = hashTarget(to.hash);
    if (!el) return;
    e.preventDefault();
    if (to.hash !== location.hash) {
      save();
      const oldURL = location.href;
      const state = history.state as NextState;
      history.pushState(state?.__N ? { ...state, as: to.pathname + to.search + to.hash } : state, '', to.hash);
      window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: location.href }));
    }
    scrollToElement(el, true);
  };

  // A reload or a return from another site: the position this entry had.
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (nav && nav.type !== 'navigate' && saved[url()] !== undefined) jumpTo(saved[url()]);

  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('popstate', onPop);
  window.addEventListener('pagehide', persist);
  document.addEventListener('click', onClick);
  Router.events.on('routeChangeStart', (_: string, { shallow }: { shallow: boolean }) => start(shallow ? 'shallow' : 'route'));
  Router.events.on('hashChangeStart', () => start('hash'));
  Router.events.on('routeChangeComplete', settle);
  Router.events.on('hashChangeComplete', settle);
  Router.events.on('routeChangeError', onError);
}
