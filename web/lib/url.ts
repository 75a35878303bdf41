/** Link helpers shared by the components and the content-link interception. */

/** next.config's basePath, inlined by Next at build time ("" for a root site). */
export const basePath: string = process.env.CONTENTC_BASE_PATH || '';

/** True for hrefs that leave the site or use another scheme: http:, mailto:, //host. */
export function isExternal(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/**
 * The href to print in the HTML for a site-relative route: the base URL is prefixed,
 * except for anchors, absolute URLs and protocol links.
 */
export function withBase(href: string): string {
  if (!href || href.startsWith('#') || isExternal(href) || !href.startsWith('/')) return href;
  if (basePath && (href === basePath || href.startsWith(basePath + '/'))) return href;
  return basePath + href;
}

/** The inverse of withBase for a pathname read from the document. */
export function stripBase(pathname: string): string {
  if (basePath && (pathname === basePath || pathname.startsWith(basePath + '/'))) {
    return pathname.slice(basePath.length) || '/';
  }
  return pathname;
}

/** "/api/Chart/" → "/api/Chart"; legacy "/x.html" and "/x/index.html" → "/x". */
export function canonicalPath(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** Same-path comparison that ignores a trailing slash. */
export function samePath(a: string, b: string): boolean {
  return canonicalPath(a) === canonicalPath(b);
}

/**
 * Whether a navbar link is the current page's on route (site-relative), as Docusaurus's
 * NavbarNavLink decides: by its activeBaseRegex when it has one (ignoring case, against the
 * path with the base URL), else when route is its activeBasePath or under it (ignoring case
 * and a trailing slash, as react-router's NavLink matches a path). One with neither never is.
 */
export function navLinkActive(item: { activeBasePath?: string; activeBaseRegex?: string }, route: string): boolean {
  if (item.activeBaseRegex) {
    try {
      return new RegExp(item.activeBaseRegex, 'i').test(withBase(route));
    } catch {
      return false; // (the compiler leaves out one that does not compile)
    }
  }
  if (!item.activeBasePath) return false;
  const base = canonicalPath(item.activeBasePath).toLowerCase();
  const path = canonicalPath(route).toLowerCase();
  return base === '/' || path === base || path.startsWith(base + '/');
}
