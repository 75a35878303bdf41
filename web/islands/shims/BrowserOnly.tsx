import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser';

/** `@docusaurus/BrowserOnly`: children() once in the browser, fallback before. */
export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  const browser = useIsBrowser();
  return <>{browser ? children() : (fallback ?? null)}</>;
}
