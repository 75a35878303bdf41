/**
 * The only module that reads the content graph (build time only: getStaticProps,
 * getStaticPaths, next.config and the build scripts). Everything the pages receive is
 * shaped here, so the props a page serialises stay small and flat as the site grows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {
  Graph, Site, Version, RouteEntry, DocPage, CategoryPage, SidebarItem,
} from './graph-types';
import type {
  LayoutData, PageProps, ClientSidebar, ClientSidebarItem, VersionInfo, HomeProps,
} from './page-types';

/** Sidebars with more items than this are sent as the current branch only. */
export const SIDEBAR_INLINE_LIMIT = 200;

export function graphDir(): string {
  return path.resolve(process.env.CONTENTC_GRAPH || path.join(process.cwd(), 'build', 'graph'));
}

let cached: { dir: string; graph: Graph } | null = null;

function readJSON<T>(file: string): T {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`contentc graph: cannot read ${file}: ${(err as Error).message}. ` +
      'Run `make graph` (or set CONTENTC_GRAPH to a graph folder) before building the site.');
  }
  try {
    return JSON.parse(text) as T;
  } catch (err) {
    throw new Error(`contentc graph: ${file} is not valid JSON: ${(err as Error).message}`);
  }
}

export function getGraph(): Graph {
  const dir = graphDir();
  if (cached && cached.dir === dir) return cached.graph;
  const file = path.join(dir, 'graph.json');
  const graph = readJSON<Graph>(file);
  const problems: string[] = [];
  if (!graph || typeof graph !== 'object') problems.push('not an object');
  else {
    if (graph.schemaVersion !== 1) problems.push(`schemaVersion is ${JSON.stringify(graph.schemaVersion)}, expected 1`);
    if (!graph.site || typeof graph.site !== 'object') problems.push('"site" is missing');
    if (!Array.isArray(graph.routes)) problems.push('"routes" is not an array');
    if (!Array.isArray(graph.versions) || graph.versions.length === 0) problems.push('"versions" is empty');
  }
  if (problems.length) throw new Error(`contentc graph: ${file} is not a valid graph: ${problems.join('; ')}`);
  cached = { dir, graph };
  return graph;
}

export function getSite(): Site {
  return getGraph().site;
}

/** next.config basePath: "" for "/", "/elastic-charts" for "/elastic-charts/". */
export function siteBasePath(): string {
  return getSite().baseUrl.replace(/\/+$/, '');
}

export function getRoutes(): RouteEntry[] {
  return getGraph().routes;
}

/** Route "/api/Chart" → slug ["api", "Chart"]; "/all-types/" → ["all-types"]. */
export function routeToSlug(route: string): string[] {
  return route.split('/').filter(Boolean);
}

export function slugToRoute(slug: string[]): string {
  return '/' + slug.join('/');
}

const byPath = new Map<string, RouteEntry>();
function findRoute(route: string): RouteEntry | undefined {
  if (byPath.size === 0) for (const r of getRoutes()) byPath.set(normalise(r.route), r);
  return byPath.get(normalise(route));
}
function normalise(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

function getVersion(name: string): Version {
  const v = getGraph().versions.find((x) => x.name === name);
  if (!v) throw new Error(`contentc graph: unknown version ${JSON.stringify(name)}`);
  return v;
}

export function getLayoutData(): LayoutData {
  const graph = getGraph();
  const site = graph.site;
  const locale = graph.locales.find((l) => l.default) ?? graph.locales[0];
  const versions: VersionInfo[] | null = graph.versions.length > 1
    ? graph.versions.map((v) => ({
      name: v.name,
      label: v.label,
      isLast: v.isLast,
      banner: v.banner,
      mainHref: v.mainDocRoute ?? v.docs.find((d) => d.id === v.mainDocId)?.route ?? v.path,
      sidebarHrefs: Object.fromEntries(Object.entries(v.sidebars).map(([k, s]) => [k, s.firstHref])),
    }))
    : null;
  return {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.baseUrl,
    favicon: site.favicon,
    noIndex: site.noIndex === true,
    navbar: site.navbar,
    copyright: site.footer.copyright,
    colorMode: { defaultMode: site.colorMode.defaultMode, disableSwitch: site.colorMode.disableSwitch },
    announcementBar: site.announcementBar,
    pluginId: site.docs.pluginId || 'default',
    htmlLang: locale?.htmlLang ?? 'en',
    direction: locale?.direction ?? 'ltr',
    codeThemesCss: graph.codeThemes?.css ? 'code-themes.css' : null,
    versions,
  };
}

function countItems(items: SidebarItem[]): number {
  let n = 0;
  for (const it of items) n += 1 + (it.type === 'category' ? countItems(it.items) : 0);
  return n;
}

function containsRoute(item: SidebarItem, route: string): boolean {
  if (item.href !== null && normalise(item.href) === route) return true;
  return item.type === 'category' && item.items.some((c) => containsRoute(c, route));
}

/** Keeps the branch that leads to `route`; other categories become lazy (items: null). */
function prune(items: SidebarItem[], route: string): ClientSidebarItem[] {
  return items.map((it) => {
    if (it.type !== 'category') return it;
    if (containsRoute(it, route)) return { ...it, items: prune(it.items, route) };
    return { ...it, items: null };
  });
}

export function getClientSidebar(version: string, name: string | null, route: string): ClientSidebar | null {
  if (!name) return null;
  const sidebar = getVersion(version).sidebars[name];
  if (!sidebar) throw new Error(`contentc graph: version ${version} has no sidebar ${JSON.stringify(name)}`);
  const full = countItems(sidebar.items) <= SIDEBAR_INLINE_LIMIT;
  return {
    name,
    version,
    partial: !full,
    items: full ? sidebar.items : prune(sidebar.items, normalise(route)),
  };
}

/** Every sidebar of every version, for the shared on-demand JSON files. */
export function allSidebars(): { version: string; name: string; items: SidebarItem[] }[] {
  return getGraph().versions.flatMap((v) =>
    Object.entries(v.sidebars).map(([name, s]) => ({ version: v.name, name, items: s.items })));
}

export function getPageProps(route: string): PageProps | null {
  const entry = findRoute(route);
  if (!entry) return null;
  const file = path.join(graphDir(), entry.data);
  const page = readJSON<DocPage | CategoryPage>(file);
  if (!page || (page.kind !== 'doc' && page.kind !== 'category')) {
    throw new Error(`contentc graph: ${file} is not a doc or category page`);
  }
  const version = entry.version;
  if (page.kind === 'category' && !('version' in page && page.version)) (page as CategoryPage).version = version;
  // The front matter is not used by the layout: do not ship it.
  const slim = page.kind === 'doc' ? { ...page, frontMatter: {} } : page;
  return {
    layout: getLayoutData(),
    page: slim,
    sidebar: getClientSidebar(version, page.sidebar ?? null, entry.route),
  };
}

export function getHomeProps(): HomeProps {
  const layout = getLayoutData();
  const sections = layout.navbar.items
    .filter((i) => i.type === 'docSidebar' && i.href)
    .map((i) => ({ label: i.label, href: i.href as string }));
  return { layout, sections };
}

export interface SiteFile { route: string; unlisted: boolean }

/** Routes for sitemap.xml and the legacy-path copies. */
export function siteRoutes(): SiteFile[] {
  return getRoutes().map((r) => ({ route: r.route, unlisted: r.unlisted === true }));
}

export function siteNoIndex(): boolean {
  return getSite().noIndex === true;
}
