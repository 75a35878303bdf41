/** Props shapes shared by the build (content.ts) and the client components. */
import type {
  AnnouncementBar, CategoryPage, DocPage, Site, TagPage, TagsPage,
} from './graph-types';

export interface VersionInfo {
  name: string;
  /** site path of the version's docs, without the base URL ("/docs/next") */
  path: string;
  label: string;
  isLast: boolean;
  banner: string | null;
  /** its pages show "Version: <label>" (Docusaurus's version badge) */
  badge: boolean;
  mainHref: string;
  sidebarHrefs: Record<string, string | null>;
}

/** Site-wide layout data: the same on every page, small and bounded. */
export interface LayoutData {
  title: string;
  tagline: string;
  /** between a page's title and the site's in the document title (Docusaurus's titleDelimiter) */
  titleDelimiter: string;
  url: string;
  baseUrl: string;
  favicon: string | null;
  /** the social card of pages without their own image (site.yaml image), as written */
  image: string | null;
  /** meta tags of every page (site.yaml metadata); a doc's own replace those of the same key */
  metadata: NonNullable<Site['metadata']>;
  noIndex: boolean;
  navbar: Site['navbar'];
  copyright: string;
  /** the footer's logo (Docusaurus's footer.logo), above the copyright */
  footerLogo: Site['footer']['logo'];
  /** the footer's links: one row (footerLinks) and/or titled columns */
  footerLinks: Site['footer']['links'];
  footerColumns: NonNullable<Site['footer']['columns']>;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean };
  /** themeConfig.docs.sidebar: a hide button on the desktop sidebar; expanding a category collapses its siblings */
  docsSidebar: { hideable: boolean; autoCollapseCategories: boolean };
  /** themeConfig.docs.versionPersistence: where the reader's preferred docs version is kept ('none': nowhere) */
  versionPersistence: 'localStorage' | 'none';
  announcementBar: AnnouncementBar | null;
  pluginId: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** the page's locale code, and the prefix of its routes ("" for the default locale) */
  locale: string;
  localePrefix: string;
  /** true when the site has more than one locale (the locale dropdown, hreflang) */
  multiLocale: boolean;
  /** the locale's theme strings from code.json, only those it translates (lib/i18n.ts) */
  strings: Record<string, string>;
  codeThemesCss: string | null;
  /** the site has TeX math (web/lib/math.ts): pages link KaTeX's stylesheet */
  math: boolean;
  /** the site draws ```mermaid code blocks as diagrams (web/lib/mermaid.ts), with these themes and options */
  mermaid: Site['mermaid'] | null;
  /** images of the content open zoomed when clicked (components/ImageZoom) */
  imageZoom: Site['imageZoom'] | null;
  /** hosts content iframes show (site.yaml markdown.iframeHosts), which the page's CSP lets it frame */
  iframeHosts: string[];
  /** the site sets its brand colour: pages link /_contentc/colors.css (web/lib/colors.ts) */
  colorsCss: boolean;
  /** links and meta tags of every page's head (site.yaml headTags), attributes as written */
  headTags: NonNullable<Site['headTags']>;
  /** the graph's build time, which names the search files (see README: Search) */
  searchStamp: string;
  /** site path of the docs (the default docs plugin's routeBasePath, in the page's locale), without the base URL */
  docsPath: string;
  /** null when the docs have a single version */
  versions: VersionInfo[] | null;
}

/** A sidebar link as pages receive it (only what the sidebar renders). */
export interface ClientSidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** true only for a path written out whole (Docusaurus's pathname://): a plain link */
  external?: true;
  /** Its position in the full list, in a partial list only (see ClientSidebar). */
  index?: number;
}

/** A sidebar category as pages receive it. */
export interface ClientSidebarCategory {
  type: 'category';
  label: string;
  href: string | null;
  collapsible: boolean;
  collapsed: boolean;
  /** null: not sent; they load on demand from the sidebar's shared files. */
  items: ClientSidebarItem[] | null;
  /** true when `items` is only the branch to the current page (its items carry `index`) */
  partial?: boolean;
  /** Its position in the full list, in a partial list only. */
  index?: number;
}

