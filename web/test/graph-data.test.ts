// The graph loader the build uses (web/lib/content.ts): a missing or corrupt graph file
// fails the build with a message that names the file, before next build writes anything;
// URLs the site must not link to are left out. Each test writes a small graph to a
// temporary folder and points CONTENTC_GRAPH at it.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  getGraph, getLayoutData, getPageProps, allSidebars, isSafeUrl, isSafeImageData, verifyGraph, getClientSidebar, sidebarListFiles, SIDEBAR_INLINE_LIMIT,
} from "../lib/content";
import type { ClientSidebarItem } from "../lib/page-types";
import { sidebarListKey } from "../lib/page-types";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "contentc-graph-test-"));
after(() => fs.rmSync(root, { recursive: true, force: true }));

type Json = Record<string, any>;

function doc(id: string, extra: Json = {}): Json {
  return {
    kind: "doc", id, version: "current", locale: "en", route: `/docs/${id}`, title: `Title of ${id}`,
    description: "", keywords: [], tags: [], image: null, frontMatter: {}, html: `<p>${id}</p>`, toc: [],
    tocMinLevel: 2, tocMaxLevel: 3, hideTitle: false, hideTableOfContents: false, hideFooter: false,
    unlisted: false, breadcrumbs: [], previous: null, next: null, editUrl: null, sidebar: "docs",
    sidebarLabel: `Title of ${id}`, generated: false, source: `docs/${id}.md`, untranslated: false, ...extra,
  };
}

/** Writes a valid graph (two docs, a category page, search data: every file matches schema/graph.schema.json) to a new folder. */
function writeGraph(name: string, change: (files: Record<string, Json | string>) => void = () => {}): string {
  const dir = path.join(root, name);
  const graph: Json = {
    schemaVersion: 1, buildTime: 0, generator: "test", static: [],
    codeThemes: { light: "github", dark: "dracula", css: "code-themes.css", available: ["dracula", "github"] },
    site: {
      title: "T", tagline: "", titleDelimiter: "|", url: "https://t.example", baseUrl: "/", favicon: "/img/favicon.ico", noIndex: false,
      navbar: { title: "T", hideOnScroll: false, style: null, logo: { alt: "", src: "/img/logo.svg", srcDark: null, width: null, height: null },
        items: [{ type: "link", label: "Home", href: "/docs/a", position: "left", external: false, target: null, sidebarId: null, ariaLabel: null, className: null, items: [] }] },
      footer: { style: "light", copyright: "", logo: null, links: [] },
      colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false },
      codeThemes: { light: "github", dark: "dracula" }, announcementBar: null, search: { maxHits: 30, highlightResult: false, boost: {} },
      i18n: { defaultLocale: "en", locales: [] },
      docs: { path: "docs", routeBasePath: "docs", sidebarPath: null, editUrl: null, pluginId: "default", sidebar: { hideable: false, autoCollapseCategories: false }, versionPersistence: "localStorage" },
    },
    locales: [{ code: "en", label: "English", direction: "ltr", htmlLang: "en", path: "en", default: true, routePrefix: "",
      versions: null, translated: null, search: { data: "search.json" }, theme: {}, navbar: null, footer: null }],
    versions: [{
      name: "current", label: "Next", path: "/docs", isLast: true, banner: null, badge: false, mainDocId: "a", mainDocRoute: "/docs/a", draftIds: [],
      docs: [{ id: "a", route: "/docs/a", title: "A", sidebar: "docs", unlisted: false, data: "docs/current/a.json", untranslated: false }],
      sidebars: { docs: { firstHref: "/docs/a", items: [
        { type: "link", label: "A", href: "/docs/a", docId: "a", unlisted: false, external: false, className: null },
        { type: "link", label: "B", href: "/docs/b", docId: "b", unlisted: false, external: false, className: null },
      ] } },
      categoryPages: [],
    }],
    routes: [
      { route: "/docs/a", kind: "doc", id: "a", version: "current", locale: "en", unlisted: false, data: "docs/current/a.json" },
      { route: "/docs/b", kind: "doc", id: "b", version: "current", locale: "en", unlisted: false, data: "docs/current/b.json" },
      { route: "/docs/category/c", kind: "category", id: "c", version: "current", locale: "en", unlisted: false, data: "categories/current/c.json" },
    ],
    search: { data: "search.json" },
  };
  const files: Record<string, Json | string> = {
    "graph.json": graph,
    "docs/current/a.json": doc("a"),
    "docs/current/b.json": doc("b"),
    "categories/current/c.json": { kind: "category", slug: "c", version: "current", locale: "en", route: "/docs/category/c",
      title: "C", description: "", keywords: [], items: [{ label: "A", href: "/docs/a", description: "", kind: "doc" }],
      breadcrumbs: [], previous: null, next: null, sidebar: "docs" },
    "search.json": { documents: [] },
  };
  change(files);
  for (const [rel, data] of Object.entries(files)) {
    if (data === undefined) continue;
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), typeof data === "string" ? data : JSON.stringify(data));
  }
  return dir;
}

