import { expect, test } from '@playwright/test';
import { holdAppScript } from './support/hold-app-script.ts';

test.describe('shell on a phone', () => {
  test('the Menu toggle reveals the four links and closes on navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    for (const name of ['Sell my Device', 'Business', 'How It Works', 'Help & Contact']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Sell my Device' }).click();
    await expect(page).toHaveURL(/\/sell-my-device$/);
    await expect(menu).toBeHidden();
  });

  test('the basket badge is hidden at 0 and the account icon leads to login', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /basket/i })).toBeVisible();
    await expect(banner.getByRole('link', { name: /basket/i }).getByText(/^\d+$/)).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Log into your account' })).toHaveAttribute('href', '/login');
  });

  test('an unknown path shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page scrolled before the app has taken it over stays where the seller scrolled', async ({ page }) => {
    const release = await holdAppScript(page);
    await page.goto('/sell-my-device', { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await page.goto('/sell-my-device');
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: /terms/i }).first().click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
