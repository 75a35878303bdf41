/**
 * The site's Content-Security-Policy (build time only: _document and the postbuild
 * check in web/scripts/csp.mjs; never in the browser bundle).
 *
 * Every page carries the policy in a <meta http-equiv="Content-Security-Policy">, the
 * first element of <head>. Scripts load only from the site itself; an inline script runs
 * only when the page's policy lists its sha256 hash, computed at build time from the
 * exact string the page contains. There is no 'unsafe-eval' and no 'unsafe-inline' for
 * scripts, so markup that slipped into the content could not run.
 *
 * The inline scripts a page may have:
 * - the theme script (lib/theme-script.ts), the same on every page;
 * - the base-URL check (components/BaseUrlBanner), one per route;
 * - Next's Turbopack bootstrap (one per page type), built as Next builds it
 *   (lib/next-adapter.ts);
 * - React's streaming instructions ($RC…) on pages where React outlines a Suspense
 *   boundary; their text is only known after rendering, so the postbuild step adds
 *   their hashes, after checking each is React's code (web/scripts/csp.mjs).
 * `<script type="application/json">` (__NEXT_DATA__) is data, not run, and needs no hash.
 */
import { createHash } from 'node:crypto';

export { turbopackBootstrap } from './next-adapter';

/** `'sha256-…'`, the CSP source expression that allows exactly this inline script. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The policy, directive by directive. script-src gets the page's hashes.
 * - style-src 'unsafe-inline': React writes style attributes into the static HTML (the
 *   announcement bar's colours, a collapsed category's height). contentc removes style
 *   attributes and <style> from content, and style-src-elem 'self' still refuses any
 *   inline <style> element in browsers that know it.
 * - img-src https: and data: content may show images from other sites; the CSS uses
 *   data: SVG icons. An image cannot run script.
 */
export const DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['style-src-elem', ["'self'"]],
  ['img-src', ["'self'", 'data:', 'https:']],
  ['font-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['frame-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['form-action', ["'self'"]],
];

/**
 * What only an HTTP header can carry (a meta policy ignores them): hosts should send
 * this as a `Content-Security-Policy` header. The browser enforces it together with the
 * page's meta policy, which keeps the per-page script hashes.
 */
export const HEADER_POLICY = "frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

/**
 * The meta tag's policy for a page whose inline scripts have these hashes.
 * `inlineStyles`: the site draws Mermaid diagrams (site.yaml markdown.mermaid), and
 * Mermaid writes a <style> element into each diagram's SVG (and into the one it
 * measures text with) whose text depends on the diagram: style-src-elem then adds
 * 'unsafe-inline', on every page of the site, since a page's policy stays for the whole
 * visit and a client navigation may reach a diagram from any page. Content still cannot
 * add a <style> (the compiler removes them), and scripts are as strict as ever.
 */
export function metaPolicy(scriptHashes: Iterable<string>, { inlineStyles = false, frameHosts = [] }: { inlineStyles?: boolean; frameHosts?: readonly string[] } = {}): string {
  const hashes = [...new Set(scriptHashes)].sort();
  // The hosts content iframes may show (site.yaml markdown.iframeHosts; the compiler
  // removes any other iframe): their https pages, in place of 'none'.
  const frames = [...new Set(frameHosts.map((h) => h.toLowerCase()).filter((h) => /^[a-z0-9.-]+(:\d+)?$/.test(h)))].sort().map((h) => `https://${h}`);
  return DIRECTIVES.map(([name, sources]) =>
    [name, ...(name === 'frame-src' && frames.length > 0 ? frames : sources), ...(name === 'script-src' ? hashes : []), ...(name === 'style-src-elem' && inlineStyles ? ["'unsafe-inline'"] : [])].join(' ')).join('; ');
}

/**
 * The policy of development pages (`next dev`, make dev; _document picks it when
 * NODE_ENV is not 'production'). Next's development runtime runs inline scripts whose
 * text changes with every compile, evaluates modules (React Refresh), injects <style>
 * elements (CSS hot reload) and talks to the dev server over a WebSocket: those four
 * directives make room for it. Everything else is the production policy, so what the
 * content does (images, frames, objects, forms) is allowed or refused as it will be on
 * the published site. A production page never gets it (and could not pass the
 * postbuild check, which wants every inline script's hash listed).
 */
export const DEV_DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]> = DIRECTIVES.map(([name, sources]) => {
  switch (name) {
    case 'script-src': return [name, ["'self'", "'unsafe-inline'", "'unsafe-eval'"]] as const;
    case 'style-src-elem': return [name, ["'self'", "'unsafe-inline'"]] as const;
    case 'connect-src': return [name, ["'self'", 'ws:', 'wss:']] as const;
    default: return [name, sources] as const;
  }
});

/** The meta tag's policy for a development page (see DEV_DIRECTIVES). */
export function devMetaPolicy(): string {
  return DEV_DIRECTIVES.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The script-src hashes a policy allows. */
export function policyHashes(policy: string): Set<string> {
  const d = policy.split(';').map((s) => s.trim().split(/\s+/)).find((t) => t[0] === 'script-src');
  return new Set((d ?? []).filter((s) => /^'sha(256|384|512)-/.test(s)));
}

/** The same policy with more script hashes. */
export function withScriptHashes(policy: string, more: Iterable<string>): string {
  const styles = policy.split(';').map((s) => s.trim().split(/\s+/)).find((t) => t[0] === 'style-src-elem');
  return metaPolicy([...policyHashes(policy), ...more], { inlineStyles: !!styles?.includes("'unsafe-inline'") });
}

// ---- reading exported HTML (postbuild check and tests) ----------------------------

const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

function attr(attrs: string, name: string): string | null {
  const m = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attrs);
  if (!m) return null;
  return m[1] ?? m[2] ?? m[3] ?? '';
}

/** The inline scripts of an HTML document that a browser would run, in order. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(SCRIPT_RE)) {
    if (attr(m[1], 'src') !== null) continue;
    const type = (attr(m[1], 'type') ?? '').trim();
    if (!JS_TYPES.test(type)) continue;
    out.push(m[2]);
  }
  return out;
}

const META_RE = /<meta\b[^>]*http-equiv="Content-Security-Policy"[^>]*>/i;

/** The page's meta policy (HTML-unescaped), where its tag starts, and the tag itself. */
export function findMetaPolicy(html: string): { policy: string; index: number; tag: string } | null {
  const m = META_RE.exec(html);
  if (!m) return null;
  const content = attr(m[0].replace(/^<meta\b|\/?>$/gi, ''), 'content');
  if (content === null) return null;
  return { policy: unescapeAttr(content), index: m.index, tag: m[0] };
}

const unescapeAttr = (s: string) => s.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The meta tag for a policy, as React writes it. */
export function metaTag(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${escapeAttr(policy)}"/>`;
}