function useGraph(dir: string) {
  process.env.CONTENTC_GRAPH = dir;
}

/** Runs fn with console.warn captured. */
function warnings<T>(fn: () => T): { value: T; warned: string[] } {
  const warned: string[] = [];
  const orig = console.warn;
  console.warn = (...args: unknown[]) => { warned.push(args.map(String).join(" ")); };
  try { return { value: fn(), warned }; } finally { console.warn = orig; }
}

test("a whole graph verifies and gives page props", () => {
  useGraph(writeGraph("valid"));
  assert.deepEqual(verifyGraph(), { pages: 3 });
  const props = getPageProps("/docs/b")!;
  assert.equal(props.page.title, "Title of b");
  assert.equal(getPageProps("/docs/category/c")!.page.kind, "category");
  assert.equal(getPageProps("/no/such/route"), null);
});

test("links to site paths that are no page of the build (a blog, src/pages) are plain links: target=_self in the doc's HTML, the navbar and the footer", () => {
  useGraph(writeGraph("non-pages", (f) => {
    const html = '<p><a href="/blog">blog</a> <a href="/docs/a#x">a</a> <a title="x > y" href="/showcase?q=1">s</a> <a href="/img/x.png">file</a> ' +
      '<a href="/blog" target="_blank" rel="noopener noreferrer">new tab</a> <a href="https://example.org/">web</a> <a href="#top">top</a> <a href="/storybook">live</a></p>';
    f["docs/current/a.json"] = doc("a", { html });
    const g = f["graph.json"] as Json;
    g.site.navbar.items.push({ type: "link", label: "Blog", href: "/blog", position: "left", external: false, target: null, sidebarId: null, ariaLabel: null, className: null, items: [] });
    g.site.footer.links = [{ label: "Showcase", href: "/showcase", external: false }, { label: "B", href: "/docs/b", external: false }];
  }));
  const props = getPageProps("/docs/a")!;
  assert.equal(props.page.kind === "doc" && props.page.html,
    '<p><a href="/blog" target="_self">blog</a> <a href="/docs/a#x">a</a> <a title="x > y" href="/showcase?q=1" target="_self">s</a> <a href="/img/x.png">file</a> ' +
    '<a href="/blog" target="_blank" rel="noopener noreferrer">new tab</a> <a href="https://example.org/">web</a> <a href="#top">top</a> <a href="/storybook">live</a></p>');
  const layout = getLayoutData();
  assert.deepEqual(layout.navbar.items.map((i) => [i.label, i.target]), [["Home", null], ["Blog", "_self"]]);
  assert.deepEqual(layout.footerLinks.map((l) => [l.label, (l as { target?: string }).target ?? null]), [["Showcase", "_self"], ["B", null]]);
});

