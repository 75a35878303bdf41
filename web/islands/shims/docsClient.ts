import { useContext } from 'react';
import { LayoutContext, type LayoutInfo } from '../../components/Layout/context';
import { withBase } from '../../lib/url';

/**
 * `@docusaurus/plugin-content-docs/client` for site components: the hooks that tell a
 * component which docs version the reader is in (Matrix-Wiki's visualizer links into
 * `useActiveVersion().path`). A version has its name, label, isLast and path (the base
 * URL included, as Docusaurus's); its `docs`, `draftIds` and `sidebars` are empty (the
 * page has no list of every doc), and a `pluginId` other than the default docs plugin's
 * gets the default plugin's versions. Outside the docs there is no active version.
 */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: { id: string; path: string; sidebar?: string }[];
  draftIds: string[];
  sidebars: Record<string, unknown>;
}

function versionsOf(info: LayoutInfo | null): GlobalVersion[] {
  if (!info) return [];
  const { layout } = info;
  const list = layout.versions ?? [{ name: 'current', label: 'Next', isLast: true, path: layout.docsPath }];
  return list.map((v) => ({ name: v.name, label: v.label, isLast: v.isLast, path: withBase(v.path), mainDocId: '', docs: [], draftIds: [], sidebars: {} }));
}

/** Every version of the docs, newest first (Docusaurus's order). */
export function useVersions(_pluginId?: string): GlobalVersion[] {
  return versionsOf(useContext(LayoutContext));
}

/** The version the site serves at the docs root (versions.json's first, or lastVersion). */
export function useLatestVersion(_pluginId?: string): GlobalVersion {
  const versions = useVersions();
  return versions.find((v) => v.isLast) ?? versions[0];
}

/** The version of the page the reader is on; undefined outside the docs. */
export function useActiveVersion(_pluginId?: string): GlobalVersion | undefined {
  const info = useContext(LayoutContext);
  if (!info || info.version === null) return undefined;
  const versions = versionsOf(info);
  return versions.find((v) => v.name === info.version) ?? (info.layout.versions ? undefined : versions[0]);
}

/** The active version, and no active doc or alternate versions (not known to a component). */
export function useActiveDocContext(pluginId?: string): { activeVersion?: GlobalVersion; activeDoc?: undefined; alternateDocVersions: Record<string, never> } {
  return { activeVersion: useActiveVersion(pluginId), activeDoc: undefined, alternateDocVersions: {} };
}

/** The docs plugin of the page (the default one), with its path and versions. */
export function useActivePlugin(_options?: unknown): { pluginId: string; pluginData: { path: string; versions: GlobalVersion[] } } | undefined {
  const info = useContext(LayoutContext);
  if (!info) return undefined;
  return { pluginId: info.layout.pluginId, pluginData: { path: withBase(info.layout.docsPath), versions: versionsOf(info) } };
}

/** useDocsVersion inside a doc page: the version's metadata as Docusaurus's DocsVersionProvider gives it. */
export function useDocsVersion(): { version: string; label: string; isLast: boolean; banner: string | null; badge: boolean; pluginId: string } {
  const info = useContext(LayoutContext);
  const v = info?.version != null ? info.layout.versions?.find((x) => x.name === info.version) : undefined;
  if (!info || info.version === null) throw new Error('useDocsVersion is used outside a docs page');
  return { version: info.version, label: v?.label ?? 'Next', isLast: v?.isLast ?? true, banner: v?.banner ?? null, badge: v?.badge ?? false, pluginId: info.layout.pluginId };
}
