// A Docusaurus site as `create-docusaurus` (TypeScript) writes one, with three
// versions. contentc reads it as it is (compiler/cmd/contentc/docusaurus_test.go).
import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';

const config: Config = {
  title: 'Widget',
  tagline: 'Widgets for everyone',
  favicon: 'img/favicon.svg',
  url: 'https://widget.example.com',
  baseUrl: '/',
  organizationName: 'example',
  projectName: 'widget',
  onBrokenLinks: 'throw',
  // Diagrams from ```mermaid blocks, as Docusaurus's "Diagrams" page sets them up.
  markdown: {mermaid: true},
  headTags: [
    {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/logo.svg'}},
    {tagName: 'meta', attributes: {name: 'widget-verification', content: 'abc123'}},
  ],
  themes: ['@docusaurus/theme-mermaid'],
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: 'https://github.com/example/widget/tree/main/',
          // TeX math, as Docusaurus's "Math Equations" page sets it up, and
          // npm commands as tabs of package managers.
          remarkPlugins: [remarkMath, [npm2yarn, {sync: true, converters: ['yarn', 'pnpm', 'bun']}]],
          rehypePlugins: [rehypeKatex],
          // 1.0 is for readers who need it, not for search engines
          versions: {'1.0': {noIndex: true}},
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: './sidebarsCommunity.ts',
        breadcrumbs: false,
        // Each of its docs says when it was last updated, and by whom, in its
        // front matter (without it, the file's last git commit would).
        showLastUpdateTime: true,
        showLastUpdateAuthor: true,
      },
    ],
    // Images of the docs open zoomed when clicked (themeConfig.zoom).
    'docusaurus-plugin-image-zoom',
    // An old URL of the site that still leads to its page.
    ['@docusaurus/plugin-client-redirects', {redirects: [{from: ['/getting-started', '/start.html'], to: '/docs/intro'}], createRedirects: (existingPath: string) => (existingPath === '/docs/install' ? ['/setup', '/docs/setup'] : undefined)}],
  ],
  themeConfig: {
    image: 'img/logo.svg',
    zoom: {background: {light: 'rgb(250, 250, 250)', dark: 'rgb(20, 20, 20)'}},
    metadata: [{name: 'keywords', content: 'widget, docs'}, {name: 'twitter:card', content: 'summary_large_image'}],
    navbar: {
      title: 'Widget',
      style: 'dark',
      logo: {alt: 'Widget Logo', src: 'img/logo.svg', href: 'docs/install', target: '_self'},
      items: [
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        {type: 'docSidebar', sidebarId: 'api', position: 'left', label: 'API'},
        {type: 'docSidebar', sidebarId: 'docs', docsPluginId: 'community', position: 'left', label: 'Community'},
        {label: 'Learn', to: '/docs/Intro', position: 'left', items: [{label: 'Installation', to: '/docs/install'}, {label: 'Guides', to: '/docs/guides/config', activeBasePath: 'docs/guides'}, {label: 'Older docs', to: '/docs/1.0/intro', activeBaseRegex: '^/docs/(next|1\\.0)/'}]},
        {to: '/showcase', label: 'Showcase', position: 'right'},
        {type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{href: 'https://archive.example.com/widget/0.x/', label: '0.x (archived)'}]},
        {type: 'html', position: 'right', value: '<span class="widget-badge">Beta</span>'},
        {href: 'https://github.com/example/widget', label: 'GitHub', position: 'right', title: 'Widget on GitHub'}, {href: 'https://chat.example.com/widget', 'aria-label': 'Widget chat', className: 'header-chat-link', position: 'right'}, {href: 'https://www.discord.gg/widget', className: 'header-discord-link', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {title: 'Docs', items: [{label: 'Introduction', to: '/docs/intro'}, {label: 'Installation', to: '/docs/install'}, {label: 'Cheat sheet', href: 'pathname:///files/cheatsheet.txt'}]},
        {title: 'Community', items: [{label: 'GitHub', href: 'https://github.com/example/widget', rel: 'me noopener'}, {label: 'Status', href: 'https://status.example.com/widget', target: '_self'}, {html: '<a href="https://chat.example.com/widget">Chat <b>live</b></a>'}]},
      ],
      logo: {alt: 'Widget Foundation', src: 'img/footer-logo.svg', srcDark: 'img/footer-logo-dark.svg', href: '/docs/install', width: 120, height: 40},
      copyright: `Copyright © ${new Date(0).getUTCFullYear()} <a href="https://github.com/example/widget/graphs/contributors">Widget authors</a>.`,
    },
    colorMode: {respectPrefersColorScheme: true},
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
      // The reader's choice of version is not kept (no docs-preferred-version-default).
      versionPersistence: 'none',
    },
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
    },
    prism: {
      // github with the site's own keyword colour and background, as sites write their own
      theme: {
        ...prismThemes.github,
        plain: {...prismThemes.github.plain, backgroundColor: '#f6f6f6'},
        styles: [...prismThemes.github.styles, {types: ['keyword'], style: {color: '#1a5c1a', fontStyle: 'italic'}}],
      },
      darkTheme: prismThemes.dracula,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
