import { createElement, type ComponentType } from 'react';

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
 * A component passed in an island's props, at any depth (`<Example component={Demo} />`,
 * `features={[{ icon: Zap, … }]}` in the MDX): contentc writes it as `{"$component":
 * {"module", "export", "name"}}` for a site component file (module relative to the
 * content root), `{"$component": {"package", "export", "name"}}` for a package's export
 * (lucide-react's icons), which the web does not bundle.
 */
export interface ComponentRef {
  module?: string;
  package?: string;
  export?: string;
  name: string;
}

/** value as a ComponentRef's object, or null. */
function refOf(value: unknown): ComponentRef | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const ref = (value as Record<string, unknown>).$component;
  if (!ref || typeof ref !== 'object') return null;
  const r = ref as Record<string, unknown>;
  const ok = typeof r.name === 'string' && (typeof r.module === 'string' || typeof r.package === 'string');
  return ok ? (ref as ComponentRef) : null;
}

/**
 * A JSX element passed as a prop (`component={<FlingExample />}`, `text={<b>Term</b>}` in
 * the MDX): contentc writes `{"$element": {"type": …, "props": {…}, "children": …}}`, its
 * type a ComponentRef's object or `{"$html": "b"}` for an HTML element the docs' HTML
 * policy keeps (the compiler's check; HTML_ELEMENTS here too), its children (only when it
 * has some) its text, or a list of text and elements; withComponents makes it the React
 * element the JSX is. A fragment is the list of its children.
 */
interface ElementProp {
  type: ComponentRef | string;
  props: Record<string, unknown>;
  children?: unknown;
}

/** The HTML elements an element prop may be (the docs' HTML policy's, without iframe, SVG and form). */
const HTML_ELEMENTS = new Set(('a abbr article audio b blockquote br button caption center cite code col colgroup dd del details dfn div dl dt em ' +
  'figcaption figure font footer h1 h2 h3 h4 h5 h6 header hr i img input ins kbd label li mark ol p picture pre q s samp section small source span ' +
  'strike strong sub summary sup table tbody td tfoot th thead time tr tt u ul var video wbr').split(' '));

/** value as an ElementProp, or null. */
function elementOf(value: unknown): ElementProp | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const el = (value as Record<string, unknown>).$element;
  if (!el || typeof el !== 'object' || Array.isArray(el)) return null;
  const e = el as Record<string, unknown>;
  const html = e.type && typeof e.type === 'object' ? (e.type as Record<string, unknown>).$html : undefined;
  const type = typeof html === 'string' ? (HTML_ELEMENTS.has(html) ? html : null) : refOf(e.type);
  if (!type) return null;
  const props = e.props && typeof e.props === 'object' && !Array.isArray(e.props) ? (e.props as Record<string, unknown>) : {};
  return { type, props, children: typeof e.children === 'string' || Array.isArray(e.children) ? e.children : undefined };
}

/** The components (see ComponentRef) an island's props pass, at any depth of their lists and objects, in order. */
export function componentRefs(props: Record<string, unknown>): ComponentRef[] {
  const out: ComponentRef[] = [];
  const walk = (v: unknown): void => {
    const ref = refOf(v);
    if (ref) out.push(ref);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(props);
  return out;
}

/**
 * A component that renders nothing: what a reference stands for when it cannot be
 * loaded (a package's export, which is not bundled, or a module the registry does not
 * have), so that a component rendering it (`<f.icon size={20} />`) renders the rest.
 */
export function Nothing(): null {
  return null;
}

/**
 * props with each component reference in them, at any depth, replaced by the component
 * `resolve` gives for it, or Nothing: new lists and objects (props is not changed), no
 * other value added, so the content's props still bring no script (apply to safeProps's).
 */
export function withComponents(props: Record<string, unknown>, resolve: (ref: ComponentRef) => ComponentType<Record<string, unknown>> | null | undefined): Record<string, unknown> {
  // (index: the value's place in a list, its element's key: a fragment's elements are one)
  const walk = (v: unknown, index?: number): unknown => {
    const ref = refOf(v);
    if (ref) return resolve(ref) ?? Nothing;
    const el = elementOf(v);
    if (el) {
      // its props as an island's (safeProps), with the components passed in them; its
      // children, text or a list of text and elements
      const type = typeof el.type === 'string' ? el.type : resolve(el.type) ?? Nothing;
      const own = walk(safeProps(el.props)) as Record<string, unknown>;
      const props = index === undefined ? own : { ...own, key: index };
      return el.children === undefined ? createElement(type, props) : createElement(type, props, walk(el.children) as never);
    }
    if (Array.isArray(v)) return v.map((x, i) => walk(x, i));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(props) as Record<string, unknown>;
}

/** The registry's entry of a module (own entries only: a module named by the content is never one of Object's members). */
export function registryEntry<T>(registry: Record<string, T>, module: string | undefined): T | undefined {
  return module !== undefined && Object.prototype.hasOwnProperty.call(registry, module) ? registry[module] : undefined;
}

/** A key of a reference, the same for the same component. */
export function refKey(ref: ComponentRef): string {
  return JSON.stringify([ref.module ?? null, ref.package ?? null, ref.export ?? 'default', ref.name]);
}
