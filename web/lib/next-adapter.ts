/**
 * Adapter: what the site needs from Next that Next has no public API for. Keep it to
 * this file.
 *
 * In Turbopack production builds, Next's pages-router <Head> writes one inline script
 * that seeds the chunk loader with the chunk groups of /_app and the page. The CSP
 * (lib/csp.ts) must list that script's hash, so _document builds the same text. Next
 * builds it in next/dist/server/get-page-files.js (getTurbopackChunkGroupBootstrap) and
 * HTML-escapes it with next/dist/shared/lib/htmlescape.js; neither is a public export,
 * so the few lines are copied here. When Next changes them, test/next-adapter.test.ts
 * fails (it compares this code with the installed Next's), and so does the postbuild
 * CSP check (scripts/csp.mjs), which refuses a page whose inline script has no hash in
 * the policy.
 */
import { htmlEscapeJsonString } from './htmlescape';

/** The fields of Next's build manifest (a prop of _document) the bootstrap reads. */
export interface BuildManifestLike {
  pagesChunkGroupBootstrapParams?: Record<string, unknown>;
  chunkLoadingGlobal?: string;
}

/**
 * The inline script Next's <Head> writes for Turbopack production builds (the chunk
 * groups of /_app and the page), exactly as Next builds it; null for other builds.
 */
export function turbopackBootstrap(buildManifest: BuildManifestLike, page: string): string | null {
  const params = buildManifest.pagesChunkGroupBootstrapParams;
  const global = buildManifest.chunkLoadingGlobal;
  if (!params || !global) return null;
  const g = JSON.stringify(global);
  const statements = ['/_app', page].map((p) => params[p]).filter(Boolean)
    .map((p) => `(globalThis[${g}] || (globalThis[${g}] = [])).push(${JSON.stringify(p)});`);
  return statements.length > 0 ? htmlEscapeJsonString(statements.join('\n')) : null;
}
