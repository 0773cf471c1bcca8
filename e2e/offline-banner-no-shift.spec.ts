import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

// A page opened with the network cut shows 'You are offline.' from its first paint, where the app's banner will
// stand, so nothing moves when the app's banner arrives after the first view (docs/decisions/210; outside review:
// it pushed the page down 77 px, a layout shift of 0.084 on a phone).

const banner = 'You are offline.';

/** The service worker installed and in control, so the pages open with the network cut. */
async function installWorker(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The sum of the page's layout shifts (as Lighthouse's CLS counts them: none right after a tap), from its start. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
const headingTop = (page: Page) =>
  page
    .locator('h1')
    .first()
    .evaluate((heading) => heading.getBoundingClientRect().top);

/** Read at once as the HTML has been parsed (the app's script starts only after `load`): the banner, the heading's top. */
const asFirstPainted = (page: Page) =>
  page.evaluate((text) => {
    const banner = [...document.querySelectorAll('[role=status]')].find((status) => status.textContent?.includes(text));
    return {
      bannerShown: Boolean(banner && banner.getBoundingClientRect().height > 0),
      headingTop: document.querySelector('h1')?.getBoundingClientRect().top ?? null,
    };
  }, banner);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('a page opened offline shows the banner from its first paint, and nothing moves when the app takes it over', async ({ page, context }) => {
      test.setTimeout(90_000);
      const paths = ['/', '/quote', '/help'];
      await installWorker(page);
      // Opened once online, each comes back offline from its own pre-rendered HTML (decision 135), heading and all.
      for (const path of paths) await page.goto(path);
      await watchShifts(page);
      await context.setOffline(true);
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        const first = await asFirstPainted(page);
        expect(first.bannerShown, `${path}: the banner shows as the page first paints`).toBe(true);
        // The app's own banner (SyncStatus, after the first view) stands in for it: one banner, in the same place.
        await expect(page.locator('#offline-start'), path).toHaveCount(0, { timeout: 15_000 });
        await expect(page.getByRole('status').filter({ hasText: banner }), path).toHaveCount(1);
        await expect(page.getByRole('status').filter({ hasText: banner }), path).toBeVisible();
        expect(await headingTop(page), `${path}: the heading stays where it first painted`).toBe(first.headingTop);
        expect(await layoutShift(page), `${path}: layout shift`).toBeLessThan(0.01);
      }
    });
  });
}

test('a page opened offline whose connection is back before the app takes over ends without the banner or its room', async ({ page, context }) => {
  test.setTimeout(60_000);
  await installWorker(page);
  const onlineTop = await headingTop(page);
  await context.setOffline(true);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const first = await asFirstPainted(page);
  expect(first.bannerShown, 'the banner shows as the page first paints').toBe(true);
  expect(first.headingTop).toBeGreaterThan(onlineTop);

  await context.setOffline(false);
  await expect(page.getByText(banner)).toHaveCount(0);
  await expect.poll(() => headingTop(page)).toBe(onlineTop);
  // And it stays so once the app has started (its own banner has nothing to say).
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', /.*/, { timeout: 15_000 });
  await expect(page.getByText(banner)).toHaveCount(0);
  expect(await headingTop(page)).toBe(onlineTop);
});
