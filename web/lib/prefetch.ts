/**
 * The prefetch policy for internal links: a route's data JSON and page code are
 * fetched (through Next's router.prefetch) when a link scrolls into view, or on hover
 * or touch start. Never on save-data or 2g connections, never for external links or
 * files, and at most once per route per page view. The site's links are plain <a>
 * elements (components/Link, content HTML), not next/link, so nothing else prefetches.
 */
import Router from 'next/router';
import { basePath, canonicalPath, isExternal, stripBase } from './url';

type Connection = { saveData?: boolean; effectiveType?: string };

/** False on a data-saver or 2g connection (the rule Next applies to code, here to data too). */
export function prefetchAllowed(): boolean {
  const c = (navigator as Navigator & { connection?: Connection }).connection;
  return !(c && (c.saveData || /2g/.test(c.effectiveType ?? '')));
}

// Static files linked from the docs are not pages: nothing to prefetch.
const FILE = /\.(png|jpe?g|gif|svg|webp|avif|ico|pdf|zip|t?gz|json|xml|txt|css|js|mjs|map|wasm|mp4|webm|mp3|csv|woff2?)$/i;

/** The page route of a site-relative href ("/x#y" → "/x"), or null when there is nothing to prefetch. */
export function prefetchRoute(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//') || isExternal(href)) return null;
  const path = canonicalPath(href.split(/[?#]/)[0]);
  return FILE.test(path) ? null : path;
}

/** The route of an <a> in rendered HTML (hrefs there include the base URL), or null. */
export function anchorRoute(a: HTMLAnchorElement): string | null {
  const raw = a.getAttribute('href');
  if (!raw || raw.startsWith('#') || a.target || a.hasAttribute('download')) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (basePath && !(url.pathname === basePath || url.pathname.startsWith(basePath + '/'))) return null;
  return prefetchRoute(stripBase(url.pathname));
}

/** Routes prefetched during the current page view. */
const done = new Set<string>();
if (typeof window !== 'undefined') Router.events.on('routeChangeComplete', () => done.clear());

/** Prefetches a route's data and code once per page view (not the page being shown). */
export function prefetch(route: string | null): void {
  if (!route || done.has(route) || !prefetchAllowed()) return;
  if (route === canonicalPath(stripBase(window.location.pathname))) return;
  done.add(route);
  Router.prefetch(route).catch(() => {});
}

const idle: (cb: () => void) => void = (cb) =>
  (window.requestIdleCallback ? window.requestIdleCallback(cb, { timeout: 2000 }) : setTimeout(cb, 50));

let observer: IntersectionObserver | null = null;
const routes = new WeakMap<Element, string>();

/** Prefetches `route` when `el` first scrolls into view; returns the cleanup. */
export function prefetchInView(el: Element, route: string | null): () => void {
  if (!route || typeof IntersectionObserver === 'undefined' || !prefetchAllowed()) return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (!e.isIntersecting) continue;
      observer!.unobserve(e.target);
      const r = routes.get(e.target);
      if (r) idle(() => prefetch(r));
    }
  });
  routes.set(el, route);
  observer.observe(el);
  return () => observer!.unobserve(el);
}
