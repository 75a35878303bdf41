import { useEffect, useState } from 'react';

/** `@docusaurus/useIsBrowser`: false during the first render (as when Docusaurus hydrates), then true. */
export default function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
}
