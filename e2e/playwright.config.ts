import { defineConfig } from '@playwright/test';
import {
  DOCUSAURUS_DIR, DOCUSAURUS_PORT, FIXTURE_DIR, FIXTURE_PORT, LOCALES_DIR, LOCALES_PORT, SITE_DIR, SITE_PORT,
} from './helpers/env';

/**
 * The end-to-end suite: Debian's Chromium against the static export, served like a
 * static host. The default site (web/out) is the baseURL; the fixture site
 * (build/site-fixture, see e2e/build-fixture.sh) runs on its own port.
 */
export default defineConfig({
  testDir: './specs',
  // The accessibility audit opens the smoke test's routes with its checks (a11y.spec.ts);
  // the smoke test itself runs here only to open every route (SMOKE_ALL=1).
  testIgnore: process.env.SMOKE_ALL ? undefined : ['smoke.spec.ts'],
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  // generous for a busy shared CI machine (2 cores, two workers, four static servers)
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    viewport: { width: 1280, height: 800 },
    // a trace when a failed test runs again (CI retries once); recording one for every test
    // took a third of the suite's time. Locally: --trace on.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `./bin/contentc serve ${SITE_DIR} --addr 127.0.0.1:${SITE_PORT}`,
      cwd: '..',
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: `./bin/contentc serve ${FIXTURE_DIR} --addr 127.0.0.1:${FIXTURE_PORT}`,
      cwd: '..',
      url: `http://127.0.0.1:${FIXTURE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: `./bin/contentc serve ${LOCALES_DIR} --addr 127.0.0.1:${LOCALES_PORT}`,
      cwd: '..',
      url: `http://127.0.0.1:${LOCALES_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: `./bin/contentc serve ${DOCUSAURUS_DIR} --addr 127.0.0.1:${DOCUSAURUS_PORT}`,
      cwd: '..',
      url: `http://127.0.0.1:${DOCUSAURUS_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
  ],
});
