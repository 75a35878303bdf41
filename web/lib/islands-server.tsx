/**
 * Site components rendered into a doc's static HTML when the page is built, as
 * Docusaurus renders every component on the server: the text a component shows is in
 * the page without JavaScript (readers, crawlers) and from the first paint. In the
 * browser the runtime (components/Islands) then renders the component in its place as
 * before. Build time only (getStaticProps); which islands are left to the browser is
 * lib/islands-html.ts's rule.
 *
 * A component renders with the island's props (safeProps, as in the browser), the
 * children's server HTML as `children`, the components passed in its props at any depth
 * (one that renders nothing for a package's export or a module not bundled), the
 * site's default colour mode (useColorMode) and the page's layout and docs version
 * (LayoutContext, which the docs plugin client shim reads). useIsBrowser() is false and BrowserOnly shows
 * its fallback, as during Docusaurus's server rendering; effects do not run. A component
 * that throws is left to the browser, with a warning in the build's output.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { siteComponents } from '../islands/generated';
import { componentRefs, islandComponent, registryEntry, safeProps, withComponents, type SiteModule } from '../islands/types';
import { islandNodes, type IslandNode } from '../components/Islands/mount';
import { ServerHtml } from '../components/Islands/ServerHtml';
import { ColorModeContext } from '../hooks/useColorMode';
import { LayoutContext, type LayoutInfo } from '../components/Layout/context';
import { prerenderIslands } from './islands-html';
import type { PageProps } from './page-types';

const modules = new Map<string, Promise<SiteModule | null>>();
const warned = new Set<string>();

function load(module: string): Promise<SiteModule | null> {
  let p = modules.get(module);
  if (!p) {
    const entry = registryEntry(siteComponents, module);
    p = entry ? entry.load().catch((err: unknown) => {
      console.warn(`site-components: ${module} could not be loaded to render its islands when the pages are built; they render in the browser only (${String(err)})`);
      return null;
    }) : Promise.resolve(null);
    modules.set(module, p);
  }
  return p;
}

/** The modules an island renders: its component's, and those of the site components passed in its props. */
function modulesOf(node: IslandNode): string[] {
  return [node.module, ...componentRefs(node.props).flatMap((ref) => ref.module === undefined ? [] : [ref.module])];
}

/** The page's props with its site component islands rendered into its HTML (and their stylesheets listed). */
export async function withIslands(props: PageProps): Promise<PageProps> {
  const page = props.page;
  if (page.kind !== 'doc') return props;
  const nodes = islandNodes(page.components);
  if (nodes.length === 0) return props;
  const loaded = new Map<string, SiteModule | null>();
  for (const node of nodes) {
    for (const module of modulesOf(node)) {
      if (!loaded.has(module)) loaded.set(module, await load(module));
    }
  }
  const colorMode = { colorMode: props.layout.colorMode.defaultMode, setColorMode: () => {} };
  // the page's layout, route and docs version, as Layout gives them in the browser
  // (the docs plugin client shim reads the version)
  const layout: LayoutInfo = { layout: props.layout, route: page.route, version: page.version, sidebarName: props.sidebar?.name ?? null, alternates: props.alternates ?? null, versionHrefs: props.versionHrefs ?? null };
  const render = (node: IslandNode, children: string, inline: boolean): string | null => {
    const mod = loaded.get(node.module);
    const Comp = mod ? islandComponent(mod, node.export, node.component) : null;
    if (!Comp) return null;
    const props = withComponents(safeProps(node.props), (ref) => {
      const m = ref.module === undefined ? null : loaded.get(ref.module);
      return m ? islandComponent(m, ref.export, ref.name) : null;
    });
    try {
      return renderToStaticMarkup(
        <ColorModeContext.Provider value={colorMode}>
          <LayoutContext.Provider value={layout}>
            <Comp {...props}>{children.trim() ? <ServerHtml html={children} inline={inline} /> : undefined}</Comp>
          </LayoutContext.Provider>
        </ColorModeContext.Provider>,
      );
    } catch (err) {
      const key = `${node.module}#${node.component}`;
      if (!warned.has(key)) {
        warned.add(key);
        console.warn(`site-components: ${node.component} (${node.module}) threw when rendered as the pages are built (first on ${page.route}); its islands render in the browser only: ${err instanceof Error ? err.message : String(err)}`);
      }
      return null;
    }
  };
  const { html, rendered } = prerenderIslands(page.html, nodes, render);
  if (rendered.length === 0) return props;
  const css = new Set<string>();
  for (const node of nodes) {
    if (!rendered.includes(node.island)) continue;
    for (const module of modulesOf(node)) {
      for (const href of registryEntry(siteComponents, module)?.css ?? []) css.add(href);
    }
  }
  return { ...props, page: { ...page, html }, islandCss: [...css].sort() };
}
