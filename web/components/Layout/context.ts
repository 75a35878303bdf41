import { createContext, useContext } from 'react';
import type { LayoutData } from '../../lib/page-types';

export interface LayoutInfo {
  layout: LayoutData;
  /** site-relative route of the current page */
  route: string;
  /** docs version of the current page, null outside the docs */
  version: string | null;
  /** sidebar of the current page, null when none */
  sidebarName: string | null;
}

export const LayoutContext = createContext<LayoutInfo | null>(null);

export function useLayout(): LayoutInfo {
  const ctx = useContext(LayoutContext);
  if (!ctx) throw new Error('useLayout must be used inside <Layout>');
  return ctx;
}
