import { expect, test } from '@playwright/test';
import { watchConsole, waitForHydration } from '../helpers/console';
import { graph } from '../helpers/graph';

// Every route of the graph's route table opens, hydrates and logs no error or
// hydration warning. Routes are split in batches so the run stays parallel.
const routes = ['/', ...graph().routes.map((r) => r.route)];
const BATCH = 40;
for (let i = 0; i < routes.length; i += BATCH) {
  const batch = routes.slice(i, i + BATCH);
  test(`routes ${i + 1}-${i + batch.length} of ${routes.length} open without console errors`, async ({ page }) => {
    test.setTimeout(30_000 + batch.length * 3_000);
    const { problems } = watchConsole(page);
    for (const route of batch) {
      const res = await page.goto(route);
      expect(res?.status(), `status of ${route}`).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1').first(), `h1 of ${route}`).toBeVisible();
      expect(problems, `console problems on ${route}`).toEqual([]);
    }
  });
}