const broken: [string, string, (files: Record<string, Json | string>) => void, RegExp][] = [
  ["a missing doc file", "missing-doc", (f) => { delete f["docs/current/b.json"]; }, /cannot read .*docs\/current\/b\.json: ENOENT/],
  ["a truncated doc file", "truncated-doc", (f) => { f["docs/current/b.json"] = JSON.stringify(doc("b")).slice(0, 40); }, /docs\/current\/b\.json is not valid JSON/],
  ["an empty doc file", "empty-doc", (f) => { f["docs/current/b.json"] = ""; }, /docs\/current\/b\.json is not valid JSON/],
  ["a doc file that is not a page", "not-a-page", (f) => { f["docs/current/b.json"] = [] as unknown as Json; }, /docs\/current\/b\.json is not a doc, category or tag page/],
  ["a doc without its html", "no-html", (f) => { f["docs/current/b.json"] = { ...doc("b"), html: undefined }; }, /docs\/current\/b\.json is not a valid doc page: at \(the top\): must have required property 'html'.*graph\.schema\.json.*make graph/],
  ["a doc whose title is not text", "bad-title", (f) => { f["docs/current/b.json"] = doc("b", { title: { html: "<b>" } }); }, /docs\/current\/b\.json is not a valid doc page: at \/title: must be string/],
  ["a category page without items", "bad-category", (f) => { (f["categories/current/c.json"] as Json).items = null; }, /categories\/current\/c\.json is not a valid category page: at \/items: must be array/],
  ["a missing search file", "missing-search", (f) => { delete f["search.json"]; }, /cannot read .*search\.json/],
  ["a corrupt search file", "corrupt-search", (f) => { f["search.json"] = "{\"documents\": ["; }, /search\.json is not valid JSON/],
];

for (const [what, name, change, message] of broken) {
  test(`${what}: the build stops with an error naming the file`, () => {
    const dir = writeGraph(name, change);
    useGraph(dir);
    assert.throws(() => verifyGraph(), (err: Error) => {
      assert.match(err.message, message);
      assert.ok(err.message.includes(dir), `names the file in ${dir}: ${err.message}`);
      return true;
    });
  });
}

test("getStaticProps of the broken page fails the same way (next build alone)", () => {
  useGraph(writeGraph("missing-doc-props", (f) => { delete f["docs/current/b.json"]; }));
  assert.ok(getPageProps("/docs/a"));
  assert.throws(() => getPageProps("/docs/b"), /contentc graph: cannot read .*docs\/current\/b\.json/);
});

const brokenGraph: [string, string, (files: Record<string, Json | string>) => void, RegExp][] = [
  ["no graph.json", "no-graph", (f) => { delete f["graph.json"]; }, /cannot read .*graph\.json: ENOENT.*Run `make graph`/],
  ["a truncated graph.json", "truncated-graph", (f) => { f["graph.json"] = "{\"schemaVersion\": 1, \"site\": {"; }, /graph\.json is not valid JSON/],
  ["a graph.json of another schema version", "schema-2", (f) => { (f["graph.json"] as Json).schemaVersion = 2; }, /graph\.json is not a valid graph: at \/schemaVersion: must be equal to constant \(\{"allowedValue":1\}\).*make graph/],
  ["a graph.json without routes", "no-routes", (f) => { delete (f["graph.json"] as Json).routes; }, /graph\.json is not a valid graph: at \(the top\): must have required property 'routes'/],
  ["a graph.json that is null", "null-graph", (f) => { f["graph.json"] = "null"; }, /graph\.json is not a valid graph: at \(the top\): must be object/],
];

for (const [what, name, change, message] of brokenGraph) {
  test(`${what}: the build stops with an error naming graph.json`, () => {
    const dir = writeGraph(name, change);
    useGraph(dir);
    assert.throws(() => getGraph(), (err: Error) => {
      assert.match(err.message, message);
      assert.ok(err.message.includes(path.join(dir, "graph.json")), err.message);
      return true;
    });
  });
}

test("site-files prebuild (before next build) fails on a broken graph and writes nothing", () => {
  const dir = writeGraph("prebuild-missing", (f) => { delete f["docs/current/b.json"]; });
  const publicDir = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), "..", "public");
  const before = fs.existsSync(publicDir) ? fs.statSync(publicDir).mtimeMs : null;
  const r = spawnSync(process.execPath, [path.resolve(publicDir, "..", "scripts", "site-files.mjs"), "prebuild"], {
    env: { ...process.env, CONTENTC_GRAPH: dir }, encoding: "utf8", timeout: 60_000,
  });
  assert.equal(r.status, 1, r.stdout + r.stderr);
  assert.match(r.stderr, /cannot read .*prebuild-missing\/docs\/current\/b\.json/);
  assert.equal(fs.existsSync(publicDir) ? fs.statSync(publicDir).mtimeMs : null, before, "web/public was not touched");
});

