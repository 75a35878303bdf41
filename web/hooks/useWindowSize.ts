import { useEffect, useState } from 'react';
import { DESKTOP_MIN_WIDTH } from '../lib/keys';

export type WindowSize = 'ssr' | 'mobile' | 'desktop';

const query = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

/** "ssr" until mounted, then "desktop" above 996 px and "mobile" at 996 px and below. */
export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const mql = window.matchMedia(query);
    const update = () => setSize(mql.matches ? 'desktop' : 'mobile');
    update();
    mql.addEventListener('change', update);
    return () => mql.removeEventListener('change', update);
  }, []);
  return size;
}
