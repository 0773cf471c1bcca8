import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydrated.ts';

/** Chrome on Android: User-Agent Client Hints report this model code (the rest of userAgentData as a phone's). */
async function fakeModelHint(page: Page, model: string) {
  await page.addInitScript((code) => {
    const data = {
      brands: [{ brand: 'Chromium', version: '150' }],
      mobile: true,
      platform: 'Android',
      getHighEntropyValues: async (hints: string[]) => {
        (window as unknown as { modelAsked: boolean }).modelAsked = true;
        return { brands: data.brands, mobile: true, platform: 'Android', ...(hints.includes('model') ? { model: code } : {}) };
      },
      toJSON: () => ({ brands: data.brands, mobile: true, platform: 'Android' }),
    };
    Object.defineProperty(Navigator.prototype, 'userAgentData', { configurable: true, get: () => data });
  }, model);
}

/** Safari, Firefox: no userAgentData at all; the page's look at it is recorded, so absence is checked after it. */
async function noHint(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'userAgentData', {
      configurable: true,
      get: () => {
        (window as unknown as { modelAsked: boolean }).modelAsked = true;
        return undefined;
      },
    });
  });
}

const offer = (page: Page) => page.getByRole('button', { name: /^Sell this (phone|tablet)/ });
const asked = (page: Page) => page.waitForFunction(() => (window as unknown as { modelAsked?: boolean }).modelAsked === true);

test.describe('sell this phone (User-Agent Client Hints)', () => {
  test('a Galaxy S23 is offered on the home page, after hydration, and one tap opens its quote', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('Sell this phone');
    await fakeModelHint(page, 'SM-S911B');
    await gotoHydrated(page, '/');
    await expect(offer(page)).toHaveText('Sell this phone: Samsung Galaxy S23');
    await offer(page).click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByRole('heading', { level: 1, name: /Your quote for (Samsung )?Galaxy S23$/ })).toBeVisible();
  });

  test('a Pixel 8 Pro is offered on the catalogue', async ({ page }) => {
    await fakeModelHint(page, 'Pixel 8 Pro');
    await gotoHydrated(page, '/sell-my-device');
    await expect(offer(page)).toHaveText('Sell this phone: Google Pixel 8 Pro');
    await offer(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your quote for Google Pixel 8 Pro' })).toBeVisible();
  });

  test('a model code that is not in the catalogue offers nothing', async ({ page }) => {
    await fakeModelHint(page, 'SM-Z999B');
    await gotoHydrated(page, '/');
    await asked(page);
    await expect(page.getByRole('heading', { name: 'Popular Devices' })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });
});

test.describe('sell this phone arriving late', () => {
  // The worker would serve the card's code from its cache, out of the test's reach.
  test.use({ serviceWorkers: 'block' });

  test('a card whose code comes after the seller has started using the page stays away, so nothing moves under their finger', async ({ page }) => {
    await fakeModelHint(page, 'SM-S911B');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    // A slow line: the card's code arrives only after the seller has tapped the search box.
    await page.route(/\/assets\/sell-this-phone-[\w-]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/sell-my-device');
    await expect.poll(() => requested).toBe(true);
    const search = page.getByPlaceholder('Search for a phone...');
    const before = await search.boundingBox();
    await search.click();
    const tableLoaded = page.waitForResponse(/\/assets\/model-codes-[\w-]+\.js$/);
    release();
    await asked(page);
    await tableLoaded;
    // The lookup after the table (the catalogue in memory) takes milliseconds; a card would be there by now.
    await page.waitForTimeout(1_000);
    await expect(offer(page)).toHaveCount(0);
    expect((await search.boundingBox())?.y).toBe(before?.y);
  });
  test("a tap on the pre-rendered page before the app's script has come counts too: the card stays away", async ({ page }) => {
    await fakeModelHint(page, 'SM-S911B');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    // A slow line: the app's own script comes only after the seller has tapped the search box the HTML shows.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto('/sell-my-device', { waitUntil: 'commit' });
    const search = page.getByPlaceholder('Search for a phone...');
    await expect(search).toBeVisible();
    await expect.poll(() => requested).toBe(true);
    const before = await search.boundingBox();
    await search.click();
    const tableLoaded = page.waitForResponse(/\/assets\/model-codes-[\w-]+\.js$/);
    release();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await asked(page);
    await tableLoaded;
    // The lookup after the table takes milliseconds; a card would be there by now.
    await page.waitForTimeout(1_000);
    await expect(offer(page)).toHaveCount(0);
    expect((await search.boundingBox())?.y).toBe(before?.y);
  });
});

test.describe('sell this phone without the hint', () => {
  // A Samsung's User-Agent string names its model; nothing is guessed from it.
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
  });

  test('no userAgentData (Safari, Firefox, other browsers): nothing is shown on the home page or the catalogue', async ({ page }) => {
    await noHint(page);
    await gotoHydrated(page, '/');
    await asked(page);
    await expect(page.getByRole('heading', { name: 'Popular Devices' })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { modelAsked: boolean }).modelAsked = false));
    await page.getByRole('link', { name: 'Get a Quote', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sell Your Tech', level: 1 })).toBeVisible();
    await asked(page);
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });
});
