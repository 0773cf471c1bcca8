import { expect, test, type Locator, type Page } from '@playwright/test';
import { deployNextWorker } from './support/next-release.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

let server: OwnServer;
test.beforeAll(async () => {
  // A second server on a fresh DATA_DIR: initdb, migrations and seed take a while on a busy machine.
  test.setTimeout(120_000);
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('a new worker version offers "A new version is available" and Reload swaps it in', async ({ page }) => {
  // A phone's width, no cookie choice made yet: the notice and the banner are both at the bottom of the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // The next deploy: the same URL now serves a worker with different bytes.
  await deployNextWorker(page, server);

  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(prompt).toBeVisible();
  await expectBannerStillUsable(page, prompt);
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(prompt).toBeHidden();
  // The waiting worker took over: nothing is left waiting, and the page is still served offline-ready.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});

/** The notice floats above the cookie banner: both banner buttons can still be tapped (an outside review at 390 px). */
async function expectBannerStillUsable(page: Page, prompt: Locator) {
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  for (const name of ['Necessary Only', 'Accept All Cookies']) {
    const button = banner.getByRole('button', { name });
    const hit = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return found !== null && element.contains(found);
    });
    expect(hit, `${name} is covered`).toBe(true);
  }
  const promptBox = (await prompt.boundingBox())!;
  const bannerBox = (await banner.boundingBox())!;
  expect(promptBox.y + promptBox.height).toBeLessThanOrEqual(bannerBox.y + 1);
}
