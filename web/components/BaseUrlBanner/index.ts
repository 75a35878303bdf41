/**
 * The base-URL check. A static site built for one base URL and served under another
 * loads none of its scripts (they are requested under the base it was built for), so
 * the check is an inline script in the exported HTML (_document), not React: when the
 * address of the page does not match the base URL the site was built for, it shows a
 * banner that says the site did not load properly and suggests the base URL to set.
 */

/**
 * The base path the page is actually served under ("" for the root), given the
 * address's pathname and the page's site-relative route; null when the pathname is not
 * an address of that route at all (a rewrite, a 404 page): then nothing can be said.
 * Kept ES5 and self-contained: its source is inlined into the HTML.
 */
export function servedBase(pathname: string, route: string): string | null {
  var p = pathname;
  try { p = decodeURI(p); } catch (e) { /* keep it raw */ }
  p = p.replace(/\/index\.html$|\.html$|\/+$/, '');
  var r = route.replace(/\/+$/, '');
  if (p.length < r.length || p.slice(p.length - r.length) !== r) return null;
  return p.slice(0, p.length - r.length);
}

const BANNER_STYLE = [
  'position:relative', 'z-index:9999', 'padding:0.75rem 1rem', 'font:16px/1.5 system-ui,sans-serif',
  'color:#1c1e21', 'background:#fff3cd', 'border-bottom:2px solid #e0a800',
].join(';');

/** The inline script for a page of `route`, in a site built for `basePath` ("" = root). */
export function baseUrlCheckScript(basePath: string, route: string): string {
  return `(function(){var servedBase=${servedBase.toString()};` +
    `var built=${JSON.stringify(basePath)},served=servedBase(location.pathname,${JSON.stringify(route)});` +
    'if(served===null||served===built)return;' +
    'function show(){if(document.getElementById("base-url-issue-banner"))return;' +
    'var d=document.createElement("div");d.id="base-url-issue-banner";d.setAttribute("role","alert");' +
    `d.setAttribute("style",${JSON.stringify(BANNER_STYLE)});` +
    'var b=document.createElement("strong");b.textContent="This site did not load properly.";d.appendChild(b);' +
    'd.appendChild(document.createTextNode(" It was built for the base URL \\u201c"+built+"/\\u201d but is served from \\u201c"+served+"/\\u201d. ' +
    'A common cause is a wrong base URL: try setting baseUrl: \\u201c"+served+"/\\u201d in site.yaml and build the site again."));' +
    'document.body.insertBefore(d,document.body.firstChild);}' +
    'if(document.body)show();else document.addEventListener("DOMContentLoaded",show);})();';
}
