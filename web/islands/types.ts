import type { ComponentType } from 'react';

/** A site component's module, as esbuild bundled it (web/scripts/site-components.mjs). */
export type SiteModule = Record<string, unknown>;

/** An entry of the generated registry (web/islands/generated/index.ts). */
export interface SiteComponentEntry {
  load: () => Promise<SiteModule>;
  /** site-relative URLs of the stylesheets the component imports */
  css: string[];
}

/**
 * The component an island renders: the import's export ("default", "*" for a namespace
 * import, or a name), then, for `<X.Y>`, each member after the first name.
 */
export function islandComponent(mod: SiteModule, exported: string | undefined, name: string): ComponentType<Record<string, unknown>> | null {
  let value: unknown = exported === '*' ? mod : mod[exported || 'default'];
  for (const member of name.split('.').slice(1)) {
    value = value && (typeof value === 'object' || typeof value === 'function') ? (value as Record<string, unknown>)[member] : undefined;
  }
  const ok = typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
  return ok ? (value as ComponentType<Record<string, unknown>>) : null;
}

const SCRIPT_URL = /^[\s\u0000-\u001f]*(j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|v\s*b\s*s\s*c\s*r\s*i\s*p\s*t|d\s*a\s*t\s*a\s*:\s*text\/html)\s*:?/i;

function clean(value: unknown): unknown {
  if (typeof value === 'string') return SCRIPT_URL.test(value) ? '' : value;
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'dangerouslySetInnerHTML' && k !== '__proto__').map(([k, v]) => [k, clean(v)]));
  }
  return value;
}

/**
 * An island's props from the graph (JSON from the MDX) as the component gets them: no
 * `dangerouslySetInnerHTML`, no `on…` handlers (the content cannot give functions), and
 * script URLs (javascript:, vbscript:, data:text/html) emptied at any depth, so that a
 * component passing a prop on to the DOM cannot run the content's script.
 */
export function safeProps(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) {
    if (k === 'dangerouslySetInnerHTML' || k === 'children' || /^on[A-Z]/.test(k) || k === '__proto__') continue;
    out[k] = clean(v);
  }
  return out;
}

/**
 * A prop that passes the island another site component (`<Example component={Demo} />`
 * in the MDX, where Demo is imported from the site): contentc writes it as
 * `{"$component": {"module", "export", "name"}}`.
 */
export interface ComponentRef {
  module: string;
  export?: string;
  name: string;
}

/** The props of an island that are components (see ComponentRef), by name. */
export function componentRefs(props: Record<string, unknown>): [string, ComponentRef][] {
  const out: [string, ComponentRef][] = [];
  for (const [k, v] of Object.entries(props)) {
    const ref = v && typeof v === 'object' ? (v as Record<string, unknown>).$component : undefined;
    if (ref && typeof ref === 'object' && typeof (ref as ComponentRef).module === 'string' && typeof (ref as ComponentRef).name === 'string') {
      out.push([k, ref as ComponentRef]);
    }
  }
  return out;
}
