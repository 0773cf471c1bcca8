import { expect, test } from '@playwright/test';
import { holdAppScript } from './support/hold-app-script.ts';

test('a mouse resting on "Sell my Device" while the page loads opens the mega-menu once the app is ready', async ({ page }) => {
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('link', { name: 'Sell my Device' }).hover();
  await expect(page.locator('#mega-menu')).toHaveCount(0);

  release();
  await expect(page.locator('#mega-menu').getByRole('heading', { name: 'Apple' })).toBeVisible();
});
