/**
 * The document head of a page (<title>, description, canonical, Open Graph), computed
 * from its props. _document renders it into the static HTML, but for the <title>,
 * which _app gives next/head (Next warns about a <title> in _document); on client
 * navigations Layout applies the rest to the live document (cheaper than next/head
 * for every tag).
 */
import type { AnyPageProps, LayoutData } from './page-types';

export interface HeadData {
  title: string;
  description: string | null;
  canonical: string | null;
  image: string | null;
  /** <html lang dir> of the page's locale */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** hreflang alternates: the page in each locale that has it (absolute URLs) */
  alternates?: { hreflang: string; href: string }[];
  /** the site's meta tags and the doc's own (its MDX <head>), which replace the page's and the site's of the same key */
  meta?: { name?: string; property?: string; content: string }[];
}

/** Whether the doc's own meta tags set this name or property. */
export function ownMeta(head: HeadData | null, key: string): boolean {
  return !!head?.meta?.some((m) => m.name === key || m.property === key);
}

function alternatesFor(props: AnyPageProps, base: string): HeadData['alternates'] {
  const alts = props.alternates?.filter((a) => a.exists);
  if (!alts || alts.length < 2) return undefined;
  return alts.map((a) => ({ hreflang: a.htmlLang, href: base + encodeURI(a.href) }));
}

function siteBase(layout: LayoutData): string {
  return layout.url.replace(/\/+$/, '') + layout.baseUrl.replace(/\/+$/, '');
}

/** An image path from the site root (`/img/card.png`, `img/card.png`) or URL, as an absolute URL. */
function absoluteImage(base: string, image: string | null): string | null {
  if (!image) return null;
  if (/^https?:/.test(image)) return image;
  return base + (image.startsWith('/') ? image : `/${image}`);
}

type Meta = NonNullable<HeadData['meta']>[number];

/**
 * The page's meta tags: the site's (layout.metadata), then the page's own; one of the
 * page's replaces the site's of the same name or property, as Docusaurus's head does.
 */
function metaFor(layout: LayoutData, own: Meta[] | undefined): Meta[] | undefined {
  const key = (m: Meta) => (m.name ? `name:${m.name}` : `property:${m.property}`);
  const mine = new Set((own ?? []).map(key));
  const all = [...layout.metadata.filter((m) => !mine.has(key(m))), ...(own ?? [])];
  return all.length > 0 ? all : undefined;
}

export function headFor(props: AnyPageProps, pathname: string): HeadData | null {
  const { layout, page } = props;
  if (!layout) return null;
  const base = siteBase(layout);
  // "Intro | Site" with the site's titleDelimiter; an empty title (front matter title: "") or the site's own
  // is the site's title alone, as Docusaurus's TitleFormatterFnDefault makes it
  const titled = (t: string) => (t.trim() && t.trim() !== layout.title ? `${t.trim()} ${layout.titleDelimiter} ${layout.title}` : layout.title);
  const index = (canonical: string | null) => (layout.noIndex ? null : canonical);
  const locale = layout.multiLocale ? { lang: layout.htmlLang, dir: layout.direction, alternates: alternatesFor(props, base) } : {};
  if (page) {
    const image = page.kind === 'doc' ? page.image : null;
    // (a version's noIndex as an unlisted page: a robots noindex, no canonical link)
    const unlisted = ((page.kind === 'doc' || page.kind === 'tag') && page.unlisted) || ((page.kind === 'doc' || page.kind === 'category') && page.noIndex === true);
    // a doc's <head> element (Docusaurus's head metadata): its title as written
    const own = page.kind === 'doc' ? page.head : undefined;
    const ownDescription = own?.meta?.find((m) => m.name === 'description')?.content;
    const description = ownDescription ?? (('description' in page && page.description) || null);
    const meta = metaFor(layout, own?.meta)?.filter((m) => m.name !== 'description' || !description);
    return {
      title: own?.title ?? titled(page.title),
      description,
      ...(meta?.length ? { meta } : {}),
      // a route is a path as written (`/docs/web hooks`); these are URLs
      // (or the canonical URL the doc's <head> names: apisix's docs.api7.ai pages)
      canonical: unlisted ? null : index(own?.canonical ?? base + encodeURI(page.route)),
      image: absoluteImage(base, image ?? layout.image),
      ...locale,
    };
  }
  const meta = metaFor(layout, undefined);
  const site = { image: absoluteImage(base, layout.image), ...(meta ? { meta } : {}) };
  if (pathname === '/' || (pathname === '/[...slug]' && layout.localePrefix)) {
    const home = layout.localePrefix ? `${layout.localePrefix}/` : '/';
    return { title: titled(layout.tagline || layout.title), description: layout.tagline || null, canonical: index(base + home), ...site, ...locale };
  }
  if (pathname === '/storybook') {
    return { title: titled('Storybook'), description: 'Every live example of the docs, grouped by chart type.', canonical: index(`${base}/storybook`), ...site };
  }
  return { title: titled('Page Not Found'), description: null, canonical: null, ...site };
}

function setMeta(attr: 'name' | 'property', key: string, value: string | null) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (value === null) { el?.remove(); return; }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = value;
}

/** Applies a page's head on the client after a navigation. */
export function applyHead(head: HeadData): void {
  document.title = head.title;
  if (head.lang) document.documentElement.lang = head.lang;
  if (head.dir) document.documentElement.dir = head.dir;
  if (head.alternates !== undefined || document.head.querySelector('link[rel="alternate"][hreflang]')) {
    document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((l) => l.remove());
    for (const a of head.alternates ?? []) {
      const l = document.createElement('link');
      l.rel = 'alternate';
      l.hreflang = a.hreflang;
      l.href = a.href;
      document.head.appendChild(l);
    }
  }
  document.head.querySelectorAll('meta[data-page-meta]').forEach((m) => m.remove());
  const own = (key: string, value: string | null) => (ownMeta(head, key) ? null : value);
  setMeta('property', 'og:title', own('og:title', head.title));
  setMeta('name', 'description', head.description);
  setMeta('property', 'og:description', own('og:description', head.description));
  setMeta('property', 'og:url', own('og:url', head.canonical));
  setMeta('property', 'og:image', own('og:image', head.image));
  // as Docusaurus's head: the card's image, and the large card on every page
  setMeta('name', 'twitter:image', own('twitter:image', head.image));
  setMeta('name', 'twitter:card', own('twitter:card', 'summary_large_image'));
  for (const m of head.meta ?? []) {
    const el = document.createElement('meta');
    if (m.name) el.name = m.name;
    if (m.property) el.setAttribute('property', m.property);
    el.content = m.content;
    el.setAttribute('data-page-meta', '');
    document.head.appendChild(el);
  }
  setMeta('name', 'robots', head.canonical ? null : 'noindex, nofollow');
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!head.canonical) link?.remove();
  else {
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.appendChild(link);
    }
    link.href = head.canonical;
  }
}
