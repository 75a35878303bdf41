import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import type { AnyPageProps } from '../lib/page-types';
import { headFor, ownMeta } from '../lib/head';
import { THEME_SCRIPT } from '../lib/theme-script';
import { basePath, withBase } from '../lib/url';
import { baseUrlCheckScript } from '../components/BaseUrlBanner';
import { devMetaPolicy, metaPolicy, scriptHash, turbopackBootstrap } from '../lib/csp';

/**
 * A doc page's rendered HTML is in the page once: `__NEXT_DATA__` (the props React
 * hydrates with) goes without it, where it would be a second, JSON-escaped copy (about
 * half of the file). DocContent then takes it from the server-rendered element. Next
 * serialises `__NEXT_DATA__` after this component renders, from this very object, and
 * writes the page's data file (client navigations) from the props object itself, which
 * is not changed: only `__NEXT_DATA__.props` is replaced, by copies without page.html.
 */
function withoutPageHtml(data: DocumentProps['__NEXT_DATA__']): void {
  const pageProps = (data.props?.pageProps ?? {}) as AnyPageProps;
  const page = pageProps.page;
  if (page?.kind !== 'doc' || !('html' in page)) return;
  const { html: _html, ...rest } = page; // eslint-disable-line @typescript-eslint/no-unused-vars
  data.props = { ...data.props, pageProps: { ...pageProps, page: rest } };
}

/** <html lang dir data-theme>, the CSP, the favicon, the code themes and the pre-paint theme script. */
export default function Document(props: DocumentProps) {
  const pageProps = (props.__NEXT_DATA__.props?.pageProps ?? {}) as AnyPageProps;
  const layout = pageProps.layout;
  const head = headFor(pageProps, props.__NEXT_DATA__.page);
  // The page's own route, for the base-URL check (none on the 404 page).
  const route = pageProps.page?.route ?? (props.__NEXT_DATA__.page === '/' ? '/' : null);
  const baseUrlCheck = route !== null ? baseUrlCheckScript(basePath, route) : null;
  // The Content-Security-Policy allows exactly this page's inline scripts, by hash (lib/csp.ts).
  const inline = [THEME_SCRIPT, baseUrlCheck, turbopackBootstrap(props.buildManifest, props.__NEXT_DATA__.page)];
  // In development (make dev) Next's own runtime needs more (lib/csp.ts DEV_DIRECTIVES);
  // production builds get the strict policy.
  const csp = process.env.NODE_ENV === 'production'
    ? metaPolicy(inline.filter((s): s is string => s !== null).map(scriptHash), { inlineStyles: !!layout?.mermaid, frameHosts: layout?.iframeHosts ?? [] })
    : devMetaPolicy();
  withoutPageHtml(props.__NEXT_DATA__);
  return (
    <Html
      lang={layout?.htmlLang ?? 'en'}
      dir={layout?.direction ?? 'ltr'}
      data-theme={layout?.colorMode.defaultMode ?? 'light'}
      data-announcement-id={layout?.announcementBar?.id}
    >
      <Head>
        <meta httpEquiv="Content-Security-Policy" content={csp} />
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {baseUrlCheck !== null && <script dangerouslySetInnerHTML={{ __html: baseUrlCheck }} />}
        {head && !ownMeta(head, 'og:title') && <meta property="og:title" content={head.title} />}
        {head?.description ? <meta name="description" content={head.description} /> : null}
        {head?.description && !ownMeta(head, 'og:description') ? <meta property="og:description" content={head.description} /> : null}
        {head?.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {head?.canonical && !ownMeta(head, 'og:url') ? <meta property="og:url" content={head.canonical} /> : null}
        {head?.alternates?.map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)}
        {head && !head.canonical ? <meta name="robots" content="noindex, nofollow" /> : null}
        {head?.image && !ownMeta(head, 'og:image') ? <meta property="og:image" content={head.image} /> : null}
        {head?.image && !ownMeta(head, 'twitter:image') ? <meta name="twitter:image" content={head.image} /> : null}
        {layout && !ownMeta(head, 'twitter:card') ? <meta name="twitter:card" content="summary_large_image" /> : null}
        {layout && !ownMeta(head, 'og:type') ? <meta property="og:type" content="website" /> : null}
        {layout && !ownMeta(head, 'og:site_name') ? <meta property="og:site_name" content={layout.title} /> : null}
        {head?.meta?.map((m, i) => <meta key={`page-meta-${i}`} name={m.name} property={m.property} content={m.content} data-page-meta="" />)}
        {/* no favicon: an empty one, so the browser does not ask for /favicon.ico (a 404) */}
        {layout ? <link rel="icon" href={layout.favicon ? withBase(layout.favicon) : 'data:,'} /> : null}
        {layout?.codeThemesCss ? <link rel="stylesheet" href={withBase(`/_contentc/${layout.codeThemesCss}`)} /> : null}
        {layout?.math ? <link rel="stylesheet" href={withBase('/_contentc/katex/katex.min.css')} /> : null}
        {pageProps.islandCss?.map((href) => <link key={href} rel="stylesheet" href={withBase(href)} data-island-css="" />)}
        {layout?.colorsCss ? <link rel="stylesheet" href={withBase('/_contentc/colors.css')} /> : null}
        {layout?.headTags.map(({ tagName, attributes }, i) => {
          // site.yaml headTags: links (icons, manifest, preconnect…) and meta tags, as written.
          const props = Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k === 'crossorigin' ? 'crossOrigin' : k === 'hreflang' ? 'hrefLang' : k, v]));
          return tagName === 'link' ? <link key={`head-tag-${i}`} {...props} /> : <meta key={`head-tag-${i}`} {...props} />;
        })}
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
