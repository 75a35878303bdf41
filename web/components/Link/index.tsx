import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import Router from 'next/router';
import { usePrefetch } from '../../hooks/usePrefetch';
import { isExternal, withBase } from '../../lib/url';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
  /**
   * The graph says the href is no route of the site: an external URL, or a path the
   * compiler wrote out whole (Docusaurus's pathname://, base URL included), which is
   * a plain link in a new tab.
   */
  external?: boolean;
};

/** Plain left click without modifiers, on a link that stays in this tab. */
export function isPlainClick(e: MouseEvent | globalThis.MouseEvent): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * A link for site-relative routes (client-side navigation, base URL added) and for
 * external URLs (new tab, no opener). Internal routes are prefetched when the link
 * scrolls into view and on hover or touch (lib/prefetch.ts decides what and when); it
 * is a plain <a>, not next/link, so Next's own link prefetching never bypasses that.
 */
export default function Link({ href, children, target, rel, onClick, external: plain, ...rest }: Props) {
  const external = plain || isExternal(href);
  const prefetch = usePrefetch(external || target ? '' : href);
  if (external) {
    return (
      <a href={href} target={target ?? '_blank'} rel={rel ?? 'noopener noreferrer'} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  if (target === '_blank') {
    return <a href={withBase(href)} target="_blank" rel={rel ?? 'noopener noreferrer'} onClick={onClick} {...rest}>{children}</a>;
  }
  if (target) {
    // another target ('_self': a path that is no page of this build, or one the config
    // wants loaded by the browser): a plain link, as Docusaurus's Link makes it, not prefetched
    return <a href={withBase(href)} target={target} rel={rel} onClick={onClick} {...rest}>{children}</a>;
  }
  return (
    <a
      href={withBase(href)}
      target={target}
      rel={rel}
      onClick={(e) => {
        onClick?.(e);
        if (!isPlainClick(e) || href.startsWith('#')) return;
        e.preventDefault();
        void Router.push(href);
      }}
      {...prefetch}
      {...rest}
    >
      {children}
    </a>
  );
}
