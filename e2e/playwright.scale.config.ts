import './scale/env'; // first: the site, port and graph of the scale run
import { defineConfig } from '@playwright/test';
import { SITE_DIR, SITE_PORT } from './helpers/env';
import base from './playwright.config';

/**
 * `make e2e-scale`: the smoke test and the large-sidebar spec against the 1,000-page
 * generated site (e2e/build-scale.sh builds it into build/site-scale from the graph
 * build/graph-scale; scale/env.ts points e2e/helpers/env.ts at them).
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: ['specs/smoke.spec.ts', 'scale/*.spec.ts'],
  testIgnore: undefined,
  use: { ...base.use, baseURL: `http://127.0.0.1:${SITE_PORT}` },
  webServer: [{
    command: `./bin/contentc serve ${SITE_DIR} --addr 127.0.0.1:${SITE_PORT}`,
    cwd: '..',
    url: `http://127.0.0.1:${SITE_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  }],
});
