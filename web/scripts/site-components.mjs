#!/usr/bin/env node
// Compiles the site components the docs use (MDX imports of @site/src/components/… or of
// relative .js/.jsx/.ts/.tsx files; graph.json's siteComponents lists their files and
// where the content root is) into web/islands/generated/ (generated, not committed),
// with a registry of loaders, one dynamic import() each: the site bundles each component
// as its own chunk, loaded only by pages that have one of its islands
// (web/components/Islands).
//
// Each component is bundled by esbuild from the content tree (Turbopack cannot import
// files outside the web project): JSX and TypeScript compiled, its own imports and the
// npm packages it uses (from the content tree's node_modules) bundled in; react,
// react-dom and react/jsx-runtime left to the site's; @site/… resolves to the content
// root; @docusaurus/… and @theme/… imports become imports of our shims in
// web/islands/shims/ (an import with no shim is an error). Its CSS (plain and
// .module.css) goes to web/public/_contentc/islands/<name>.<hash>.css, which the island
// links as a same-origin stylesheet (the CSP allows no inline <style>); images and fonts
// it imports are inlined as data: URLs.
//
// An import that cannot be resolved (an npm package not installed in the content tree, a
// @docusaurus/ or @theme/ module without a shim) is reported with file:line:col and
// bundled as a stand-in that throws when it is used (standIn): the components that use
// it keep their islands' server HTML, the others of the same module (a barrel) work. A
// component that does not compile (a syntax error) is left out of the registry with a
// warning that names file:line:col. The rest of the site builds. With
// CONTENTC_STRICT_COMPONENTS=1 any of these fails the build instead.
//
// Same graph and component files => same bytes. Without site components (the default
// content) the registry is empty and esbuild is not loaded at all.
//
//   node web/scripts/site-components.mjs     reads the graph (CONTENTC_GRAPH, else
//       build/graph); without a graph it writes an empty registry.
// next.config.mjs calls writeSiteComponents on every build, and npm run typecheck runs this.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const generatedDir = path.join(webDir, 'islands', 'generated');
const shimsDir = path.join(webDir, 'islands', 'shims');
/** site-relative folder of the components' CSS files (under web/public) */
export const CSS_URL_DIR = '/_contentc/islands';
const cssDir = path.join(webDir, 'public', ...CSS_URL_DIR.split('/').filter(Boolean));

