import { useEffect, useState } from 'react';

/** Pixels below the top of the viewport where a heading counts as "reached" (navbar + margin). */
const OFFSET = 100;

/**
 * The id of the heading the reader is in: the last heading whose top has scrolled
 * above the navbar line; the last heading when the page is scrolled to its end.
 */
export function useTocHighlight(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    if (ids.length === 0) return undefined;
    let frame = 0;
    const compute = () => {
      frame = 0;
      const els = ids.map((id) => document.getElementById(id)).filter((e): e is HTMLElement => e !== null);
      let current: string | null = null;
      for (const el of els) {
        if (el.getBoundingClientRect().top <= OFFSET) current = el.id;
        else break;
      }
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atEnd && els.length && window.scrollY > 0) current = els[els.length - 1].id;
      setActive(current);
    };
    const onScroll = () => { if (!frame) frame = requestAnimationFrame(compute); };
    compute();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return active;
}
