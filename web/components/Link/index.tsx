import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useRouter } from 'next/router';
import { isExternal, withBase } from '../../lib/url';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
};

/** Plain left click without modifiers, on a link that stays in this tab. */
export function isPlainClick(e: MouseEvent | globalThis.MouseEvent): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * A link for site-relative routes (client-side navigation, base URL added) and for
 * external URLs (new tab, no opener). Prefetches the route's data on hover or touch.
 */
export default function Link({ href, children, target, rel, onClick, ...rest }: Props) {
  const router = useRouter();
  if (isExternal(href)) {
    return (
      <a href={href} target={target ?? '_blank'} rel={rel ?? 'noopener noreferrer'} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  if (target === '_blank') {
    return <a href={withBase(href)} target="_blank" rel={rel ?? 'noopener noreferrer'} onClick={onClick} {...rest}>{children}</a>;
  }
  const prefetch = () => {
    if (!href.startsWith('#')) router.prefetch(href).catch(() => {});
  };
  return (
    <a
      href={withBase(href)}
      target={target}
      rel={rel}
      onClick={(e) => {
        onClick?.(e);
        if (!isPlainClick(e) || href.startsWith('#')) return;
        e.preventDefault();
        void router.push(href);
      }}
      onMouseEnter={prefetch}
      onTouchStart={prefetch}
      {...rest}
    >
      {children}
    </a>
  );
}
