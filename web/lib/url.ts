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
