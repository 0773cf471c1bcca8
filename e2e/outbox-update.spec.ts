import { expect, test } from '@playwright/test';
import { deployNextWorker } from './support/next-release.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { answerQuestions, goodPhoneStandard } from './support/quote.ts';

// Each case installs the worker, quotes a device and waits out real backoffs: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

let server: OwnServer;
test.beforeAll(async () => {
  // A fresh PGlite is created and seeded for this server.
  test.setTimeout(120_000);
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('a new service worker version never drops queued actions: queued, updated, reloaded, sent once', async ({ page, context }) => {
  await page.goto(`${server.url}/sell-my-device/iphone-13`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // The add cannot get through (a dead spot the browser does not notice): it stays queued, retrying.
  await context.route('**/api/basket/add', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
  await page.getByRole('button', { name: /Quick Quote/ }).click();
  await answerQuestions(page, goodPhoneStandard, 6);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');

  // The next deploy: a worker with different bytes, offered and taken with Reload.
  await deployNextWorker(page, server);
  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(prompt).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  await expect(page.getByTestId('queued-count')).toHaveText('1 queued action');

  await context.unroute('**/api/basket/add');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('queued-count')).toBeHidden({ timeout: 20_000 });
  const count = await page.request.get(`${server.url}/api/basket/count`);
  expect(((await count.json()) as { itemCount: number }).itemCount).toBe(1);
});
