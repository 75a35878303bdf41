import { test } from '@playwright/test';
import { openRoute, watchConsole } from '../helpers/console';
import { graph, referenceSample } from '../helpers/graph';

// Every route of the graph's route table opens, hydrates and logs no error or
// hydration warning (helpers/console.ts, openRoute); of the generated reference pages
// (/all-types/…, 535 of the default site's 573 routes, all from the same few
// templates) an even sample of 60 unless SMOKE_ALL=1. That every route has its
// exported page is checked for all of them by the build itself (web/scripts/site-files.mjs
// postbuild). Routes are split in batches so the run stays parallel.
//
// `make test` runs this spec only with SMOKE_ALL=1 (e2e/playwright.config.ts): the
// accessibility audit (a11y.spec.ts) opens the same routes with the same checks before
// it audits them. `make e2e-scale` runs it on the 1,000-page site.
const all = graph().routes.map((r) => r.route);
const { reference, sample } = referenceSample(all, 60, !!process.env.SMOKE_ALL);
const left = new Set(reference.filter((r) => !sample.includes(r)));
const routes = ['/', ...all.filter((r) => !left.has(r))];
const BATCH = 40;
for (let i = 0; i < routes.length; i += BATCH) {
  const batch = routes.slice(i, i + BATCH);
  test(`routes ${i + 1}-${i + batch.length} of ${routes.length} open without console errors`, async ({ page }) => {
    test.setTimeout(30_000 + batch.length * 3_000);
    const { problems } = watchConsole(page);
    for (const route of batch) await openRoute(page, route, problems);
  });
}
