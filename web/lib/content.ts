/**
 * The only module that reads the content graph (build time only: getStaticProps,
 * getStaticPaths, next.config and the build scripts). Everything the pages receive is
 * shaped here, so the props a page serialises stay small and flat as the site grows.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type {
  Graph, Site, Version, RouteEntry, DocPage, CategoryPage, TagsPage, TagPage, SidebarItem, LocaleInfo,
} from './graph-types';
import type {
  LayoutData, PageProps, ClientSidebar, ClientSidebarItem, VersionInfo, HomeProps, LocaleLink, StorybookProps, LastUpdated,
} from './page-types';

/**
 * The ids of the theme strings the site shows (their English defaults are in lib/i18n.ts;
 * this module is loaded alone by load-content.mjs, so it cannot import that one, and
 * a unit test checks the two lists agree). Pages carry only these of a code.json.
 */
export const THEME_STRING_IDS: readonly string[] = [
  'theme.TOCCollapsible.toggleButtonLabel',
  'theme.TOC.ariaLabel',
  'theme.docs.paginator.navAriaLabel',
  'theme.docs.paginator.next',
  'theme.docs.paginator.previous',
  'theme.docs.breadcrumbs.navAriaLabel',
  'theme.docs.breadcrumbs.home',
  'theme.common.editThisPage',
  'theme.lastUpdated.atDate',
  'theme.lastUpdated.byUser',
  'theme.lastUpdated.lastUpdatedAtBy',
  'theme.common.skipToMainContent',
  'theme.SearchBar.label',
  'theme.SearchBar.loading',
  'theme.SearchBar.unavailable',
  'theme.SearchBar.noResults',
  'theme.NotFound.title',
  'theme.NotFound.p1',
  'theme.NotFound.p2',
  'theme.navbar.mobileLanguageDropdown.label',
  'theme.navbar.languageDropdown.ariaLabel',
  'theme.docs.untranslated',
  'theme.docs.untranslated.link',
  'theme.docs.versionBadge.label',
  'theme.docs.sidebar.collapseButtonTitle',
  'theme.docs.sidebar.collapseButtonAriaLabel',
  'theme.docs.sidebar.expandButtonTitle',
  'theme.docs.sidebar.expandButtonAriaLabel',
  'theme.tags.tagsListLabel',
  'theme.tags.tagsPageLink',
];

/** Sidebars with more items than this are sent as the current branch only. */
export const SIDEBAR_INLINE_LIMIT = 200;

export function graphDir(): string {
  return path.resolve(process.env.CONTENTC_GRAPH || path.join(process.cwd(), 'build', 'graph'));
}

/**
 * The graph read last, with the identity of the graph.json it came from: `contentc
 * watch` (make dev) replaces the graph folder while the dev server runs, and the next
 * call reads the new one (a stat per call; the file is read only when it changed).
 */
let cached: { dir: string; id: string; graph: Graph } | null = null;

function fileId(file: string): string {
  try {
    const st = fs.statSync(file, { bigint: true });
    return `${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}`;
  } catch {
    return 'missing';
  }
}

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

// ---- the graph's shape: the schema contentc publishes --------------------------------
// Every graph file the site reads (graph.json, page files, search data) is checked
// against schema/graph.schema.json (`contentc schema graph` prints the same schema;
// web/lib/graph-types.ts is generated from it) with Ajv, not by hand.

type SchemaPart = 'graph' | 'DocPage' | 'CategoryPage' | 'TagsPage' | 'TagPage' | 'SearchData';
type Validator = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string; params?: Record<string, unknown> }[] | null;
};
let validators: Map<SchemaPart, Validator> | null = null;

/** The published schema of the graph. */
export function graphSchemaFile(): string {
  return path.join(process.cwd(), 'schema', 'graph.schema.json');
}

function validator(part: SchemaPart): Validator {
  if (!validators) {
    // Through createRequire: build scripts load this module from a data: URL
    // (load-content.mjs), which cannot import packages.
    const req = createRequire(path.join(process.cwd(), 'package.json'));
    const mod = req('ajv/dist/2020');
    const Ajv2020 = mod.default ?? mod;
    const schema = JSON.parse(fs.readFileSync(graphSchemaFile(), 'utf8'));
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(schema);
    validators = new Map();
    for (const p of ['graph', 'DocPage', 'CategoryPage', 'TagsPage', 'TagPage', 'SearchData'] as SchemaPart[]) {
      validators.set(p, ajv.getSchema(p === 'graph' ? schema.$id : `${schema.$id}#/$defs/${p}`));
    }
  }
  return validators.get(part)!;
}

