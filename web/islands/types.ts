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