test("isSafeUrl: paths, anchors and web URLs pass; script and data schemes do not, however written", () => {
  for (const u of ["/docs/a", "#x", "?q=1", "./a", "../b", "a/b", "//cdn.example/x", "https://x.org/a:b", "http://x", "mailto:a@b.c", "tel:+1", "/a?u=javascript:x"]) {
    assert.equal(isSafeUrl(u), true, u);
  }
  for (const u of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "\tjavascript:x", "java\tscript:x", "java\nscript:x",
    "\u0001javascript:x", "data:text/html,<script>", "vbscript:x", "file:///etc/passwd", "blob:https://x/1", "jar:x", "ftp://x"]) {
    assert.equal(isSafeUrl(u), false, JSON.stringify(u));
  }
});

test("an image's own data is kept where the site draws an image: any data:image/ favicon, a raster logo", () => {
  assert.equal(isSafeImageData("data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22></svg>", true), true);
  assert.equal(isSafeImageData("data:image/svg+xml,<svg/>", false), false);
  assert.equal(isSafeImageData(" DATA:image/png;base64,iVBORw0KGgo=", false), true);
  assert.equal(isSafeImageData("data:text/html,<script>", true), false);
  assert.equal(isSafeImageData("data:image/png\u0001,x", true), false);
  const dir = writeGraph("data-images", (f) => {
    const g = f["graph.json"] as Json;
    g.site.favicon = "data:image/svg+xml,<svg><text>x</text></svg>";
    g.site.navbar.logo.src = "data:image/png;base64,iVBORw0KGgo=";
  });
  useGraph(dir);
  const { value: layout, warned } = warnings(() => getLayoutData());
  assert.equal(layout.favicon, "data:image/svg+xml,<svg><text>x</text></svg>");
  assert.equal(layout.navbar.logo?.src, "data:image/png;base64,iVBORw0KGgo=");
  assert.deepEqual(warned, []);
});

test("unsafe URLs in the graph never reach the pages: removed with a warning naming the file", () => {
  const dir = writeGraph("unsafe-urls", (f) => {
    const g = f["graph.json"] as Json;
    g.site.favicon = "javascript:alert('favicon')";
    g.site.navbar.logo.src = "data:image/svg+xml,<svg onload=alert(1)>";
    g.site.navbar.items.push({ type: "link", label: "Evil", href: "javascript:alert('nav')", position: "right", external: true, target: "_blank", sidebarId: null, ariaLabel: null, className: null, items: [] });
    g.versions[0].sidebars.docs.items.push({ type: "link", label: "Evil", href: " JaVaScRiPt:alert('sidebar')", docId: null, unlisted: false, external: true, className: null });
    f["docs/current/b.json"] = doc("b", {
      editUrl: "javascript:alert('edit')", image: "data:text/html,x",
      breadcrumbs: [{ label: "Evil", href: "javascript:alert('crumb')" }],
      next: { title: "Evil", href: "vbscript:x" },
    });
    (f["categories/current/c.json"] as Json).items.push({ label: "Evil", href: "javascript:alert('card')", description: "", kind: "link" });
  });
  useGraph(dir);
  const { value, warned } = warnings(() => {
    const layout = getLayoutData();
    const b = getPageProps("/docs/b")!;
    const c = getPageProps("/docs/category/c")!;
    return { layout, b, c, sidebars: allSidebars() };
  });
  const { layout, b, c, sidebars } = value;
  assert.equal(layout.favicon, null);
  assert.equal(layout.navbar.logo, null);
  assert.deepEqual(layout.navbar.items.map((i) => i.label), ["Home"]);
  assert.deepEqual(sidebars[0].items.map((i) => (i.type === "html" ? i.value : i.label)), ["A", "B"]);
  assert.deepEqual(b.sidebar!.items.map((i) => (i.type === "html" ? i.value : i.label)), ["A", "B"]);
  assert.ok(b.page.kind === "doc");
  if (b.page.kind === "doc") {
    assert.equal(b.page.editUrl, null);
    assert.equal(b.page.image, null);
  }
  assert.deepEqual(b.page.breadcrumbs, [{ label: "Evil", href: null }]);
  assert.equal(b.page.next, null);
  assert.ok(c.page.kind === "category");
  if (c.page.kind === "category") assert.deepEqual(c.page.items.map((i) => i.label), ["A"]);
  const everything = JSON.stringify(value);
  assert.doesNotMatch(everything, /javascript:|vbscript:|data:/i);
  for (const what of ["favicon", "navbar logo src", 'navbar item "Evil"', 'link "Evil"']) {
    assert.ok(warned.some((w) => w.includes(path.join(dir, "graph.json")) && w.includes(what)), `a warning about ${what}: ${warned.join("\n")}`);
  }
  for (const what of ["editUrl", "image", 'breadcrumb "Evil"', "next"]) {
    assert.ok(warned.some((w) => w.includes(path.join(dir, "docs/current/b.json")) && w.includes(what)), `a warning about ${what}`);
  }
  assert.ok(warned.some((w) => w.includes(path.join(dir, "categories/current/c.json")) && w.includes('card "Evil"')));
});