/** Throws an error naming the file and the first place where data does not match the schema. */
function checkShape(file: string, data: unknown, part: SchemaPart, what: string): void {
  const v = validator(part);
  if (v(data)) return;
  const e = v.errors?.[0];
  const at = e?.instancePath || '(the top)';
  const detail = e?.params && Object.keys(e.params).length ? ` (${JSON.stringify(e.params)})` : '';
  throw new Error(`contentc graph: ${file} is not a valid ${what}: at ${at}: ${e?.message ?? 'does not match'}${detail}. ` +
    `It must match ${path.relative(process.cwd(), graphSchemaFile())}: compile the content again with this repository's contentc (make graph).`);
}

/** Whether the graph folder holds a graph. */
export function hasGraph(dir: string = graphDir()): boolean {
  return fs.existsSync(path.join(dir, 'graph.json'));
}

/**
 * The path of a file or folder of the graph folder (rel is graph-relative, as the
 * graph names its files); throws on a path that leaves the folder.
 */
export function graphPath(rel: string, dir: string = graphDir()): string {
  const p = path.resolve(dir, rel);
  if (p !== dir && !p.startsWith(dir + path.sep)) throw new Error(`contentc graph: ${JSON.stringify(rel)} is outside the graph folder ${dir}`);
  return p;
}

/** The graph of the graph folder dir (the site's, by default), checked against the schema. */
export function getGraph(dir: string = graphDir()): Graph {
  const file = path.join(dir, 'graph.json');
  const id = fileId(file);
  if (cached && cached.dir === dir && cached.id === id) return cached.graph;
  const graph = readJSON<Graph>(file);
  checkShape(file, graph, 'graph', 'graph');
  sanitiseGraph(graph, file);
  plainLinksToNonPages(graph);
  cached = { dir, id, graph };
  return graph;
}

/** The content root the graph's site components are in (siteComponents.root is relative to the graph folder), or null. */
export function siteComponentsRoot(): string | null {
  const sc = getGraph().siteComponents;
  return sc ? path.resolve(graphDir(), sc.root) : null;
}

/** A search data file of the graph (graph.search.data or a locale's), checked against the schema. */
export function readSearchData(rel: string, dir: string = graphDir()): { documents: unknown[] } {
  const file = graphPath(rel, dir);
  const data = readJSON<{ documents: unknown[] }>(file);
  checkShape(file, data, 'SearchData', 'search data file');
  return data;
}

// ---- URLs the site will not link to -------------------------------------------------
// The graph is data: a `javascript:` or `data:` URL in a field that becomes an href or
// src (an edit URL, a sidebar or navbar link, a logo) is removed here, with a warning
// that names the file, so no page, data file or sidebar file of the site carries it.

/** Schemes a link or image may use; anything else with a scheme is refused. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * True when `url` may be an href or src: no scheme (a path, "#anchor", "//host"), or
 * http(s), mailto or tel. The scheme is read the way a browser reads it: leading spaces
 * and control characters are skipped and tabs and newlines ignored, so
 * " java\tscript:" is javascript:. (Kept in this file: load-content.mjs loads it alone.)
 */
export function isSafeUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(url)) return false;
  // eslint-disable-next-line no-control-regex
  const s = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(s);
  return m === null || SAFE_SCHEMES.has(m[1].toLowerCase());
}

const warned = new Set<string>();
function unsafe(file: string, where: string, url: string): void {
  const msg = `contentc graph: ${file}: ${where} has an unsafe URL ${JSON.stringify(url.slice(0, 80))}; the site leaves it out`;
  if (warned.has(msg)) return;
  warned.add(msg);
  console.warn(msg);
}

/** `url` if the site may use it, else null (with a warning). */
/**
 * An image's own data where the site draws an image: any `data:image/` for the favicon
 * (a browser draws it, never runs it), a raster one for the logo (an <img>, as in docs).
 */
export function isSafeImageData(url: string, svg: boolean): boolean {
  const s = url.trim().toLowerCase();
  // eslint-disable-next-line no-control-regex
  return s.startsWith('data:image/') && (svg || !s.startsWith('data:image/svg')) && !/[\u0000-\u001f\u007f]/.test(url);
}

function safeOrNull(url: string | null | undefined, file: string, where: string, image?: 'favicon' | 'raster'): string | null {
  if (url === null || url === undefined) return null;
  if (typeof url === 'string' && (isSafeUrl(url) || (image !== undefined && isSafeImageData(url, image === 'favicon')))) return url;
  unsafe(file, where, String(url));
  return null;
}

function safeSidebarItems(items: SidebarItem[], file: string, where: string): SidebarItem[] {
  const out: SidebarItem[] = [];
  for (const it of items) {
    if (it.type === 'category') {
      out.push({ ...it, href: safeOrNull(it.href, file, `${where} category ${JSON.stringify(it.label)}`), items: safeSidebarItems(it.items, file, where) });
    } else if (it.type === 'html') {
      out.push(it); // sanitised by the compiler
    } else if (safeOrNull(it.href, file, `${where} link ${JSON.stringify(it.label)}`) !== null) {
      out.push(it);
    }
  }
  return out;
}

