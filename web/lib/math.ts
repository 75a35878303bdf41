/**
 * TeX math, drawn with KaTeX when a page is built. contentc writes a site's math
 * (site.yaml markdown.math; a Docusaurus site's remark-math) as remark-math does before
 * rehype-katex: `<span class="math math-inline">TeX</span>` and
 * `<div class="math math-display">TeX</div>`, the TeX HTML-escaped. renderMath turns
 * each into KaTeX's HTML (with MathML for screen readers), as rehype-katex does for a
 * Docusaurus site, so formulas show without JavaScript; the page links KaTeX's
 * stylesheet (copied to /_contentc/katex/ by web/scripts/site-files.mjs).
 *
 * KaTeX runs with `trust: false` (no \href, \url, \includegraphics, \htmlClass…), so
 * a formula writes no link, script or attribute of its own; a TeX error shows the
 * source in the error colour instead of failing the build (throwOnError: false).
 */
import katex from 'katex';
import type { PageProps } from './page-types';

const MATH = /<(span|div) class="math math-(inline|display)">([^<]*)<\/\1>/g;
const ENTITY = /&(lt|gt|quot|amp|#39);/g;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&', '#39': "'" };

/** Whether HTML holds math that renderMath draws. */
export function hasMath(html: string): boolean {
  return html.includes('class="math math-');
}

/** HTML with each math element's TeX drawn by KaTeX; other HTML is left as it is. */
export function renderMath(html: string): string {
  if (!hasMath(html)) return html;
  return html.replace(MATH, (_m, tag: string, mode: string, tex: string) => {
    const drawn = katex.renderToString(tex.replace(ENTITY, (_e, name: string) => ENTITIES[name]), {
      displayMode: mode === 'display',
      throwOnError: false,
      trust: false,
      strict: 'ignore',
      maxSize: 100,
      maxExpand: 1000,
      output: 'htmlAndMathml',
    });
    return `<${tag} class="math math-${mode}">${drawn}</${tag}>`;
  });
}

/** A page's props with its math drawn (a doc page's HTML; other pages have none). */
export function withMath(props: PageProps): PageProps {
  const page = props.page;
  if (page.kind !== 'doc' || !hasMath(page.html)) return props;
  return { ...props, page: { ...page, html: renderMath(page.html) } };
}
