import { useContext } from 'react';
import { LayoutContext, type LayoutInfo } from '../../components/Layout/context';
import { withBase } from '../../lib/url';
import { versionDocs } from '../generated/versionDocs';

/**
 * `@docusaurus/plugin-content-docs/client` for site components: the hooks that tell a
 * component which docs version the reader is in (Matrix-Wiki's visualizer links into
 * `useActiveVersion().path`; home-assistant's quality-scale rules list their titles from
 * `useDocsVersion().docs`). A version has its name, label, isLast, path (the base URL
 * included, as Docusaurus's) and docs (id, path, sidebar; in useDocsVersion, id, title
 * and sidebar by id: the default locale's titles, no description); `draftIds` and
 * `sidebars` are empty, and a `pluginId` other than the default docs plugin's gets the
 * default plugin's versions. Outside the docs there is no active version.
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
  return list.map((v) => ({
    name: v.name, label: v.label, isLast: v.isLast, path: withBase(v.path), mainDocId: '', draftIds: [], sidebars: {},
    docs: (versionDocs[v.name] ?? []).map((d) => ({ id: d.id, path: withBase(d.route), sidebar: d.sidebar })),
  }));
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

/** A doc of a version as useDocsVersion gives it. */
export interface PropVersionDoc { id: string; title: string; description?: string; sidebar?: string }

/** useDocsVersion inside a doc page: the version's metadata as Docusaurus's DocsVersionProvider gives it, its docs by id. */
export function useDocsVersion(): { version: string; label: string; isLast: boolean; banner: string | null; badge: boolean; pluginId: string; docs: Record<string, PropVersionDoc> } {
  const info = useContext(LayoutContext);
  const v = info?.version != null ? info.layout.versions?.find((x) => x.name === info.version) : undefined;
  if (!info || info.version === null) throw new Error('useDocsVersion is used outside a docs page');
  const docs: Record<string, PropVersionDoc> = {};
  for (const d of versionDocs[info.version] ?? []) docs[d.id] = d.sidebar ? { id: d.id, title: d.title, sidebar: d.sidebar } : { id: d.id, title: d.title };
  return { version: info.version, label: v?.label ?? 'Next', isLast: v?.isLast ?? true, banner: v?.banner ?? null, badge: v?.badge ?? false, pluginId: info.layout.pluginId, docs };
}