function safeNavbarItems(items: Site['navbar']['items'], file: string): Site['navbar']['items'] {
  return items
    .filter((it) => it.href === null || safeOrNull(it.href, file, `navbar item ${JSON.stringify(it.label)}`) !== null)
    .map((it) => ({
      ...it,
      items: safeNavbarItems(it.items ?? [], file),
      ...(it.itemsBefore ? { itemsBefore: safeNavbarItems(it.itemsBefore, file) } : {}),
      ...(it.itemsAfter ? { itemsAfter: safeNavbarItems(it.itemsAfter, file) } : {}),
    }));
}

function sanitiseGraph(graph: Graph, file: string): void {
  const site = graph.site;
  if (site.navbar) {
    site.navbar.items = safeNavbarItems(site.navbar.items ?? [], file);
    const logo = site.navbar.logo;
    if (logo) {
      if (safeOrNull(logo.src, file, 'navbar logo src', 'raster') === null) site.navbar.logo = null;
      else logo.srcDark = safeOrNull(logo.srcDark, file, 'navbar logo srcDark', 'raster');
    }
  }
  site.favicon = safeOrNull(site.favicon, file, 'favicon', 'favicon');
  const safeFooter = (foot: Site['footer'] | null) => {
    if (!foot) return;
    const logo = foot.logo;
    if (logo) {
      if (safeOrNull(logo.src, file, 'footer logo src', 'raster') === null) foot.logo = null;
      else {
        logo.srcDark = safeOrNull(logo.srcDark, file, 'footer logo srcDark', 'raster');
        if (logo.href !== undefined && safeOrNull(logo.href, file, 'footer logo href') === null) delete logo.href;
      }
    }
    const ok = (l: { href: string; label: string }) => safeOrNull(l.href, file, `footer link ${JSON.stringify(l.label)}`) !== null;
    if (foot.links) foot.links = foot.links.filter(ok);
    for (const col of foot.columns ?? []) col.links = col.links.filter(ok);
  };
  safeFooter(site.footer);
  if (site.docs) site.docs.editUrl = safeOrNull(site.docs.editUrl, file, 'docs.editUrl');
  for (const l of graph.locales) {
    const nav = l.navbar as Site['navbar'] | null;
    if (nav) nav.items = safeNavbarItems(nav.items ?? [], file);
    safeFooter(l.footer as Site['footer'] | null);
  }
  for (const v of allVersions(graph)) {
    for (const [name, sb] of Object.entries(v.sidebars ?? {})) {
      sb.items = safeSidebarItems(sb.items ?? [], file, `sidebar ${JSON.stringify(name)} of version ${JSON.stringify(v.name)}:`);
      sb.firstHref = safeOrNull(sb.firstHref, file, `sidebar ${JSON.stringify(name)} firstHref`);
    }
  }
}

/** Static files: links to them are not pages either, and stay as they are. */
const FILE_PATH = /\.[a-z0-9]{1,5}$/i;

/**
 * Navbar and footer links to a path of the site that is no page this build makes (a
 * Docusaurus site's blog or src/pages, which contentc does not build; an HTML file of
 * static/) get `target: '_self'`: a plain link in this tab, loaded by the browser, as
 * Docusaurus's Link does with a target, with no prefetch of page data that is not there
 * (a navbar's "Blog" made every page request /_next/data/…/blog.json and log a 404).
 */
function plainLinksToNonPages(graph: Graph): void {
  const plain = <T extends { href: string | null; target: string | null; external?: boolean }>(it: T) => {
    const href = it.href;
    if (href && !it.external && !it.target && notAPage(graph, href)) it.target = '_self';
  };
  const items = (list: Site['navbar']['items'] | undefined) => {
    for (const it of list ?? []) {
      plain(it);
      items(it.items);
      items(it.itemsBefore);
      items(it.itemsAfter);
    }
  };
  const footer = (foot: Site['footer'] | null) => {
    for (const link of foot?.links ?? []) plain(link as never);
    for (const col of foot?.columns ?? []) for (const link of col.links) plain(link as never);
  };
  items(graph.site.navbar?.items);
  footer(graph.site.footer);
  for (const l of graph.locales) {
    items((l.navbar as Site['navbar'] | null)?.items);
    footer(l.footer as Site['footer'] | null);
  }
}

let pageSet: { graph: Graph; set: Set<string> } | null = null;

