/**
 * The site components' runtime (loaded only on pages with a site component island; see
 * mount.tsx). Each island (`<div data-component="Name" data-island="N">` in the doc's
 * HTML, holding the server HTML of the element's children) gets, through a portal, the
 * component compiled from the content tree (web/islands/generated/, one chunk each),
 * rendered with the element's props from the graph (safeProps: no script can come in
 * through them; a component passed in them, at any depth, is that component, loaded
 * from the registry as the island's own, or one that renders nothing: a package's
 * export, which is not bundled, or a module the registry does not have); the server
 * HTML becomes its `children`. Until the chunk arrives, and when the component throws or does not
 * compile (the build leaves it out of the registry), the island keeps the server HTML.
 */
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { siteComponents } from '../../islands/generated';
import { componentRefs, islandComponent, refKey, registryEntry, safeProps, withComponents, type ComponentRef } from '../../islands/types';
import { basePath } from '../../lib/url';
import type { IslandNode } from './mount';
import { ServerHtml } from './ServerHtml';
import { islandChildrenHtml } from '../../lib/islands-html';

interface Ready {
  el: HTMLElement;
  node: IslandNode;
  Comp: ComponentType<Record<string, unknown>>;
  /** the island's server HTML (the element's children) */
  html: string;
  /** its props (safeProps, with the components passed in them: withComponents) */
  props: Record<string, unknown>;
}

const stylesheets = new Map<string, Promise<void>>();

/** Adds the component's stylesheet (same origin: the CSP allows no inline <style>) once, and waits for it. */
function loadStylesheet(href: string): Promise<void> {
  const url = basePath + href;
  let p = stylesheets.get(url);
  if (!p && document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(url)}"]`)) p = Promise.resolve(); // linked by the page (an island rendered at build time)
  if (!p) {
    p = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      link.dataset.islandCss = '';
      link.onload = () => resolve();
      link.onerror = () => resolve(); // the component still renders, unstyled
      document.head.appendChild(link);
    });
    stylesheets.set(url, p);
  }
  return p;
}

/** A component passed in the props: loaded as an island's own is (null when it cannot be: a package's export, a module the registry does not have). */
function loadComponent(ref: ComponentRef): Promise<ComponentType<Record<string, unknown>> | null> {
  const entry = registryEntry(siteComponents, ref.module);
  if (!entry) return Promise.resolve(null);
  return Promise.all([entry.load(), ...entry.css.map(loadStylesheet)]).then(([mod]) => islandComponent(mod, ref.export, ref.name), () => null);
}

/** An island whose component has loaded. */
interface Loaded {
  node: IslandNode;
  Comp: ComponentType<Record<string, unknown>>;
  props: Ready['props'];
}

let mounts = 0;

export default function Islands({ root, nodes }: { root: HTMLElement; nodes: IslandNode[] }) {
  const [loaded, setLoaded] = useState<ReadonlyMap<number, Loaded>>(() => new Map());
  const [ready, setReady] = useState<(Ready & { key: number })[]>([]);
  useEffect(() => {
    let live = true;
    for (const node of nodes) {
      const entry = registryEntry(siteComponents, node.module);
      if (!entry) continue;
      const refs = componentRefs(node.props);
      const passed = Promise.all(refs.map(loadComponent));
      void Promise.all([entry.load(), passed, ...entry.css.map(loadStylesheet)]).then(([mod, got]) => {
        const Comp = islandComponent(mod, node.export, node.component);
        const passedByKey = new Map(refs.map((ref, i) => [refKey(ref), got[i]]));
        const props = withComponents(safeProps(node.props), (ref) => passedByKey.get(refKey(ref)));
        if (!live) return;
        if (!Comp) {
          console.error(`site component ${node.component} (${node.module}): the module has no export ${JSON.stringify(node.export ?? 'default')} that is a component; the island shows its server HTML`);
          return;
        }
        setLoaded((m) => new Map(m).set(node.island, { node, Comp, props }));
      }, (err: unknown) => {
        console.error(`site component ${node.component} (${node.module}) did not load; the island shows its server HTML`, err);
      });
    }
    return () => { live = false; };
  }, [nodes]);
  // Each loaded island is rendered in place of its element as it is in the page now. One
  // in another's children waits for that one (when it has loaded too): rendering it
  // replaces its children with new elements, in which the inner island is then rendered
  // (an inner one rendered before it, whose element it has replaced, is rendered again).
  useEffect(() => {
    const fresh: (Ready & { key: number })[] = [];
    for (const [n, l] of loaded) {
      const el = root.querySelector<HTMLElement>(`[data-island="${n}"]`);
      if (!el || el.dataset.islandReady) continue;
      const outer = el.parentElement?.closest<HTMLElement>('[data-island]');
      if (outer && root.contains(outer) && !outer.dataset.islandReady && loaded.has(Number(outer.dataset.island))) continue;
      const html = islandChildrenHtml(el);
      el.replaceChildren(); // the portal renders in place of the server HTML
      el.dataset.islandReady = 'true';
      fresh.push({ el, node: l.node, Comp: l.Comp, html, props: l.props, key: ++mounts });
    }
    if (fresh.length > 0 || ready.some((r) => !r.el.isConnected)) {
      setReady((r) => [...r.filter((x) => x.el.isConnected), ...fresh]);
    }
  }, [root, loaded, ready]);
  useEffect(() => () => {
    for (const el of root.querySelectorAll<HTMLElement>('[data-island-ready]')) delete el.dataset.islandReady;
  }, [root]);
  return (
    <>
      {ready.map(({ el, node, Comp, html, props, key }) => createPortal(
        <IslandBoundary el={el} html={html} name={node.component}>
          <Comp {...props}>{html.trim() ? <ServerHtml html={html} inline={el.tagName === 'SPAN'} /> : undefined}</Comp>
        </IslandBoundary>,
        el, `island-${key}`,
      ))}
    </>
  );
}

/** A component that throws shows the island's server HTML instead (and the rest of the page keeps working). */
class IslandBoundary extends Component<{ el: HTMLElement; html: string; name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  componentDidCatch(error: unknown) {
    console.error(`site component ${this.props.name} threw; the island shows its server HTML`, error);
  }
  render() {
    return this.state.failed ? <ServerHtml html={this.props.html} inline={this.props.el.tagName === 'SPAN'} /> : this.props.children;
  }
}