/** npm packages a content tree without node_modules gets from web/islands/shims: specifier → file. */
export const PACKAGE_FALLBACKS = { clsx: 'clsx', classnames: 'clsx', 'react-lite-youtube-embed': 'LiteYouTubeEmbed' };
/** Stylesheets of those packages, bundled as the shim's (empty) stylesheet: specifier → file. */
const CSS_FALLBACKS = { 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css': 'empty.css' };

/** @docusaurus/… and @theme/… modules we have shims for: specifier → file in web/islands/shims. */
export const SHIMS = {
  '@docusaurus/Link': 'Link',
  '@docusaurus/useBaseUrl': 'useBaseUrl',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
  '@docusaurus/useIsBrowser': 'useIsBrowser',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment',
  '@docusaurus/Translate': 'Translate',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Admonition': 'Admonition',
  '@theme/Details': 'Details',
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Heading': 'Heading',
  '@docusaurus/Head': 'Head',
  '@docusaurus/theme-common': 'themeCommon',
  '@docusaurus/ErrorBoundary': 'ErrorBoundary',
  '@docusaurus/plugin-content-docs/client': 'docsClient',
};

const sha = (s) => crypto.createHash('sha256').update(s).digest('hex');

/** "src/components/Counter.tsx" → "Counter-1a2b3c4d" (unique: the hash is of the whole path). */
export function bundleName(module) {
  const base = path.posix.basename(module).replace(/\.[^.]+$/, '');
  const name = (base === 'index' ? path.posix.basename(path.posix.dirname(module)) : base).replace(/[^A-Za-z0-9_-]/g, '_') || 'component';
  return `${name}-${sha(module).slice(0, 8)}`;
}

/** The graph's siteComponents: { root (absolute), modules, aliases } or null. */
export function graphComponents(content) {
  const sc = content.getGraph().siteComponents;
  if (!sc || !sc.modules?.length) return null;
  return { root: content.siteComponentsRoot(), modules: [...sc.modules].sort(), aliases: sc.aliases ?? {} };
}

/** `file:line:col: text` of an esbuild message, the file relative to the content root. */
function describe(msg, root) {
  const loc = msg.location;
  if (!loc) return msg.text;
  const file = path.isAbsolute(loc.file) ? path.relative(root, loc.file) : loc.file;
  return `${file.split(path.sep).join('/')}:${loc.line}:${loc.column + 1}: ${msg.text}`;
}

/** esbuild plugin: @site/, the shims, and no other @docusaurus/ or @theme/ module; clsx and classnames from the content tree, else ours; `stubbed` specifiers are stand-ins (see standIn). */
function resolvePlugin(root, outDir, stubbed, aliases) {
  return {
    name: 'contentc-site',
    setup(build) {
      // the site's import aliases (`@openziti/src/components/X`: its webpack alias to its own folder)
      for (const [name, folder] of Object.entries(aliases)) {
        // (esbuild's filters are Go regular expressions: no lookahead)
        const filter = new RegExp(`^${name.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')}(/.*)?$`);
        build.onResolve({ filter }, async (args) => {
          const rest = args.path.slice(name.length).replace(/^\//, '');
          const r = await build.resolve(`./${path.posix.join(folder, rest)}`, { resolveDir: root, kind: args.kind, importer: args.importer });
          return r.errors.length ? { errors: r.errors } : { path: r.path, namespace: r.namespace, external: r.external, sideEffects: r.sideEffects };
        });
      }
      // An MDX or Markdown file (a partial a barrel re-exports): contentc renders
      // partials in the docs; a component that renders one gets a stand-in.
      build.onLoad({ filter: /\.mdx?$/ }, (args) => ({ contents: standIn(path.relative(root, args.path).split(path.sep).join('/')), loader: 'js' }));
      build.onResolve({ filter: /.*/ }, (args) => {
        if (!stubbed.has(args.path)) return undefined;
        // a URL in CSS (url(/static/img/x.svg)) is left as written
        if (args.kind === 'url-token' || args.kind === 'import-rule') return { path: args.path, external: true };
        return { path: args.path, namespace: 'contentc-stand-in' };
      });
      build.onLoad({ filter: /.*/, namespace: 'contentc-stand-in' }, (args) => ({ contents: standIn(args.path), loader: 'js' }));
      // Sass, as docusaurus-plugin-sass compiles it for a site's components (`import
      // './Card.scss'`, `styles from './Card.module.scss'`): the sass package (Dart Sass,
      // what the plugin uses), its imports resolved from the file's folder, the content
      // root and its node_modules; the CSS then as a plain or module stylesheet.
      build.onLoad({ filter: /\.s[ac]ss$/ }, async (args) => {
        const sass = await import('sass');
        try {
          const out = sass.compile(args.path, { loadPaths: [root, path.join(root, 'node_modules')], style: 'expanded', logger: sass.Logger.silent });
          return { contents: out.css, loader: /\.module\.s[ac]ss$/.test(args.path) ? 'local-css' : 'css', resolveDir: path.dirname(args.path), watchFiles: out.loadedUrls.map((u) => fileURLToPath(u)) };
        } catch (err) {
          const span = err.span;
          return { errors: [{ text: `Sass: ${err.sassMessage ?? err.message}`, location: span?.url ? { file: fileURLToPath(span.url), line: span.start.line + 1, column: span.start.column } : undefined }] };
        }
      });
      const fallbacks = [...Object.keys(PACKAGE_FALLBACKS), ...Object.keys(CSS_FALLBACKS)];
      build.onResolve({ filter: new RegExp(`^(${fallbacks.map((f) => f.replace(/[.*+?^$()|[\]\\{}/]/g, '\\$&')).join('|')})$`) }, async (args) => {
        if (args.pluginData === 'fallback') return undefined;
        const r = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'fallback' });
        if (r.errors.length === 0) return { path: r.path, sideEffects: r.sideEffects };
        // a stylesheet is bundled (an external one would be a global CSS import for Next)
        if (CSS_FALLBACKS[args.path]) return { path: path.join(shimsDir, CSS_FALLBACKS[args.path]) };
        return { path: path.relative(outDir, path.join(shimsDir, PACKAGE_FALLBACKS[args.path])).split(path.sep).join('/'), external: true };
      });
      build.onResolve({ filter: /^@site\// }, async (args) => {
        const r = await build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: root, kind: args.kind, importer: args.importer });
        return r.errors.length ? { errors: r.errors } : { path: r.path, namespace: r.namespace, external: r.external, sideEffects: r.sideEffects };
      });
      build.onResolve({ filter: /^@(docusaurus|theme|theme-original)\// }, (args) => {
        const shim = SHIMS[args.path];
        if (!shim) {
          return { errors: [{ text: `contentc has no shim for "${args.path}" (it has ${Object.keys(SHIMS).join(', ')})` }] };
        }
        return { path: path.relative(outDir, path.join(shimsDir, shim)).split(path.sep).join('/'), external: true };
      });
    },
  };
}

