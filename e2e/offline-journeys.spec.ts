import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, devices, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs } from '../scripts/lib/chromium.ts';
import { placeOrderViaApi, verifiedSellerViaApi } from './support/checkout.ts';
import { goDark, networkModes, reconnect, type NetworkMode } from './support/network.ts';
import { expectServerBasket, pounds, saveEverythingForOffline, serverBasketCount } from './support/outbox.ts';
import { answerQuestions, goodPhoneAdvanced, goodPhoneStandard, visitOnlineOnce } from './support/quote.ts';
import { storedRows } from './support/stored-rows.ts';

// Issue 11: the seller's real paths through a dead spot, each run cut, lie-fi failing and lie-fi hanging
// (e2e/support/network.ts). "A few seconds": a spinner the seller waits on must give way within `fewSeconds`.
test.describe.configure({ timeout: 120_000 });
const fewSeconds = { timeout: 8_000 };

/** The server's basket items for this browser (page.request shares the cookies and is never routed or cut). */
async function serverBasketPrices(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/basket');
  return ((await response.json()) as { contents: { offer_price: number }[] }).contents.map((item) => item.offer_price);
}

async function selectFromSearch(page: Page, term: string, name: string): Promise<void> {
  await page.getByPlaceholder('Search for a phone...').fill(term);
  await page.getByRole('button', { name: `Select ${name}`, exact: true }).click();
}

/**
 * The estimate's summary: labelled as one, with no price error. Returns the pounds shown. Its words follow the
 * banner's (decision 147): requests that hang are "our server" not answering, a cut or failing line is offline.
 */
async function expectEstimate(page: Page, mode: NetworkMode): Promise<number> {
  await expect(page.getByRole('heading', { name: 'Your estimate' })).toBeVisible(fewSeconds);
  const until = mode === 'lie-fi hanging' ? 'we can reach our server' : 'you are back online';
  await expect(page.getByText(new RegExp(`^Estimated £[\\d,.]+, confirmed when ${until}$`))).toBeVisible(fewSeconds);
  await expect(page.getByText('Something went wrong calculating the quote.')).toHaveCount(0);
  return pounds(await page.getByTestId('quote-price').textContent());
}

async function addQueued(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByRole('heading', { name: 'Queued for your basket' })).toBeVisible(fewSeconds);
}

/** Back online: the queue empties and the server holds exactly `count` items (checked again once it is empty). */
async function expectSentOnce(page: Page, count: number): Promise<void> {
  await expect.poll(() => serverBasketCount(page), { timeout: 45_000 }).toBe(count);
  await expect(page.getByTestId('queued-count')).toBeHidden({ timeout: 30_000 });
  expect(await serverBasketCount(page)).toBe(count);
}

