import { useColorMode as useSiteColorMode, type ColorMode } from '../../hooks/useColorMode';

/**
 * `@docusaurus/theme-common` for site components: `useColorMode`, the page's colour mode
 * and the switch the navbar's toggle uses (islands render inside the page's React tree),
 * with Docusaurus's `isDarkTheme`. Its other exports are not shimmed (a component that
 * imports one does not compile, with esbuild's message naming it).
 */
export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode) => void; isDarkTheme: boolean } {
  const { colorMode, setColorMode } = useSiteColorMode();
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}
