/**
 * The document head of a page (<title>, description, canonical, Open Graph), computed
 * from its props. _document renders it into the static HTML; on client navigations
 * Layout applies it to the live document. (Cheaper than next/head in first-load JS.)
 */
import type { AnyPageProps, LayoutData } from './page-types';

export interface HeadData {
  title: string;
  description: string | null;
  canonical: string | null;
  image: string | null;
}

function siteBase(layout: LayoutData): string {
  return layout.url.replace(/\/+$/, '') + layout.baseUrl.replace(/\/+$/, '');
}

export function headFor(props: AnyPageProps, pathname: string): HeadData | null {
  const { layout, page } = props;
  if (!layout) return null;
  const base = siteBase(layout);
  const titled = (t: string) => `${t} | ${layout.title}`;
  const index = (canonical: string | null) => (layout.noIndex ? null : canonical);
  if (page) {
    const image = page.kind === 'doc' ? page.image : null;
    const unlisted = page.kind === 'doc' && page.unlisted;
    return {
      title: titled(page.title),
      description: page.description || null,
      canonical: unlisted ? null : index(base + page.route),
      image: image ? (/^https?:/.test(image) ? image : base + image) : null,
    };
  }
  if (pathname === '/') {
    return { title: titled(layout.tagline || layout.title), description: layout.tagline || null, canonical: index(`${base}/`), image: null };
  }
  if (pathname === '/storybook') {
    return { title: titled('Storybook'), description: 'Every live example of the docs, grouped by chart type.', canonical: index(`${base}/storybook`), image: null };
  }
  return { title: titled('Page Not Found'), description: null, canonical: null, image: null };
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
  setMeta('property', 'og:title', head.title);
  setMeta('name', 'description', head.description);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', head.canonical);
  setMeta('property', 'og:image', head.image);
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
