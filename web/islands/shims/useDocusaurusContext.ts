import { siteConfig } from '../generated';

const context = {
  siteConfig: { ...siteConfig, themeConfig: {} },
  siteMetadata: { docusaurusVersion: 'contentc', pluginVersions: {}, siteVersion: undefined },
  globalData: {},
  i18n: { defaultLocale: siteConfig.defaultLocale, currentLocale: siteConfig.defaultLocale, locales: siteConfig.locales, localeConfigs: {} },
  codeTranslations: {},
};

/**
 * `@docusaurus/useDocusaurusContext` for site components: siteConfig has the graph's
 * site title, tagline, url, baseUrl and customFields (themeConfig is empty).
 */
export default function useDocusaurusContext() {
  return context;
}
