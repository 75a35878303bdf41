import { useEffect } from 'react';

/** Locks the page behind an open overlay (the mobile menu). */
export function useLockBodyScroll(lock: boolean): void {
  useEffect(() => {
    if (!lock) return undefined;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => { body.style.overflow = previous; };
  }, [lock]);
}
