import { lazy, Suspense, useEffect, useMemo, useState, type RefObject } from 'react';
import type { Component } from '../../lib/graph-types';

const Islands = lazy(() => import('./index'));

/** A site component element of the page: where its island is and what to render in it. */
export interface IslandNode {
  island: number;
  module: string;
  export?: string;
  component: string;
  props: Record<string, unknown>;
}

/** The site component islands among a page's components (nested ones too). */
export function islandNodes(components: Component[] | undefined): IslandNode[] {
  const out: IslandNode[] = [];
  const walk = (cs: Component[] | undefined) => {
    for (const c of cs ?? []) {
      if (typeof c.island === 'number' && c.module) {
        out.push({ island: c.island, module: c.module, export: c.export, component: c.component, props: c.props });
      }
      walk(c.children);
    }
  };
  walk(components);
  return out;
}

/**
 * The site component islands of the HTML inside `root`: a page without one loads
 * nothing; on a page with one, the runtime (./index) and then each component's own chunk
 * load after the page is shown. When the HTML is replaced (`watch` changes) or the page
 * goes (client-side navigation), the islands are unmounted.
 */
export function IslandMount({ root: ref, components, watch }: {
  root: RefObject<HTMLElement | null>;
  components: Component[] | undefined;
  /** a value that changes when the HTML inside `root` is replaced */
  watch?: unknown;
}) {
  const nodes = useMemo(() => islandNodes(components), [components]);
  const [root, setRoot] = useState<{ el: HTMLElement; n: number } | null>(null);
  useEffect(() => {
    const el = ref.current;
    setRoot((r) => (el && nodes.length > 0 ? { el, n: (r?.n ?? 0) + 1 } : null));
  }, [ref, nodes, watch]);
  if (!root || nodes.length === 0) return null;
  return <Suspense fallback={null}><Islands key={root.n} root={root.el} nodes={nodes} /></Suspense>;
}