// ---- large sidebars: the branch of the page, the rest in shared files ---------------

const link = (label: string, href: string): Json => ({ type: "link", label, href, docId: null, unlisted: false, external: false, className: null });
const category = (label: string, href: string | null, items: Json[]): Json => ({
  type: "category", label, href, docId: null, linkUnlisted: false, collapsible: true, collapsed: true, className: null, description: null, items,
});

/** A sidebar of `n` categories of 50 links, the second with a nested category and its own page, and a top-level link. */
function largeSidebar(n: number): Json[] {
  const items: Json[] = [link("Intro", "/docs/intro")];
  for (let c = 0; c < n; c++) {
    const pages = Array.from({ length: 50 }, (_, i) => link(`Page ${c}.${i}`, `/docs/s${c}/p${i}`));
    if (c === 1) pages.splice(3, 0, category("Nested", "/docs/s1/nested", [link("Deep", "/docs/s1/nested/deep")]));
    items.push(category(`Section ${c}`, null, pages));
  }
  return items;
}

function useSidebar(name: string, items: Json[]) {
  useGraph(writeGraph(name, (f) => { (f["graph.json"] as Json).versions[0].sidebars.docs.items = items; }));
}

test("a small sidebar is sent whole, as the client renders it", () => {
  useGraph(writeGraph("small-sidebar"));
  const sb = getClientSidebar("current", "docs", "/docs/a")!;
  assert.equal(sb.partial, false);
  assert.equal(sb.files, null);
  assert.deepEqual(sb.items, [{ type: "link", label: "A", href: "/docs/a" }, { type: "link", label: "B", href: "/docs/b" }]);
  assert.deepEqual(sidebarListFiles(), []);
});

test("a large sidebar is sent as the branch of the page: the same size for 10 or 100 categories", () => {
  const sizes: number[] = [];
  for (const n of [10, 100]) {
    useSidebar(`large-${n}`, largeSidebar(n));
    const sb = getClientSidebar("current", "docs", "/docs/s5/p7")!;
    assert.ok(50 * n > SIDEBAR_INLINE_LIMIT);
    assert.equal(sb.partial, true);
    assert.match(sb.files!, /^[0-9a-f]{16}$/);
    // the path: only Section 5 (with its index), holding all its pages
    assert.equal(sb.items.length, 1);
    const [sec] = sb.items;
    assert.ok(sec.type === "category");
    assert.equal(sec.label, "Section 5");
    assert.equal(sec.index, 6);
    assert.equal(sec.partial, undefined);
    assert.equal(sec.items!.length, 50);
    assert.deepEqual(sec.items![7], { type: "link", label: "Page 5.7", href: "/docs/s5/p7" });
    sizes.push(JSON.stringify(sb).length - sb.files!.length);
  }
  assert.equal(sizes[0], sizes[1]);
});

