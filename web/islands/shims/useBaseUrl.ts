import { basePath } from '../../lib/url';
import { siteConfig } from '../generated';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

const hasProtocol = (url: string) => /^(?:[a-zA-Z][a-zA-Z\d+.-]*:)?\/\//.test(url) || /^[a-z][a-z0-9+.-]*:/i.test(url);

/** Docusaurus's addBaseUrl: "/img/x.png" and "img/x.png" → "<baseUrl>img/x.png"; URLs and "#x" stay. */
export function addBaseUrl(url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  const baseUrl = `${basePath}/`;
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const withBase = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteConfig.url.replace(/\/$/, '') + withBase : withBase;
}

export function useBaseUrlUtils() {
  return { withBaseUrl: addBaseUrl };
}

/** `@docusaurus/useBaseUrl` for site components. */
export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return addBaseUrl(url, options);
}