/** An html item (Docusaurus's type: 'html'): sanitised HTML shown in its place. */
export interface ClientSidebarHtml {
  type: 'html';
  /** sanitised by the compiler (the safe-HTML filter of Markdown's raw HTML) */
  value: string;
  defaultStyle: boolean;
  className: string | null;
  /** Its position in the full list, in a partial list only. */
  index?: number;
}

export type ClientSidebarItem = ClientSidebarLink | ClientSidebarCategory | ClientSidebarHtml;

/**
 * The sidebar of a page. A small sidebar (up to SIDEBAR_INLINE_LIMIT items) is sent
 * whole. A large one is sent as the branch of the current page only: the categories on
 * the path to it, each holding only the next one (a partial list, whose one item says
 * its `index` in the full list), and the innermost one with all its direct items (their
 * subcategories with items null). The rest loads on demand from shared files, one per
 * list (sidebarListPath), which every page of the sidebar reuses.
 */
export interface ClientSidebar {
  name: string;
  version: string;
  /** true when the top-level list is partial (a large sidebar) */
  partial: boolean;
  /** the folder of the sidebar's shared files (large sidebars), else null */
  files: string | null;
  items: ClientSidebarItem[];
}

/** Key of a list of a sidebar: "root" for the top level, "2-0" for items[2].items[0]'s items. */
export function sidebarListKey(path: readonly number[]): string {
  return path.length ? path.join('-') : 'root';
}

/** The shared file of one list of a large sidebar (under the site root). */
export function sidebarListPath(files: string, path: readonly number[]): string {
  return `/_contentc/sidebars/${files}/${sidebarListKey(path)}.json`;
}

/** The same page in one locale (the locale dropdown, hreflang alternates). */
export interface LocaleLink {
  code: string;
  label: string;
  htmlLang: string;
  /** the page in that locale, or that locale's home page when it has no such page */
  href: string;
  exists: boolean;
}

/**
 * The docs plugin a version belongs to: another plugin's id ("community" of
 * "community/current", as the graph names its versions), null for the default
 * plugin's (Docusaurus's version names have no slash).
 */
export function versionPlugin(version: string | null | undefined): string | null {
  const i = version ? version.indexOf('/') : -1;
  return i > 0 ? version!.slice(0, i) : null;
}

/** A doc's last update as its page shows it (content.ts lastUpdated). */
export interface LastUpdated {
  /** the date as the page shows it, and as ISO 8601 (its <time dateTime>); null when not shown */
  date: string | null;
  iso: string | null;
  by: string | null;
}

export interface PageProps {
  layout: LayoutData;
  page: DocPage | CategoryPage | TagsPage | TagPage;
  sidebar: ClientSidebar | null;
  /** null on a site with one locale */
  alternates: LocaleLink[] | null;
  /** the route of this doc in each version that has it; null on a site with one version */
  versionHrefs?: Record<string, string> | null;
  /** the doc's last update as the page shows it (lib/last-updated.ts); null when not shown */
  lastUpdated?: LastUpdated | null;
  /** the stylesheets of the site components rendered into the page when it was built (lib/islands-server.tsx), site-relative */
  islandCss?: string[];
}

export interface HomeProps {
  layout: LayoutData;
  sections: { label: string; href: string }[];
  alternates: LocaleLink[] | null;
}

export interface NotFoundProps {
  layout: LayoutData;
  /** the 404 texts of the other locales, chosen by the address (a static host serves one 404 page) */
  localeTexts: { prefix: string; htmlLang: string; direction: 'ltr' | 'rtl'; title: string; p1: string; p2: string }[];
}

/** What _app receives from any page. */
export type AnyPageProps = Partial<PageProps> & { layout?: LayoutData; alternates?: LocaleLink[] | null };

/** A card of the /storybook gallery. */
export interface GalleryCard {
  id: string;
  index: number;
  title: string;
  code: string;
  route: string;
  docTitle: string;
}

export interface StorybookProps {
  layout: LayoutData;
  groups: { chartType: string; label: string; cards: GalleryCard[] }[];
}
