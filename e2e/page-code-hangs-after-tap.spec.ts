import { expect, test, type Page } from '@playwright/test';
import { pageLoadSlowAfterMs, pageLoadSlowText } from '../src/app/page-load.ts';

// A first visit (no worker yet, so a page's code comes from the network), then an in-app tap to a page whose code
// never arrives (lie-fi: the request leaves, nothing comes back). The router keeps the old page while it waits: the
// bar under the top bar says at once that the tap was taken, and words follow from 8 s (an outside review found
// nothing shown for 20 s). The error page at 20 s is page-load-timeout.spec.ts's.
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 60_000 });

// The bar is decorative (aria-hidden), so it is found by its animation.
const barOf = (page: Page) => page.locator('[class*="animate-[progress"]');

async function openWithPageHanging(page: Page, start: string, chunk: string) {
  await page.goto(start);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await page.route(`**/assets/${chunk}-*.js`, () => undefined);
}

async function expectWaitShown(page: Page, tapped: number, stayingOn: RegExp) {
  const bar = barOf(page);
  await expect(bar).toBeVisible({ timeout: 1_000 });
  await expect(bar).toBeInViewport();
  // Drawn on top: nothing (the open menu, the top bar) covers the bar's track.
  const onTop = await bar.evaluate((segment) => {
    const track = segment.parentElement!;
    const box = track.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit === track || track.contains(hit);
  });
  expect(onTop, 'the bar is not covered').toBe(true);
  await expect(page).toHaveURL(stayingOn);
  const words = page.getByText(pageLoadSlowText);
  await expect(words).toBeVisible({ timeout: pageLoadSlowAfterMs + 3_000 });
  await expect(words).toBeInViewport();
  expect(Date.now() - tapped, 'the words come from 8 s').toBeGreaterThanOrEqual(pageLoadSlowAfterMs - 500);
  await expect(bar).toBeVisible();
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a link in the menu to a page whose code hangs: the bar at once, the words from 8 s', async ({ page }) => {
    await openWithPageHanging(page, '/', 'how-it-works-page');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works', exact: true }).click();
    // The tap closes the menu at once: the words at 8 s were drawn over its first link, the one a seller tries next
    // (an outside review).
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden({ timeout: 1_000 });
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expectWaitShown(page, Date.now(), /\/$/);
  });

  test('a footer link to a page whose code hangs: the bar at once, the words from 8 s', async ({ page }) => {
    await openWithPageHanging(page, '/how-it-works', 'contact-page');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expectWaitShown(page, Date.now(), /\/how-it-works$/);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a top-bar link to a page whose code hangs: the bar at once, the words from 8 s', async ({ page }) => {
    await openWithPageHanging(page, '/business', 'help-page');
    await page.getByRole('banner').getByRole('link', { name: 'Help & Contact', exact: true }).click();
    await expectWaitShown(page, Date.now(), /\/business$/);
  });
});