/**
 * The module that stands in for an import that cannot be resolved (an npm package not
 * installed in the content tree, a @theme/ module without a shim): any value read from
 * it is itself, and calling or rendering it throws. A component that uses it throws when
 * it renders (its island shows its server HTML); the other components of the same
 * module (a barrel, `export * from './X'`) work.
 */
export function standIn(specifier) {
  const message = `${specifier} is not available to site components (contentc could not resolve it when it bundled them)`;
  return [
    `const fail = () => { throw new Error(${JSON.stringify(message)}); };`,
    "const get = (_t, key) => (key === '__esModule' ? false : typeof key === 'symbol' || key === 'then' ? undefined : standIn);",
    // esbuild's interop reads a named import from an object whose prototype is the module's
    'const proto = new Proxy({}, { get });',
    'const standIn = new Proxy(function standIn() {}, { get, getPrototypeOf: () => proto, apply: fail, construct: fail });',
    'module.exports = standIn;',
    '',
  ].join('\n');
}

/** The specifiers of esbuild's errors that are imports it could not resolve (or that have no shim). */
function unresolved(errors) {
  const out = [];
  for (const e of errors ?? []) {
    const m = /^(?:Could not resolve|contentc has no shim for) "([^"]+)"/.exec(e.text);
    if (m) out.push(m[1]);
  }
  return out;
}

/**
 * Bundles each module; returns { files: Map(name → text) for web/islands/generated,
 * css: Map(file name → text) for the public CSS folder, entries: [{ module, name, css }],
 * problems: ["file:line:col: message", …] } (a module with problems has no entry).
 */
export async function bundleComponents({ root, modules, aliases = {} }) {
  const files = new Map();
  const css = new Map();
  const entries = [];
  const problems = [];
  if (modules.length === 0) return { files, css, entries, problems };
  const esbuild = await import('esbuild');
  const present = [];
  for (const module of modules) {
    if (fs.existsSync(path.join(root, ...module.split('/')))) present.push(module);
    else problems.push(`${module}: the component's file does not exist (compile the graph again)`);
  }
  const stubbed = new Set();
  const build = (mods) => esbuild.build({
    // One build for all: CSS module class names are unique across the components.
    entryPoints: Object.fromEntries(mods.map((m) => [bundleName(m), path.join(root, ...m.split('/'))])),
    absWorkingDir: root,
    outdir: generatedDir,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
    // the site's React, shared with the page (one copy, one set of hooks)
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.js': 'jsx', '.png': 'dataurl', '.jpg': 'dataurl', '.jpeg': 'dataurl', '.gif': 'dataurl', '.webp': 'dataurl', '.svg': 'dataurl', '.woff': 'dataurl', '.woff2': 'dataurl' },
    plugins: [resolvePlugin(root, generatedDir, stubbed, aliases)],
  });
  const failure = (err, module) => (err.errors?.length ? err.errors.map((m) => describe(m, root)) : [`${module}: ${err.message}`]);
  // Imports that cannot be resolved are reported and get a stand-in (standIn), then the
  // build is tried again (each round can only add specifiers, so this ends).
  const reported = new Set();
  const report = (lines) => { for (const l of lines) if (!reported.has(l)) { reported.add(l); problems.push(l); } };
  let good = present;
  let result = null;
  let lastError = null;
  while (good.length > 0) {
    try {
      result = await build(good);
      lastError = null;
      break;
    } catch (err) {
      lastError = err;
      const specs = unresolved(err.errors).filter((s) => !stubbed.has(s));
      if (specs.length === 0) break;
      report(err.errors.filter((e) => unresolved([e]).length > 0).map((m) => describe(m, root)));
      for (const s of specs) stubbed.add(s);
    }
  }
  if (lastError) {
    // Which ones fail? Each alone, then the others together.
    const rest = good;
    good = [];
    for (const module of rest) {
      try {
        await build([module]);
        good.push(module);
      } catch (err) {
        report(failure(err, module));
      }
    }
    result = good.length > 0 ? await build(good) : null;
  }
  const outputs = new Map((result?.outputFiles ?? []).map((o) => [path.basename(o.path), o.text]));
  for (const module of good) {
    const name = bundleName(module);
    const js = outputs.get(`${name}.js`);
    const style = outputs.get(`${name}.css`);
    let cssFile = null;
    if (style !== undefined) {
      cssFile = `${name}.${sha(style).slice(0, 10)}.css`;
      css.set(cssFile, style);
    }
    files.set(`${name}.js`, `// Generated by web/scripts/site-components.mjs from ${module}.\n${js ?? ''}`);
    files.set(`${name}.d.ts`, 'declare const mod: Record<string, unknown>;\nexport = mod;\n');
    entries.push({ module, name, css: cssFile });
  }
  problems.sort();
  return { files, css, entries, problems };
}

