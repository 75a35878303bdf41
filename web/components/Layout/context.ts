import { createContext, useContext } from 'react';
import type { LayoutData, LocaleLink } from '../../lib/page-types';

export interface LayoutInfo {
  layout: LayoutData;
  /** site-relative route of the current page */
  route: string;
  /** docs version of the current page, null outside the docs */
  version: string | null;
  /** sidebar of the current page, null when none */
  sidebarName: string | null;
  /** the page in each locale (null on a site with one locale) */
  alternates: LocaleLink[] | null;
  /** the current doc's route in each version that has it (null outside the docs or with one version) */
  versionHrefs?: Record<string, string> | null;
}

export const LayoutContext = createContext<LayoutInfo | null>(null);

export function useLayout(): LayoutInfo {
  const ctx = useContext(LayoutContext);
  if (!ctx) throw new Error('useLayout must be used inside <Layout>');
  return ctx;
}
