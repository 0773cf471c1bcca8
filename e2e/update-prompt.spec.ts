import { expect, test } from '@playwright/test';
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
  await page.goto(`${server.url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // The next deploy: the same URL now serves a worker with different bytes.
  await deployNextWorker(page, server);

  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(prompt).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(prompt).toBeHidden();
  // The waiting worker took over: nothing is left waiting, and the page is still served offline-ready.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});