test("branches: a nested page, a category's own page, a top-level page, a page not in the sidebar", () => {
  useSidebar("branches", largeSidebar(10));
  const deep = getClientSidebar("current", "docs", "/docs/s1/nested/deep")!.items;
  // Section 1 holds only Nested (partial), which holds its pages
  assert.equal(deep.length, 1);
  const s1 = deep[0] as Extract<ClientSidebarItem, { type: "category" }>;
  assert.deepEqual([s1.label, s1.index, s1.partial, s1.items!.length], ["Section 1", 2, true, 1]);
  const nested = s1.items![0] as Extract<ClientSidebarItem, { type: "category" }>;
  assert.deepEqual([nested.label, nested.index, nested.partial], ["Nested", 3, undefined]);
  assert.deepEqual(nested.items, [{ type: "link", label: "Deep", href: "/docs/s1/nested/deep" }]);

  // the category's own page: the category with its direct items, subcategories not sent
  const own = getClientSidebar("current", "docs", "/docs/s1/nested")!.items;
  assert.deepEqual((own[0] as Json).items[0].items, [{ type: "link", label: "Deep", href: "/docs/s1/nested/deep" }]);
  const section1Page = getClientSidebar("current", "docs", "/docs/s1/p0")!.items[0] as Json;
  assert.equal(section1Page.items.length, 51);
  assert.deepEqual(section1Page.items[3], { type: "category", label: "Nested", href: "/docs/s1/nested", collapsible: true, collapsed: true, items: null });

  assert.deepEqual(getClientSidebar("current", "docs", "/docs/intro")!.items, [{ type: "link", label: "Intro", href: "/docs/intro", index: 0 }]);
  const none = getClientSidebar("current", "docs", "/docs/elsewhere")!;
  assert.deepEqual([none.partial, none.items], [true, []]);
});

test("the shared files of a large sidebar hold every list once; with any page's branch they give the whole sidebar", () => {
  const items = largeSidebar(10);
  useSidebar("files", items);
  const [only] = sidebarListFiles();
  const files = new Map(only.lists.map((l) => [sidebarListKey(l.path), l.items]));
  assert.deepEqual([...files.keys()].slice(0, 4), ["root", "1", "2", "2-3"]);
  assert.equal(files.size, 1 + 10 + 1);
  assert.equal(only.files, getClientSidebar("current", "docs", "/docs/s5/p7")!.files);
  // every category in a file has items null: each list is in its own file
  for (const list of files.values()) for (const it of list) if (it.type === "category") assert.equal(it.items, null);
  // rebuild the whole tree from the files and compare it with the graph's
  const strip = (list: Json[]): Json[] => list.map((it) => (it.type === "link"
    ? { type: "link", label: it.label, href: it.href }
    : { type: "category", label: it.label, href: it.href, collapsible: it.collapsible, collapsed: it.collapsed, items: strip(it.items) }));
  const rebuild = (path: number[]): Json[] => files.get(sidebarListKey(path))!.map((it, i) => (it.type === "category" ? { ...it, items: rebuild([...path, i]) } : it));
  assert.deepEqual(rebuild([]), strip(items));
});

// ---- html items and the sidebar options ------------------------------------------------

const html = (value: string): Json => ({ type: "html", value, defaultStyle: true, className: "note" });

test("html items reach the client in their place, in small and large sidebars; the sidebar options reach the layout", () => {
  useGraph(writeGraph("html-small", (f) => {
    const g = f["graph.json"] as Json;
    g.versions[0].sidebars.docs.items.splice(1, 0, html("<b>Hi</b>"));
    g.site.docs.sidebar = { hideable: true, autoCollapseCategories: false };
  }));
  assert.deepEqual(getClientSidebar("current", "docs", "/docs/a")!.items, [
    { type: "link", label: "A", href: "/docs/a" },
    { type: "html", value: "<b>Hi</b>", defaultStyle: true, className: "note" },
    { type: "link", label: "B", href: "/docs/b" },
  ]);
  assert.deepEqual(getLayoutData().docsSidebar, { hideable: true, autoCollapseCategories: false });
  assert.equal(getLayoutData().versionPersistence, "localStorage");

  const items = largeSidebar(10);
  items.splice(1, 0, html("<i>top</i>"));
  (items[3].items as Json[]).splice(0, 0, html("<i>in section 1</i>"));
  useSidebar("html-large", items);
  const s1 = getClientSidebar("current", "docs", "/docs/s1/p0")!.items[0] as Json;
  assert.deepEqual([s1.label, s1.index], ["Section 1", 3]);
  assert.deepEqual(s1.items[0], { type: "html", value: "<i>in section 1</i>", defaultStyle: true, className: "note" });
  const [only] = sidebarListFiles();
  assert.deepEqual(only.lists.find((l) => l.path.length === 0)!.items[1], { type: "html", value: "<i>top</i>", defaultStyle: true, className: "note" });
  // a graph without the options (older graphs): both off
  useGraph(writeGraph("no-options"));
  assert.deepEqual(getLayoutData().docsSidebar, { hideable: false, autoCollapseCategories: false });
  useGraph(writeGraph("no-persistence", (f) => { (f["graph.json"] as Json).site.docs.versionPersistence = "none"; }));
  assert.equal(getLayoutData().versionPersistence, "none");
});

