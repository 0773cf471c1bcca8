import { expect, test, type Request, type Route } from '@playwright/test';
import { expectServerBasket, prepareOffline, queuedOpIds, quoteIphone13, quotePhone, saveEverythingForOffline } from './support/outbox.ts';

// Each case installs the worker, quotes a device and waits out real backoffs: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// docs/offline.md's fault matrix, on the real server. Each case ends with the server's basket compared with what the
// seller did: one tap, one item (or none, when the server refused it).

const addUrl = '**/api/basket/add';
const keyOf = (request: Request) => request.headers()['idempotency-key'];

test('connection dropped before the request: retried with the same key, one item', async ({ page }) => {
  const keys: string[] = [];
  await page.route(addUrl, async (route) => {
    keys.push(keyOf(route.request())!);
    if (keys.length === 1) return route.abort('connectionreset');
    return route.continue();
  });
  await quoteIphone13(page);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await expectServerBasket(page, 1);
});

test('the server commits and the reply is lost: the retry is answered from the stored reply, one item', async ({ page }) => {
  const keys: string[] = [];
  await page.route(addUrl, async (route) => {
    keys.push(keyOf(route.request())!);
    if (keys.length > 1) return route.continue();
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    return route.abort('connectionreset');
  });
  await quoteIphone13(page);
  const replay = page.waitForResponse(
    (response) => response.url().endsWith('/api/basket/add') && response.headers()['idempotent-replayed'] === 'true',
  );
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await replay;
  await expect(page).toHaveURL(/\/basket$/);
  expect(keys).toEqual([keys[0], keys[0]]);
  await expectServerBasket(page, 1);
});

test('500 then success: backs off, retries, one item', async ({ page }) => {
  let calls = 0;
  await page.route(addUrl, async (route) => {
    calls += 1;
    if (calls === 1) return route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong. Please try again.' } });
    return route.continue();
  });
  await quoteIphone13(page);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  expect(calls).toBe(2);
  await expectServerBasket(page, 1);
});

test('a 4xx stops the row with the server message: Retry fails the same, Discard leaves the server untouched', async ({ page, context }) => {
  await prepareOffline(page);
  // The stored question set offers an answer the server does not know (a set changed since it was saved).
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('qmt');
        open.onsuccess = () => {
          const tx = open.result.transaction('questionSets', 'readwrite');
          const cursor = tx.objectStore('questionSets').openCursor();
          cursor.onsuccess = () => {
            const current = cursor.result;
            if (!current) return;
            const row = current.value as { lists: { standard: { answers: { label: string }[] }[] } };
            for (const question of row.lists.standard) for (const answer of question.answers) if (answer.label === 'Good') answer.label = 'Mint';
            current.update(row);
            current.continue();
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  await context.setOffline(true);
  await page.goto('/sell-my-device/iphone-13');
  await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
  await page.getByRole('button', { name: /Quick Quote/ }).click();
  for (const label of ['Yes', '128GB', 'Yes', 'No', 'No', 'Mint'])
    await page.getByRole('main').getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');

  await context.setOffline(false);
  const reason = "'Mint' is not a valid answer to: What is the overall condition of your phone?";
  await expect(page.getByTestId('queued-status')).toHaveText(`Failed: ${reason}`);
  await expect(page.getByRole('alert')).toContainText(reason);
  const shell = page.getByRole('region', { name: 'Queued actions' });
  await expect(shell.getByRole('listitem')).toContainText(`Failed: ${reason}`);
  // The server's second refusal, not the first one's words still on screen: a Discard tapped while the retried row
  // is queued again does nothing (only a failed row can be discarded), and a hand waits for the answer.
  const refusedAgain = page.waitForResponse((response) => response.url().endsWith('/api/basket/add') && response.status() >= 400);
  await shell.getByRole('button', { name: 'Retry: Add iPhone 13 to basket' }).click();
  await refusedAgain;
  await expect(shell.getByRole('listitem')).toContainText(`Failed: ${reason}`);
  await shell.getByRole('button', { name: 'Discard: Add iPhone 13 to basket' }).click();
  await expect(shell).toBeHidden();
  await expectServerBasket(page, 0);
});

test('two tabs draining at once: every action sent once, in tap order, all of them on the server', async ({ context }) => {
  const first = await context.newPage();
  await saveEverythingForOffline(first);
  const second = await context.newPage();
  await second.goto('/sell-my-device');
  await expect.poll(() => second.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  const taps = [
    { page: first, term: 'iphone-13', name: 'iPhone 13' },
    { page: second, term: 'galaxy-s23', name: 'Galaxy S23' },
    { page: first, term: 'pixel-8', name: 'Google Pixel 8' },
  ];
  for (const { page, term, name } of taps) {
    // The seller taps in the tab in front; a tab behind is throttled (its idle work waits), as in a real browser.
    await page.bringToFront();
    await quotePhone(page, term, name);
    await page.getByRole('button', { name: 'Add to Basket' }).click();
    await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');
  }
  await expect(second.getByTestId('queued-count')).toHaveText('3 queued actions');
  const tapOrder = await queuedOpIds(second);

  const sent: string[] = [];
  let inFlight = 0;
  let overlapped = false;
  // Slow replies, so a second drainer (if the lock let one in) would overlap the first.
  await context.route(addUrl, async (route: Route) => {
    sent.push(keyOf(route.request())!);
    inFlight += 1;
    if (inFlight > 1) overlapped = true;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const response = await route.fetch();
    inFlight -= 1;
    await route.fulfill({ response });
  });
  await context.setOffline(false);
  await expectServerBasket(first, 3);
  await expect(first.getByTestId('queued-count')).toBeHidden();
  await expect(second.getByTestId('queued-count')).toBeHidden();
  expect(sent).toEqual(tapOrder);
  expect(overlapped).toBe(false);
});

test('the tab closed mid-drain: the next tab sends the row again with its key, one item', async ({ context }) => {
  const page = await context.newPage();
  await prepareOffline(page);
  await context.setOffline(true);
  await quoteIphone13(page);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');

  const keys: string[] = [];
  let committed = false;
  await context.route(addUrl, async (route) => {
    keys.push(keyOf(route.request())!);
    if (keys.length > 1) return route.continue();
    // The server commits; the tab is closed before the reply reaches it.
    await route.fetch();
    committed = true;
    await route.abort('connectionreset').catch(() => undefined);
  });
  await context.setOffline(false);
  // Bounded, with the reason: once under heavy load (CI run of 23 Nov) the send reached the server without passing
  // through Playwright's route or its network log (a page controlled by a service worker), and a bare promise hung 90 s.
  await expect.poll(() => committed, { message: 'the first send passed through the test route and reached the server', timeout: 20_000 }).toBe(true);
  await page.close();

  const next = await context.newPage();
  await next.goto('/');
  // The server already holds the item, so wait for the resend itself before counting what it did.
  await expect.poll(() => keys.length).toBe(2);
  expect(keys).toEqual([keys[0], keys[0]]);
  await expect(next.getByTestId('queued-count')).toBeHidden();
  await expectServerBasket(next, 1);
  await expect(next.getByRole('status').filter({ hasText: 'Your iPhone 13 has been added to your basket' })).toBeVisible();
});
