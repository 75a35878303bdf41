// @ts-check
import { loadContent } from './scripts/load-content.mjs';

// Reading the graph here also makes a missing or corrupt graph fail the build at once,
// with a message that names the file.
const content = await loadContent();
const basePath = content.siteBasePath();

/** @type {import('next').NextConfig} */
const config = {
  output: 'export',
  basePath,
  env: { CONTENTC_BASE_PATH: basePath, CONTENTC_SEARCH_STAMP: String(content.getGraph().buildTime) },
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  productionBrowserSourceMaps: false,
  images: { unoptimized: true },
  typescript: { tsconfigPath: '../tsconfig.json' },
};

export default config;