/** Whether a site path (without the base URL) is no page this build makes, and no file. */
function notAPage(graph: Graph, href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  if (pageSet?.graph !== graph) {
    const set = new Set<string>(['/', '/storybook', ...graph.routes.map((r) => normalise(r.route))]);
    for (const l of graph.locales) if (!l.default && l.routePrefix) set.add(normalise(l.routePrefix));
    pageSet = { graph, set };
  }
  const path = normalise(href.split(/[?#]/)[0] || '/');
  return !pageSet.set.has(path) && !FILE_PATH.test(path);
}

/** An <a> start tag as the compiler writes them: attributes with double-quoted values. */
const ANCHOR_TAG = /<a((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)(\s*)>/g;

/**
 * A doc's links to site paths that are no page of the build (a Docusaurus site's blog or
 * src/pages, which the compiler reports) get target="_self", as the navbar's do
 * (plainLinksToNonPages): the browser loads them, and they are never prefetched.
 */
export function plainNonPageLinks(html: string, graph: Graph = getGraph()): string {
  if (!html.includes('<a ')) return html;
  // (the compiler writes hrefs with the base URL)
  const base = graph.site.baseUrl.replace(/\/+$/, '');
  return html.replace(ANCHOR_TAG, (tag, attrs: string, space: string) => {
    if (/\starget="/.test(attrs)) return tag;
    const href = /\shref="([^"]*)"/.exec(attrs)?.[1];
    if (href === undefined) return tag;
    const site = base && (href === base || href.startsWith(`${base}/`)) ? href.slice(base.length) || '/' : href;
    if (base && site === href) return tag; // outside the base URL: not the site's
    return notAPage(graph, site) ? `<a${attrs} target="_self"${space}>` : tag;
  });
}

type Page = DocPage | CategoryPage | TagsPage | TagPage;

const PAGE_SHAPES: Record<Page['kind'], SchemaPart> = { doc: 'DocPage', category: 'CategoryPage', tags: 'TagsPage', tag: 'TagPage' };

function safePageLink(link: DocPage['previous'], file: string, where: string): DocPage['previous'] {
  return link && safeOrNull(link.href, file, where) !== null ? link : null;
}

/** Removes unsafe URLs from a page's fields (the rendered HTML is the compiler's). */
function sanitisePage(page: Page, file: string): Page {
  if (page.kind === 'tags') {
    return { ...page, letters: page.letters.map((l) => ({ ...l, tags: l.tags.filter((t) => safeOrNull(t.permalink, file, `tag ${JSON.stringify(t.label)}`) !== null) })) };
  }
  if (page.kind === 'tag') {
    return {
      ...page,
      allTags: safeOrNull(page.allTags, file, 'allTags'),
      items: page.items.filter((d) => safeOrNull(d.route, file, `doc ${JSON.stringify(d.title)}`) !== null),
    };
  }
  const common = {
    breadcrumbs: page.breadcrumbs.map((b) => ({ ...b, href: safeOrNull(b.href, file, `breadcrumb ${JSON.stringify(b.label)}`) })),
    previous: safePageLink(page.previous, file, 'previous'),
    next: safePageLink(page.next, file, 'next'),
  };
  if (page.kind === 'doc') {
    return {
      ...page, ...common, editUrl: safeOrNull(page.editUrl, file, 'editUrl'), image: safeOrNull(page.image, file, 'image'),
      tags: page.tags.map((t) => ({ ...t, permalink: safeOrNull(t.permalink, file, `tag ${JSON.stringify(t.label)}`) })),
    };
  }
  return { ...page, ...common, items: page.items.filter((c) => safeOrNull(c.href, file, `card ${JSON.stringify(c.label)}`) !== null) };
}

// ---- page files ------------------------------------------------------------------------

/** Reads a doc, category or tag page file; throws an error naming the file when it is not one. */
function readPage(file: string): Page {
  const page = readJSON<Page>(file);
  if (!page || typeof page !== 'object' || !Object.hasOwn(PAGE_SHAPES, page.kind)) {
    throw new Error(`contentc graph: ${file} is not a doc, category or tag page`);
  }
  checkShape(file, page, PAGE_SHAPES[page.kind], `${page.kind} page`);
  return page;
}

/**
 * Reads every file the site is built from (graph.json, each page file, the search data)
 * and throws on the first that is missing or corrupt, naming it. The build runs this
 * before `next build` writes anything, so a broken graph never gives half a site.
 */
export function verifyGraph(): { pages: number } {
  const graph = getGraph();
  const dir = graphDir();
  for (const r of graph.routes) readPage(path.join(dir, r.data));
  const searchFiles = [graph.search?.data, ...graph.locales.filter((l) => !l.default).map((l) => l.search?.data)];
  for (const s of searchFiles) {
    if (s) readSearchData(s, dir);
  }
  return { pages: graph.routes.length };
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

let byPath: { graph: Graph; map: Map<string, RouteEntry> } | null = null;
function findRoute(route: string): RouteEntry | undefined {
  const graph = getGraph();
  if (byPath?.graph !== graph) byPath = { graph, map: new Map(graph.routes.map((r) => [normalise(r.route), r])) };
  return byPath.map.get(normalise(route));
}
function normalise(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

/** Site paths joined: "" + "docs" → "/docs", "/docs" + "/" → "/docs". */
function joinPath(...parts: string[]): string {
  return normalise(`/${parts.join('/')}`.replace(/\/+/g, '/'));
}

/** Every version of every locale (the default locale's are the graph's versions). */
function allVersions(graph: Graph): Version[] {
  return [...graph.versions, ...graph.locales.flatMap((l) => l.versions ?? [])];
}

/** The locale with this code; the default locale for null or an unknown code. */
export function getLocale(code: string | null = null): LocaleInfo | null {
  const graph = getGraph();
  return graph.locales.find((l) => l.code === code) ?? graph.locales.find((l) => l.default) ?? graph.locales[0] ?? null;
}

/** A locale's versions: the graph's for the default locale. */
function localeVersions(code: string | null): Version[] {
  const l = getLocale(code);
  return l && !l.default && l.versions ? l.versions : getGraph().versions;
}

function getVersion(name: string, locale: string | null = null): Version {
  const v = localeVersions(locale).find((x) => x.name === name);
  if (!v) throw new Error(`contentc graph: unknown version ${JSON.stringify(name)}${locale ? ` of locale ${locale}` : ''}`);
  return v;
}

/** The route prefix of the locale a route is in ("" for the default locale). */
export function localeOfRoute(route: string): LocaleInfo | null {
  const graph = getGraph();
  const other = graph.locales.find((l) => !l.default && l.routePrefix && (route === l.routePrefix || route.startsWith(`${l.routePrefix}/`)));
  return other ?? getLocale(null);
}

/** A route of one locale as another locale serves it. */
export function routeInLocale(route: string, from: LocaleInfo | null, to: LocaleInfo): string {
  const bare = from?.routePrefix ? route.slice(from.routePrefix.length) || '/' : route;
  return to.routePrefix ? (bare === '/' ? `${to.routePrefix}/` : to.routePrefix + bare) : bare;
}

/** Each locale's version of a route, when it has a page there (hreflang, the locale dropdown). */
export function localeAlternates(route: string): LocaleLink[] | null {
  const graph = getGraph();
  if (graph.locales.length < 2) return null;
  const from = localeOfRoute(route);
  return graph.locales.map((l) => {
    const r = routeInLocale(route, from, l);
    const exists = r === '/' || (l.routePrefix !== '' && r === `${l.routePrefix}/`) || findRoute(r) !== undefined;
    return { code: l.code, label: l.label, htmlLang: l.htmlLang, href: exists ? r : (l.routePrefix ? `${l.routePrefix}/` : '/'), exists };
  });
}

export function getLayoutData(localeCode: string | null = null): LayoutData {
  const graph = getGraph();
  const site = graph.site;
  const locale = getLocale(localeCode);
  const isDefault = !locale || locale.default;
  // The version dropdown and banners are the default docs plugin's.
  const lversions = localeVersions(locale?.code ?? null).filter((v) => !v.pluginId);
  const navbar = (!isDefault && locale?.navbar ? locale.navbar : site.navbar) as Site['navbar'];
  const footer = (!isDefault && locale?.footer ? locale.footer : site.footer) as Site['footer'];
  const strings: Record<string, string> = {};
  for (const k of THEME_STRING_IDS) {
    const v = locale?.theme?.[k];
    if (typeof v === 'string' && v !== '') strings[k] = v;
  }
  const localePrefix = isDefault ? '' : locale?.routePrefix ?? '';
  // The docs' site path, and a version's, as Docusaurus's useActiveVersion gives them
  // (without the base URL): "/docs", "/docs/next", "/zh/docs/2.0".
  const docsPath = joinPath(localePrefix, site.docs.routeBasePath);
  const versions: VersionInfo[] | null = lversions.length > 1
    ? lversions.map((v) => ({
      name: v.name,
      path: joinPath(docsPath, v.path),
      label: v.label,
      isLast: v.isLast,
      banner: v.banner,
      badge: v.badge,
      mainHref: v.mainDocRoute ?? v.docs.find((d) => d.id === v.mainDocId)?.route ?? v.path,
      sidebarHrefs: Object.fromEntries(Object.entries(v.sidebars).map(([k, s]) => [k, s.firstHref])),
    }))
    : null;
  return {
    title: site.title,
    tagline: site.tagline,
    titleDelimiter: site.titleDelimiter,
    url: site.url,
    baseUrl: site.baseUrl,
    favicon: site.favicon,
    image: site.image ?? null,
    metadata: site.metadata ?? [],
    noIndex: site.noIndex === true,
    navbar,
    copyright: footer.copyright,
    footerLogo: footer.logo ?? null,
    footerLinks: footer.links ?? [],
    footerColumns: footer.columns ?? [],
    colorMode: { defaultMode: site.colorMode.defaultMode, disableSwitch: site.colorMode.disableSwitch },
    docsSidebar: { hideable: site.docs?.sidebar?.hideable === true, autoCollapseCategories: site.docs?.sidebar?.autoCollapseCategories === true },
    versionPersistence: site.docs?.versionPersistence === 'none' ? 'none' : 'localStorage',
    announcementBar: site.announcementBar,
    pluginId: site.docs.pluginId || 'default',
    htmlLang: locale?.htmlLang ?? 'en',
    direction: locale?.direction ?? 'ltr',
    locale: locale?.code ?? 'en',
    localePrefix,
    multiLocale: graph.locales.length > 1,
    strings,
    codeThemesCss: graph.codeThemes?.css ? 'code-themes.css' : null,
    math: site.math === true,
    mermaid: site.mermaid ?? null,
    imageZoom: site.imageZoom ?? null,
    iframeHosts: site.iframeHosts ?? [],
    colorsCss: !!site.colors,
    headTags: site.headTags ?? [],
    searchStamp: String(graph.buildTime),
    docsPath,
    versions,
  };
}

function countItems(items: SidebarItem[]): number {
  let n = 0;
  for (const it of items) n += 1 + (it.type === 'category' ? countItems(it.items) : 0);
  return n;
}

/** What the client needs of an item (see ClientSidebarItem); `items` as given. */
function clientItem(it: SidebarItem, items: ClientSidebarItem[] | null): ClientSidebarItem {
  if (it.type === 'link') {
    // a path the compiler wrote out whole (pathname://) is a plain link: said only then
    // (lib/url's isExternal, written out: load-content.mjs loads this module alone)
    return it.external && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(it.href) ? { type: 'link', label: it.label, href: it.href, external: true } : { type: 'link', label: it.label, href: it.href };
  }
  if (it.type === 'html') return { type: 'html', value: it.value, defaultStyle: it.defaultStyle, className: it.className };
  return { type: 'category', label: it.label, href: it.href, collapsible: it.collapsible, collapsed: it.collapsed, items };
}

/** The whole tree in the client format (small sidebars). */
function clientTree(items: SidebarItem[]): ClientSidebarItem[] {
  return items.map((it) => clientItem(it, it.type === 'category' ? clientTree(it.items) : null));
}

/** One list in the client format, its subcategories' items left out (the shared files). */
export function clientList(items: SidebarItem[]): ClientSidebarItem[] {
  return items.map((it) => clientItem(it, null));
}

interface SidebarInfo {
  /** more than SIDEBAR_INLINE_LIMIT items: pages get their branch only */
  large: boolean;
  /** the folder of the shared list files: a hash of the sidebar, so a change gives new URLs */
  files: string;
  /** route → index path of the first item that links to it */
  paths: Map<string, number[]>;
  /** the whole tree in the client format (small sidebars) */
  tree: ClientSidebarItem[] | null;
}

const sidebarInfos = new WeakMap<Version['sidebars'][string], SidebarInfo>();

function sidebarInfo(version: string, name: string, locale: string | null = null): { sidebar: Version['sidebars'][string]; info: SidebarInfo } {
  const sidebar = getVersion(version, locale).sidebars[name];
  if (!sidebar) throw new Error(`contentc graph: version ${version} has no sidebar ${JSON.stringify(name)}`);
  let info = sidebarInfos.get(sidebar);
  if (!info) {
    const paths = new Map<string, number[]>();
    const walk = (items: SidebarItem[], at: number[]) => items.forEach((it, i) => {
      const p = [...at, i];
      if (it.type !== 'html' && it.href !== null && !paths.has(normalise(it.href))) paths.set(normalise(it.href), p);
      if (it.type === 'category') walk(it.items, p);
    });
    walk(sidebar.items, []);
    const large = countItems(sidebar.items) > SIDEBAR_INLINE_LIMIT;
    const files = createHash('sha256').update(JSON.stringify(locale ? [version, name, sidebar.items, locale] : [version, name, sidebar.items])).digest('hex').slice(0, 16);
    info = { large, files, paths, tree: large ? null : clientTree(sidebar.items) };
    sidebarInfos.set(sidebar, info);
  }
  return { sidebar, info };
}

/**
 * The branch of `route` (ClientSidebar): along the index path to its item, each list
 * holds only the next item (marked partial, the item with its index); the innermost
 * category (the item's parent, or the item itself when it is the category's page)
 * holds all its direct items. A route the sidebar does not have gets an empty partial list.
 */
function branch(items: SidebarItem[], path: number[]): ClientSidebarItem[] {
  if (path.length === 0) return [];
  const [i, ...rest] = path;
  const it = items[i];
  if (it.type !== 'category') return [{ ...clientItem(it, null), index: i }];
  // the category is the innermost when the path ends at it or at one of its links
  const innermost = rest.length === 0 || (rest.length === 1 && it.items[rest[0]].type === 'link');
  const own: ClientSidebarItem[] = innermost ? clientList(it.items) : branch(it.items, rest);
  return [{ ...clientItem(it, own), ...(innermost ? {} : { partial: true }), index: i }];
}

export function getClientSidebar(version: string, name: string | null, route: string, locale: string | null = null): ClientSidebar | null {
  if (!name) return null;
  const { sidebar, info } = sidebarInfo(version, name, locale);
  if (!info.large) return { name, version, partial: false, files: null, items: info.tree as ClientSidebarItem[] };
  return { name, version, partial: true, files: info.files, items: branch(sidebar.items, info.paths.get(normalise(route)) ?? []) };
}

/** Every sidebar of every version, for the shared on-demand JSON files. */
export function allSidebars(): { version: string; name: string; items: SidebarItem[] }[] {
  const graph = getGraph();
  return [null, ...graph.locales.filter((l) => !l.default && l.versions)].flatMap((l) => localeVersions(l?.code ?? null).flatMap((v) =>
    Object.entries(v.sidebars).map(([name, s]) => ({ version: l ? `${l.code}/${v.name}` : v.name, name, items: s.items }))));
}

/**
 * The shared files of the large sidebars: for each, its folder (ClientSidebar.files) and
 * every list in it (the top level and each category's items) in the client format.
 */
export function sidebarListFiles(): { files: string; lists: { path: number[]; items: ClientSidebarItem[] }[] }[] {
  const out: { files: string; lists: { path: number[]; items: ClientSidebarItem[] }[] }[] = [];
  const graph = getGraph();
  for (const [locale, v] of [...graph.versions.map((x) => [null, x] as const), ...graph.locales.filter((l) => !l.default).flatMap((l) => (l.versions ?? []).map((x) => [l.code, x] as const))]) {
    for (const name of Object.keys(v.sidebars)) {
      const { sidebar, info } = sidebarInfo(v.name, name, locale);
      if (!info.large) continue;
      const lists: { path: number[]; items: ClientSidebarItem[] }[] = [];
      const walk = (items: SidebarItem[], at: number[]) => {
        lists.push({ path: at, items: clientList(items) });
        items.forEach((it, i) => { if (it.type === 'category') walk(it.items, [...at, i]); });
      };
      walk(sidebar.items, []);
      out.push({ files: info.files, lists });
    }
  }
  return out;
}

/**
 * A doc's last update (DocPage.lastUpdate: its file's last git commit, or front matter
 * last_update) as its page shows it: "Last updated on Nov 29, 2026 by Ada" (Docusaurus's
 * theme strings). The date is written here, when the page is built, in UTC and in the
 * page's language, and goes to the page with its props, so the browser never formats it
 * differently from the server.
 */
export function lastUpdated(lu: DocPage['lastUpdate'], htmlLang: string): LastUpdated | null {
  if (!lu || (lu.at === undefined && lu.by === undefined)) return null;
  let date: string | null = null;
  let iso: string | null = null;
  if (lu.at !== undefined) {
    const d = new Date(lu.at);
    iso = d.toISOString();
    let lang = htmlLang;
    try { new Intl.DateTimeFormat(lang); } catch { lang = 'en'; }
    date = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d);
  }
  return { date, iso, by: lu.by ?? null };
}

export function getPageProps(route: string): PageProps | null {
  const entry = findRoute(route);
  if (!entry) return null;
  const file = path.join(graphDir(), entry.data);
  const page = sanitisePage(readPage(file), file);
  const version = entry.version;
  if (page.kind === 'category' && !('version' in page && page.version)) (page as CategoryPage).version = version;
  // The front matter is not used by the layout: do not ship it.
  const slim = page.kind === 'doc' ? { ...page, frontMatter: {}, html: plainNonPageLinks(page.html) } : page;
  const locale = entry.locale && !getLocale(entry.locale)?.default ? entry.locale : null;
  const layout = getLayoutData(locale);
  return {
    layout,
    page: slim,
    lastUpdated: page.kind === 'doc' ? lastUpdated(page.lastUpdate, layout.htmlLang) : null,
    sidebar: getClientSidebar(version, 'sidebar' in page ? page.sidebar ?? null : null, entry.route, locale),
    alternates: localeAlternates(entry.route),
    versionHrefs: page.kind === 'doc' && !getVersion(version, locale).pluginId ? versionHrefs(page.id, locale) : null,
  };
}

/**
 * The same doc in each version that has it (the version dropdown keeps the page, as
 * Docusaurus's does); null on a site with one version.
 */
function versionHrefs(id: string, locale: string | null): Record<string, string> | null {
  const versions = localeVersions(locale).filter((v) => !v.pluginId);
  if (versions.length < 2) return null;
  const out: Record<string, string> = {};
  for (const v of versions) {
    const d = v.docs.find((x) => x.id === id);
    if (d && !d.unlisted) out[v.name] = d.route;
  }
  return out;
}

/** The home pages of the non-default locales ("/fr/"), besides "/". */
export function localeHomeRoutes(): string[] {
  return getGraph().locales.filter((l) => !l.default && l.routePrefix).map((l) => `${l.routePrefix}/`);
}

export function getHomeProps(localeCode: string | null = null): HomeProps {
  const layout = getLayoutData(localeCode);
  const sections = layout.navbar.items
    .filter((i) => i.type === 'docSidebar' && i.href)
    .map((i) => ({ label: i.label, href: i.href as string }));
  const locale = getLocale(localeCode);
  return { layout, sections, alternates: localeAlternates(locale && !locale.default ? `${locale.routePrefix}/` : '/') };
}

/** A route of the site; `unlisted` or `noIndex` (its version's): not in the sitemap. */
export interface SiteFile { route: string; unlisted: boolean; noIndex: boolean; locale: string }

/** Routes for sitemap.xml and the legacy-path copies. */
export function siteRoutes(): SiteFile[] {
  const def = getLocale(null)?.code ?? 'en';
  return getRoutes().map((r) => ({ route: r.route, unlisted: r.unlisted === true, noIndex: r.noIndex === true, locale: r.locale || def }));
}

/** The locales, for the per-locale sitemaps and search files. */
export function siteLocales(): { code: string; routePrefix: string; default: boolean; search: string }[] {
  return getGraph().locales.map((l) => ({ code: l.code, routePrefix: l.default ? '' : l.routePrefix, default: l.default, search: l.search?.data ?? '' }));
}

export function siteNoIndex(): boolean {
  return getSite().noIndex === true;
}

// ---- live examples (```tsx live) ------------------------------------------------------

/** A live example with where it is: for the generated modules and the /storybook gallery. */
export interface LiveEntry {
  id: string;
  title: string;
  chartType: string;
  code: string;
  line: number;
  column: number;
  route: string;
  docTitle: string;
  version: string;
  /** the doc's source file, for messages */
  source: string;
}

/** Every live example of the graph, version by version, in page order; `lastOnly`: the last version's. */
export function getLiveExamples(lastOnly = false): LiveEntry[] {
  const out: LiveEntry[] = [];
  for (const v of getGraph().versions) {
    if (lastOnly && !v.isLast) continue;
    const byData = new Map<string, DocPage>();
    for (const ref of v.liveExamples ?? []) {
      let doc = byData.get(ref.data);
      if (!doc) {
        doc = readJSON<DocPage>(path.join(graphDir(), ref.data));
        byData.set(ref.data, doc);
      }
      const ex = doc.liveExamples?.find((e) => e.id === ref.id);
      if (!ex) throw new Error(`contentc graph: ${ref.data} has no live example ${ref.id}`);
      out.push({
        id: ex.id, title: ex.title, chartType: ex.chartType, code: ex.code, line: ex.line, column: ex.column,
        route: ref.route, docTitle: doc.title, version: v.name, source: doc.source ?? ref.route,
      });
    }
  }
  return out;
}

/** Chart types as the gallery names them, in its order; others follow by name. */
const CHART_TYPE_LABELS: [string, string][] = [
  ['BarSeries', 'Bar charts'], ['LineSeries', 'Line charts'], ['AreaSeries', 'Area charts'],
  ['BubbleSeries', 'Bubble charts'], ['HistogramBarSeries', 'Histograms'], ['Partition', 'Partition charts (pie, donut, treemap, sunburst)'],
  ['Heatmap', 'Heatmaps'], ['Goal', 'Goal and gauge charts'], ['Metric', 'Metric charts'], ['Bullet', 'Bullet charts'],
  ['Wordcloud', 'Word clouds'], ['Flame', 'Flame charts'], ['LineAnnotation', 'Line annotations'], ['RectAnnotation', 'Rectangle annotations'],
  ['Axis', 'Axes'], ['Other', 'Other charts'],
];

/** The /storybook gallery: every live example of the last version, grouped by chart type. */
export function getStorybookProps(): StorybookProps {
  const groups = new Map<string, StorybookProps['groups'][number]>();
  const order = new Map(CHART_TYPE_LABELS.map(([t], i) => [t, i]));
  const labels = new Map(CHART_TYPE_LABELS);
  getLiveExamples(true).forEach((e, index) => {
    let g = groups.get(e.chartType);
    if (!g) groups.set(e.chartType, g = { chartType: e.chartType, label: labels.get(e.chartType) ?? e.chartType, cards: [] });
    g.cards.push({ id: e.id, index, title: e.title, code: e.code, route: e.route, docTitle: e.docTitle });
  });
  const rank = (t: string) => order.get(t) ?? order.size;
  return {
    layout: getLayoutData(),
    groups: [...groups.values()].sort((a, b) => rank(a.chartType) - rank(b.chartType) || a.chartType.localeCompare(b.chartType)),
  };
}
