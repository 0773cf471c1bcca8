import { expect, test } from '@playwright/test';

test('a mouse resting on "Sell my Device" while the page loads opens the mega-menu once the app is ready', async ({ page }) => {
  let release: () => void = () => undefined;
  const scriptHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('link', { name: 'Sell my Device' }).hover();
  await expect(page.locator('#mega-menu')).toHaveCount(0);

  release();
  await expect(page.locator('#mega-menu').getByRole('heading', { name: 'Apple' })).toBeVisible();
});