test("the theme string ids pages carry (content.ts) are those the site has defaults for (i18n.ts)", async () => {
  const { THEME_STRING_IDS } = await import("../lib/content");
  const { THEME_STRINGS } = await import("../lib/i18n");
  assert.deepEqual([...THEME_STRING_IDS], Object.keys(THEME_STRINGS));
});

test("make dev: a graph folder replaced while the server runs is read again (the sidebar gets a new page)", () => {
  const dir = writeGraph("dev-replaced");
  process.env.CONTENTC_GRAPH = dir;
  const before = getGraph();
  assert.equal(getGraph(), before, "an unchanged graph is read once");
  // contentc replaces the folder by renames: a new graph.json with another page.
  const next = writeGraph("dev-replaced-next", (files) => {
    const g = files["graph.json"] as Json;
    g.versions[0].docs.push({ id: "new", route: "/docs/new", title: "New", sidebar: "docs", unlisted: false, data: "docs/current/a.json", untranslated: false });
    g.versions[0].sidebars.docs.items.push({ type: "link", label: "New page", href: "/docs/new", docId: "new", unlisted: false, external: false, className: null });
  });
  fs.renameSync(dir, `${dir}.old`);
  fs.renameSync(next, dir);
  const after = getGraph();
  assert.notEqual(after, before);
  assert.ok(JSON.stringify(getPageProps("/docs/a")?.sidebar).includes("New page"));
});

test("the graph is checked against the published schema: a wrong value deep inside is reported at its JSON pointer", () => {
  const dir = writeGraph("deep-mismatch", (f) => { (f["graph.json"] as Json).routes[1].kind = 5; });
  useGraph(dir);
  assert.throws(() => getGraph(), (err: Error) => {
    assert.match(err.message, /graph\.json is not a valid graph: at \/routes\/1\/kind: must be equal to one of the allowed values \(\{"allowedValues":\["doc","category","tags","tag"\]\}\)/);
    assert.match(err.message, /schema\/graph\.schema\.json/);
    return true;
  });
  const extra = writeGraph("extra-field", (f) => { (f["docs/current/a.json"] as Json).surprise = true; });
  useGraph(extra);
  assert.throws(() => verifyGraph(), /docs\/current\/a\.json is not a valid doc page: at \(the top\): must NOT have additional properties \(\{"additionalProperty":"surprise"\}\)/);
});

test("the graph contentc compiles from content/ matches the schema, every page and search file included", () => {
  const dir = path.resolve(process.cwd(), "build", "graph");
  assert.ok(fs.existsSync(path.join(dir, "graph.json")), `no graph in ${dir}: run make graph (make test-web does) first`);
  useGraph(dir);
  const { pages } = verifyGraph();
  assert.ok(pages > 500, `${pages} pages`);
});

test("the web reads the graph folder through web/lib/content.ts only (pages, components and build scripts)", () => {
  const webDir = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), "..");
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!["node_modules", "out", ".next", "public", "test", "generated", "examples"].includes(e.name)) walk(p);
        continue;
      }
      if (!/\.(ts|tsx|mjs|js)$/.test(e.name) || p === path.join(webDir, "lib", "content.ts") || p === path.join(webDir, "lib", "graph-types.ts")) continue;
      // Code, not comments: a file that names graph.json or builds paths from graphDir() reads the graph itself.
      const code = fs.readFileSync(p, "utf8").split("\n").filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l)).join("\n");
      if (/graph\.json|(join|resolve)\([^)]*graphDir\(\)/.test(code)) offenders.push(path.relative(webDir, p));
    }
  };
  walk(webDir);
  assert.deepEqual(offenders, []);
});
