import { expect, test } from '@playwright/test';
import { catalogueSlowText } from '../src/features/catalogue/components/catalogue-results.tsx';

// A first visit (no worker yet, so the code comes from the network) on lie-fi that hangs zod's first piece while the
// API answers. The device list of a search page (not pre-rendered) waits for it, with Dexie: it said 'Loading
// devices...' for good, with nothing to tap (decision 212). The basket and the quote in the same case:
// page-code-hangs-waits.spec.ts.
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

const zodCore = /\/assets\/zod-core-[^/?]+\.js(\?.*)?$/;

test("a device list whose zod piece hangs says so after 8 s with 'Try Again', which loads it once the line delivers", async ({ page }) => {
  let hanging = true;
  await page.route(zodCore, (route) => (hanging ? undefined : route.continue()));
  await page.goto('/sell-my-device/iphone-13');
  await expect(page.getByRole('status').filter({ hasText: 'Loading devices...' })).toBeVisible();
  await expect(page.getByText(catalogueSlowText)).toBeVisible({ timeout: 15_000 });

  hanging = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('button', { name: 'Select iPhone 13', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(catalogueSlowText)).toHaveCount(0);
});
