/** Props shapes shared by the build (content.ts) and the client components. */
import type {
  AnnouncementBar, CategoryPage, DocPage, Site, SidebarCategory, SidebarLink,
} from './graph-types';

export interface VersionInfo {
  name: string;
  label: string;
  isLast: boolean;
  banner: string | null;
  mainHref: string;
  sidebarHrefs: Record<string, string | null>;
}

/** Site-wide layout data: the same on every page, small and bounded. */
export interface LayoutData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon: string | null;
  noIndex: boolean;
  navbar: Site['navbar'];
  copyright: string;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean };
  announcementBar: AnnouncementBar | null;
  pluginId: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  codeThemesCss: string | null;
  /** null when the docs have a single version */
  versions: VersionInfo[] | null;
}

/** A category whose items are null has not been sent; they load on demand. */
export type ClientSidebarCategory = Omit<SidebarCategory, 'items'> & { items: ClientSidebarItem[] | null };
export type ClientSidebarItem = SidebarLink | ClientSidebarCategory;

export interface ClientSidebar {
  name: string;
  version: string;
  /** true when only the current branch was sent (large sidebars) */
  partial: boolean;
  items: ClientSidebarItem[];
}

export interface PageProps {
  layout: LayoutData;
  page: DocPage | CategoryPage;
  sidebar: ClientSidebar | null;
}

export interface HomeProps {
  layout: LayoutData;
  sections: { label: string; href: string }[];
}

export interface NotFoundProps {
  layout: LayoutData;
}

/** What _app receives from any page. */
export type AnyPageProps = Partial<PageProps> & { layout?: LayoutData };

/** Where the build writes the shared sidebar files (under the site root). */
export function sidebarDataPath(version: string, name: string): string {
  return `/_contentc/sidebars/${encodeURIComponent(version)}/${encodeURIComponent(name)}.json`;
}
