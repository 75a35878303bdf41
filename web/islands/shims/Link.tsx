import type { AnchorHTMLAttributes, ReactNode } from 'react';
import SiteLink from '../../components/Link';
import { isExternal } from '../../lib/url';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to?: string;
  href?: string;
  children?: ReactNode;
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
  activeClassName?: string;
  exact?: boolean;
};

/** Only these schemes reach an href (a component's props come from the content). */
export function isSafeHref(href: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(href, 'https://contentc.invalid/').protocol);
  } catch {
    return false;
  }
}

/**
 * `@docusaurus/Link` for site components: a route ("/docs/x") gets the base URL and
 * client-side navigation (the site's own Link), an external URL opens in a new tab,
 * anything else (a relative path, "#anchor") is a plain link. A javascript: or data: URL
 * is dropped: the link renders without an href.
 */
export default function Link({ to, href, children, autoAddBaseUrl, isNavLink, activeClassName, exact, ...rest }: Props) {
  void autoAddBaseUrl; void isNavLink; void activeClassName; void exact;
  const dest = to ?? href ?? '';
  if (!dest || !isSafeHref(dest)) return <a {...rest}>{children}</a>;
  if (dest.startsWith('/') && !dest.startsWith('//')) return <SiteLink href={dest} {...rest}>{children}</SiteLink>;
  if (isExternal(dest)) return <SiteLink href={dest} {...rest}>{children}</SiteLink>;
  return <a href={dest} {...rest}>{children}</a>;
}
