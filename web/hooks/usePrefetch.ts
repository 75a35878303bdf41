import { useEffect, useRef } from 'react';
import { prefetch, prefetchInView, prefetchRoute } from '../lib/prefetch';

/**
 * Prefetch props for an internal link: a ref that prefetches when the link scrolls into
 * view, and hover / touch-start handlers. `href` is site-relative; anchors, external
 * links and files give inert props.
 */
export function usePrefetch(href: string) {
  const ref = useRef<HTMLAnchorElement>(null);
  const route = prefetchRoute(href);
  useEffect(() => (ref.current ? prefetchInView(ref.current, route) : undefined), [route]);
  const intent = route ? () => prefetch(route) : undefined;
  return { ref, onMouseEnter: intent, onTouchStart: intent };
}
