/**
 * Defaults of `make e2e-scale` for e2e/helpers/env.ts: the 1,000-page generated site and
 * its graph. Imported first by e2e/playwright.scale.config.ts, before anything reads them.
 */
import path from 'node:path';

process.env.E2E_SITE_DIR ??= 'build/site-scale';
process.env.E2E_SITE_PORT ??= '4175';
process.env.CONTENTC_GRAPH ??= path.resolve(__dirname, '..', '..', 'build', 'graph-scale');
