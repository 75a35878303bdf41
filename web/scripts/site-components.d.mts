// Types of site-components.mjs for the unit tests.
export interface ComponentEntry { module: string; name: string; css: string | null }
export interface Bundled {
  files: Map<string, string>;
  css: Map<string, string>;
  entries: ComponentEntry[];
  problems: string[];
}
export const generatedDir: string;
export const CSS_URL_DIR: string;
export const SHIMS: Record<string, string>;
export const PACKAGE_FALLBACKS: Record<string, string>;
export function standIn(specifier: string): string;
export function bundleName(module: string): string;
export function bundleComponents(components: { root: string; modules: string[]; aliases?: Record<string, string> }): Promise<Bundled>;
export function registryModule(entries: ComponentEntry[], siteConfig: Record<string, unknown>): string;
export function siteConfigOf(site: unknown): Record<string, unknown>;
export function versionDocsModule(versions: { name: string; pluginId?: string; docs: { id: string; title: string; route: string; sidebar?: string | null }[] }[] | undefined): string;
export function writeSiteComponents(content: unknown, options?: { strict?: boolean; log?: (text: string) => void }): Promise<{ count: number; problems: string[] }>;
