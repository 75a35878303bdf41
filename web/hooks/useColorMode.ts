import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { THEME_KEY } from '../lib/keys';
import { read, write } from '../lib/storage';

export type ColorMode = 'light' | 'dark';

const isMode = (v: unknown): v is ColorMode => v === 'light' || v === 'dark';

function apply(mode: ColorMode) {
  document.documentElement.setAttribute('data-theme', mode);
}

export interface ColorModeState {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
}

/**
 * Colour mode state. The head script already applied the stored mode before paint; the
 * state starts from the default (what the server rendered) and picks the real one up
 * after hydration (in a transition: parts of the page still hydrating are not rendered
 * again for it). Changes made in other tabs arrive as storage events. The returned
 * object is the context value: it changes only with the mode.
 */
export function useColorModeState(defaultMode: ColorMode): ColorModeState {
  const [colorMode, setState] = useState<ColorMode>(defaultMode);

  useEffect(() => {
    const stored = read(THEME_KEY);
    const attr = document.documentElement.getAttribute('data-theme');
    const initial = isMode(stored) ? stored : isMode(attr) ? attr : defaultMode;
    apply(initial);
    startTransition(() => setState(initial));
    const onStorage = (e: StorageEvent) => {
      if (e.key !== THEME_KEY) return;
      const next = isMode(e.newValue) ? e.newValue : defaultMode;
      apply(next);
      startTransition(() => setState(next));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [defaultMode]);

  // The attribute changes at once (the CSS follows it); the state, which parts of the
  // page that may still be hydrating read, in a transition: a plain update would make
  // such a part throw React's error 421 and render again on the client (a click on the
  // switch right after a load, seen once in CI).
  const setColorMode = useCallback((mode: ColorMode) => {
    apply(mode);
    startTransition(() => setState(mode));
    write(THEME_KEY, mode);
  }, []);

  return useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
}

export const ColorModeContext = createContext<ColorModeState | null>(null);

export function useColorMode(): ColorModeState {
  const ctx = useContext(ColorModeContext);
  if (!ctx) throw new Error('useColorMode must be used inside <ColorModeContext.Provider>');
  return ctx;
}
