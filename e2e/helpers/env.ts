/** Where the suite finds the two static sites and the default site's graph. */
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
export const SITE_DIR = process.env.E2E_SITE_DIR ?? 'web/out';
export const FIXTURE_DIR = process.env.E2E_FIXTURE_DIR ?? 'build/site-fixture';
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4173);
export const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 4174);
export const FIXTURE = `http://127.0.0.1:${FIXTURE_PORT}`;
/** The three-locale fixture site (e2e/fixtures/locales; locales.spec.ts). */
export const LOCALES_DIR = process.env.E2E_LOCALES_DIR ?? 'build/site-locales';
export const LOCALES_PORT = Number(process.env.E2E_LOCALES_PORT ?? 4176);
export const LOCALES = `http://127.0.0.1:${LOCALES_PORT}`;
/** A Docusaurus site as it is, with three versions (docusaurus.spec.ts). */
export const DOCUSAURUS_DIR = process.env.E2E_DOCUSAURUS_DIR ?? 'build/site-docusaurus';
export const DOCUSAURUS_PORT = Number(process.env.E2E_DOCUSAURUS_PORT ?? 4177);
export const DOCUSAURUS = `http://127.0.0.1:${DOCUSAURUS_PORT}`;
/** The graph the default site was built from (the smoke test opens all its routes). */
export const GRAPH_DIR = path.resolve(root, process.env.CONTENTC_GRAPH ?? 'build/graph');
export const FIXTURE_GRAPH_DIR = path.resolve(root, process.env.E2E_FIXTURE_GRAPH ?? 'build/graph-fixture');
