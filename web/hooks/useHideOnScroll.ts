import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';

/**
 * Hide-on-scroll navbar: hidden while scrolling down, shown when scrolling up or near
 * the top; a jump to a hash target hides it (and that jump's scroll is ignored).
 */
export function useHideOnScroll(enabled: boolean, navbarHeight = 60): boolean {
  const [visible, setVisible] = useState(true);
  const last = useRef(0);
  const hashJump = useRef(false);
  const router = useRouter();

  useEffect(() => {
    if (!enabled) return undefined;
    last.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (hashJump.current) {
        hashJump.current = false;
        last.current = y;
        return;
      }
      if (y < navbarHeight) setVisible(true);
      else if (y > last.current) setVisible(false);
      else if (y < last.current) setVisible(true);
      last.current = y;
    };
    const onHash = () => {
      if (!window.location.hash) return;
      hashJump.current = true;
      setVisible(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHash);
    router.events.on('hashChangeStart', onHash);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
      router.events.off('hashChangeStart', onHash);
    };
  }, [enabled, navbarHeight, router.events]);

  return !enabled || visible;
}