/** The registry module: a loader and the stylesheets of each component, and the site's config for the shims. */
export function registryModule(entries, siteConfig) {
  return [
    '// Generated by web/scripts/site-components.mjs: a loader for each site component the docs use.',
    "import type { SiteComponentEntry } from '../types';",
    '',
    'export const siteComponents: Record<string, SiteComponentEntry> = {',
    ...entries.map((e) => `  ${JSON.stringify(e.module)}: { load: () => import('./${e.name}.js'), css: ${JSON.stringify(e.css ? [`${CSS_URL_DIR}/${e.css}`] : [])} },`),
    '};',
    '',
    '/** The site config the @docusaurus/useDocusaurusContext shim returns. */',
    `export const siteConfig = ${JSON.stringify(siteConfig)} as const;`,
    '',
  ].join('\n');
}

/** What useDocusaurusContext().siteConfig has, from the graph's site. */
export function siteConfigOf(site) {
  if (!site) return { title: '', tagline: '', url: '', baseUrl: '/', defaultLocale: 'en', locales: ['en'], customFields: {} };
  const locales = site.i18n?.locales?.map((l) => l.code) ?? ['en'];
  return { title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.baseUrl, defaultLocale: site.i18n?.defaultLocale ?? locales[0], locales, customFields: site.customFields ?? {} };
}

/**
 * The docs of each version of the default docs plugin (id, title, route, sidebar), which
 * the @docusaurus/plugin-content-docs/client shim gives (useDocsVersion().docs,
 * useActiveVersion().docs): a module of its own, in the bundle only of components that
 * import that shim.
 */
export function versionDocsModule(versions) {
  const out = {};
  for (const v of versions ?? []) {
    if (v.pluginId) continue;
    out[v.name] = v.docs.map((d) => (d.sidebar ? { id: d.id, title: d.title, route: d.route, sidebar: d.sidebar } : { id: d.id, title: d.title, route: d.route }));
  }
  return [
    '// Generated by web/scripts/site-components.mjs: the docs of each docs version, for the docs plugin client shim.',
    '',
    `export const versionDocs: Record<string, { id: string; title: string; route: string; sidebar?: string }[]> = ${JSON.stringify(out)};`,
    '',
  ].join('\n');
}

/** Writes `files` into dir, removing what is not among them; unchanged files are left alone. */
function writeDir(dir, files) {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    if (!files.has(name)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  for (const [name, text] of files) {
    const file = path.join(dir, name);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    fs.writeFileSync(file, text);
  }
}

/**
 * Compiles the graph's site components and writes the registry (an empty one without
 * components or graph). Returns { count, problems }; throws when a component fails and
 * `strict` is set.
 */
export async function writeSiteComponents(content, { strict = process.env.CONTENTC_STRICT_COMPONENTS === '1', log = console.warn } = {}) {
  const hasGraph = content && content.hasGraph();
  const sc = hasGraph ? graphComponents(content) : null;
  const { files, css, entries, problems } = sc ? await bundleComponents(sc) : { files: new Map(), css: new Map(), entries: [], problems: [] };
  if (problems.length > 0) {
    const text = `site-components: ${problems.length} problem(s); an import that cannot be resolved is a stand-in that throws when a component uses it, and a component that does not compile is left out: their islands show their server HTML:\n  ${problems.join('\n  ')}`;
    if (strict) throw new Error(text);
    log(text);
  }
  files.set('index.ts', registryModule(entries, siteConfigOf(hasGraph ? content.getGraph().site : null)));
  files.set('versionDocs.ts', versionDocsModule(hasGraph && sc ? content.getGraph().versions : []));
  writeDir(generatedDir, files);
  if (css.size > 0 || fs.existsSync(cssDir)) writeDir(cssDir, css);
  return { count: entries.length, problems };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { loadContent } = await import('./load-content.mjs');
  const content = await loadContent();
  const { count } = await writeSiteComponents(content);
  console.error(`site-components: ${count} site component(s) in ${path.relative(process.cwd(), generatedDir)}`);
}