for (const mode of networkModes) {
  test.describe(`network ${mode}`, () => {
    test('1. saved for offline, then dark: search, Select, Quick and Advanced quote, estimate, queued; back: one item at the server price', async ({
      page,
      context,
    }) => {
      await saveEverythingForOffline(page);
      await goDark(context, mode);

      await selectFromSearch(page, 'iphone 13', 'iPhone 13');
      await page.getByRole('button', { name: /Quick Quote/ }).click(fewSeconds);
      await answerQuestions(page, goodPhoneStandard, 6);
      const quick = await expectEstimate(page, mode);
      expect(quick).toBeGreaterThan(0);

      // Out of the quote in one tap (the browser's Back now steps back through its questions, decision 193).
      await page.getByRole('button', { name: 'Back to Phone Selection' }).click();
      await selectFromSearch(page, 'iphone 13', 'iPhone 13');
      await page.getByRole('button', { name: 'Start again' }).click(fewSeconds);
      await page.getByRole('button', { name: /Advanced Quote/ }).click();
      await answerQuestions(page, [...goodPhoneStandard, ...goodPhoneAdvanced], 13);
      const advanced = await expectEstimate(page, mode);
      await addQueued(page);
      await expectServerBasket(page, 0);

      await reconnect(context, mode);
      await expectSentOnce(page, 1);
      // Same pricing function, same table: the server's price is the estimate the seller saw.
      expect(await serverBasketPrices(page)).toEqual([advanced]);
    });

    test('2. quote started online, dark mid-draft, reload, Continue, finish: estimate (no price error), queued; back: sent once', async ({
      page,
      context,
    }) => {
      await visitOnlineOnce(page, '/sell-my-device/iphone-13');
      await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
      await page.getByRole('button', { name: /Quick Quote/ }).click();
      await answerQuestions(page, goodPhoneStandard.slice(0, 1), 6);
      await expect(page.getByText('Question 2 of 6', { exact: true })).toBeVisible();

      await goDark(context, mode);
      await answerQuestions(page, goodPhoneStandard.slice(1, 2), 6, 2);
      // The draft keeps question 3 before the reload: its write lands a few ms after the tap, and a reload within them
      // (faster than a hand) resumed at question 2 once, under load (decision 193's named limit).
      await expect.poll(async () => (await storedRows<{ step: unknown }>(page, 'drafts'))[0]?.step).toBe(2);
      await page.reload();
      await page.getByRole('button', { name: 'Continue' }).click(fewSeconds);
      await answerQuestions(page, goodPhoneStandard.slice(2), 6, 3);
      const estimate = await expectEstimate(page, mode);
      await addQueued(page);

      await reconnect(context, mode);
      await expectSentOnce(page, 1);
      expect(await serverBasketPrices(page)).toEqual([estimate]);
    });

    test('3. cold start with no network from a new page: /, /sell-my-device, /quote with a draft, /basket with a queued add, /dashboard with its QR code', async ({
      page,
      context,
    }) => {
      test.slow();
      await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
      await verifiedSellerViaApi(page.request);
      const number = `QMT-${await placeOrderViaApi(page.request)}`;
      await visitOnlineOnce(page, '/dashboard');
      const order = (p: Page) => p.getByTestId('order-row').filter({ hasText: number });
      // The label is made by the server in the background; once ready, its QR code and PDF are kept on the device.
      await expect(async () => {
        await page.reload();
        await expect(order(page).getByText('Show drop-off QR code')).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 60_000 });
      // Two devices' questions seen online: one is left as a draft, the other queued for the basket.
      for (const [term, name] of [
        ['galaxy-s23', 'Galaxy S23'],
        ['iphone-13', 'iPhone 13'],
      ]) {
        await page.goto(`/sell-my-device/${term}`);
        await page.getByRole('button', { name: `Select ${name}`, exact: true }).click();
        await expect(page.getByRole('button', { name: /Quick Quote/ })).toBeVisible();
      }
      await goDark(context, mode);
      await page.goto('/sell-my-device/galaxy-s23');
      await page.getByRole('button', { name: 'Select Galaxy S23', exact: true }).click();
      await page.getByRole('button', { name: /Quick Quote/ }).click(fewSeconds);
      await answerQuestions(page, goodPhoneStandard, 6);
      await expectEstimate(page, mode);
      await addQueued(page);
      await page.goto('/sell-my-device/iphone-13');
      await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
      await page.getByRole('button', { name: /Quick Quote/ }).click(fewSeconds);
      await answerQuestions(page, goodPhoneStandard.slice(0, 2), 6);
      await page.close();

      const open = async (url: string): Promise<Page> => {
        const fresh = await context.newPage();
        await fresh.goto(url);
        return fresh;
      };
      const home = await open('/');
      await expect(home.getByRole('heading', { level: 1 })).toBeVisible(fewSeconds);
      await home.close();

      const catalogue = await open('/sell-my-device');
      await expect(catalogue.getByRole('button', { name: 'Select iPhone 13', exact: true })).toBeVisible(fewSeconds);
      await catalogue.close();

      const quote = await open('/quote');
      // One Continue: chosen from the quotes in progress, the quote opens where it was left.
      await quote.getByRole('link', { name: 'Continue your quote for iPhone 13' }).click(fewSeconds);
      await expect(quote.getByText('Question 3 of 6', { exact: true })).toBeVisible();
      await quote.close();

      const basket = await open('/basket');
      await expect(basket.getByTestId('queued-count')).toHaveText('1 queued action', fewSeconds);
      await expect(basket.getByText('Loading basket...')).toBeHidden(fewSeconds);
      await basket.close();

      const dashboard = await open('/dashboard');
      await expect(dashboard.getByRole('heading', { level: 1, name: 'Your Trade-ins' })).toBeVisible(fewSeconds);
      await order(dashboard).getByText('Show drop-off QR code').click(fewSeconds);
      const qr = order(dashboard).getByRole('img', { name: `Drop-off QR code for order ${number}` });
      await expect(qr).toBeVisible();
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      // The queued add still goes, once.
      await reconnect(context, mode);
      await dashboard.goto('/sell-my-device');
      await expectSentOnce(dashboard, 1);
    });

    test('4. a device never opened and not saved: says the questions need a connection once, never an endless spinner', async ({ page, context }) => {
      await visitOnlineOnce(page, '/sell-my-device/iphone-13');
      await goDark(context, mode);
      await selectFromSearch(page, 'iphone 13', 'iPhone 13');
      await expect(
        page.getByText(/the questions for this device (need a connection once|have not been saved on this device yet: they need a connection once)/),
      ).toBeVisible(fewSeconds);
      await expect(page.getByText('Loading questions...')).toHaveCount(0);
      // What to do: try again when connected, or choose another device.
      if (page.url().endsWith('/quote')) {
        await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Choose another device' })).toBeVisible();
      } else {
        await expect(page.getByRole('button', { name: 'Select iPhone 13', exact: true })).toBeEnabled();
      }
    });

    test('5. browser restart: a draft and a queued add survive; reopened dark, then back: the draft resumes, the add is sent once', async ({
      baseURL,
    }) => {
      const profile = mkdtempSync(path.join(tmpdir(), 'qmt-restart-'));
      const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7']!;
      const launch = () =>
        chromium.launchPersistentContext(profile, {
          ...phone,
          executablePath: process.env.CHROME_PATH,
          args: chromiumArgs,
          headless: true,
          baseURL: baseURL!,
        });
      // Diagnostics: once in a full run (lie-fi failing, 2026-11-28) the server held the add while the queue still
      // did, so a send got through while dark and its answer never reached the page; 10 runs of this test alone did
      // not repeat it. Every basket add either browser sees is listed in the failure, to tell where it went.
      const adds: string[] = [];
      const watchAdds = (opened: BrowserContext, name: string) => {
        const seen = (outcome: string) => (request: { url(): string; failure?(): { errorText: string } | null }) => {
          if (request.url().includes('/api/basket/add')) adds.push(`${name} ${outcome} ${request.failure?.()?.errorText ?? ''} at ${Date.now()}`);
        };
        opened.on('requestfinished', seen('answered'));
        opened.on('requestfailed', seen('failed'));
      };
      let context: BrowserContext = await launch();
      watchAdds(context, 'first browser');
      try {
        let page = context.pages()[0] ?? (await context.newPage());
        await visitOnlineOnce(page, '/sell-my-device/iphone-13');
        for (const [term, name] of [
          ['galaxy-s23', 'Galaxy S23'],
          ['iphone-13', 'iPhone 13'],
        ]) {
          await page.goto(`/sell-my-device/${term}`);
          await page.getByRole('button', { name: `Select ${name}`, exact: true }).click();
          await expect(page.getByRole('button', { name: /Quick Quote/ })).toBeVisible();
        }
        await goDark(context, mode);
        await page.goto('/sell-my-device/galaxy-s23');
        await page.getByRole('button', { name: 'Select Galaxy S23', exact: true }).click();
        await page.getByRole('button', { name: /Quick Quote/ }).click(fewSeconds);
        await answerQuestions(page, goodPhoneStandard, 6);
        await expectEstimate(page, mode);
        await addQueued(page);
        await page.goto('/sell-my-device/iphone-13');
        await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
        await page.getByRole('button', { name: /Quick Quote/ }).click(fewSeconds);
        await answerQuestions(page, goodPhoneStandard.slice(0, 3), 6);
        await context.close();

        // Reopened with the same profile, still in the dead spot.
        context = await launch();
        watchAdds(context, 'reopened browser');
        await goDark(context, mode);
        page = context.pages()[0] ?? (await context.newPage());
        await page.goto('/quote');
        await page.getByRole('link', { name: 'Continue your quote for iPhone 13' }).click(fewSeconds);
        await expect(page.getByText('Question 4 of 6', { exact: true })).toBeVisible();
        await expect(page.getByTestId('queued-count')).toHaveText('1 queued action');
        expect(await serverBasketCount(page), `basket adds seen: ${adds.join('; ') || 'none'}`).toBe(0);

        await reconnect(context, mode);
        await expectSentOnce(page, 1);
        // The draft is still the seller's to finish, with the server's price now.
        await answerQuestions(page, goodPhoneStandard.slice(3), 6, 4);
        await expect(page.getByRole('heading', { name: 'Your quote', exact: true })).toBeVisible();
      } finally {
        await context.close().catch(() => undefined);
        rmSync(profile, { recursive: true, force: true });
      }
    });

    test('6. the price changed on the server while dark: the queued add lands at the server price and the seller is told both figures', async ({
      page,
      context,
    }) => {
      await visitOnlineOnce(page, '/sell-my-device/iphone-13');
      await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
      await expect(page.getByRole('button', { name: /Quick Quote/ })).toBeVisible();
      await page.goBack();
      // The stored table is older than the server's prices: its base value is 20% above today's.
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('qmt');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const tx = open.result.transaction('questionSets', 'readwrite');
              const cursor = tx.objectStore('questionSets').openCursor();
              cursor.onsuccess = () => {
                const current = cursor.result;
                if (!current) return;
                const row = current.value as { pricing?: { basePence: number } };
                if (row.pricing) row.pricing.basePence = Math.round(row.pricing.basePence * 1.2);
                current.update(row);
                current.continue();
              };
              tx.oncomplete = () => resolve();
              tx.onerror = () => reject(tx.error);
            };
          }),
      );
      await goDark(context, mode);
      await page.goto('/sell-my-device/iphone-13');
      await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
      await page.getByRole('button', { name: /Quick Quote/ }).click(fewSeconds);
      await answerQuestions(page, goodPhoneStandard, 6);
      const estimate = await expectEstimate(page, mode);
      await addQueued(page);

      await reconnect(context, mode);
      await expectSentOnce(page, 1);
      const [price] = await serverBasketPrices(page);
      expect(price).toBeLessThan(estimate);
      const gbp = (value: number) => `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      await expect(page.getByRole('status').filter({ hasText: 'The price has changed' })).toContainText(
        `Your iPhone 13 has been added to your basket. The price has changed: ${gbp(price!)} (estimated ${gbp(estimate)}).`,
      );
    });
  });
}
