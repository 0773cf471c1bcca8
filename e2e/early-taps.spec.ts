import { expect, test } from '@playwright/test';
import { holdAppScript } from './support/hold-app-script.ts';

// A pre-rendered page shows its buttons before the app's script has run (slow phone, slow network).
test.describe('a tap before the app is ready is not lost', () => {
  test('Show Filters tapped while the script is still loading opens the filters once it has loaded', async ({ page }) => {
    const release = await holdAppScript(page);
    await page.goto('/sell-my-device', { waitUntil: 'commit' });
    const showFilters = page.getByRole('button', { name: 'Show Filters' });
    await showFilters.click();
    // Nothing can answer yet: the app's script has not arrived.
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', 'true');
    await expect(page.getByRole('checkbox', { name: 'Samsung' })).toBeHidden();

    release();
    await expect(page.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('checkbox', { name: 'Samsung' }).check();
    await expect(page.getByRole('checkbox', { name: 'Samsung' })).toBeChecked();
  });

  for (const path of ['/sell-my-device', '/sell-my-device/iphone']) {
    test(`${path}: words typed into the search box before the app is ready stay, and are searched once it is`, async ({ page }) => {
      const release = await holdAppScript(page);
      await page.goto(path, { waitUntil: 'commit' });
      const search = page.getByPlaceholder('Search for a phone...');
      await search.fill('galaxy s21');
      await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', 'true');

      release();
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
      await expect(page.getByRole('button', { name: 'Select Galaxy S21 Ultra', exact: true })).toBeVisible();
      await expect(search).toHaveValue('galaxy s21');
      // The catalogue read again (the offline copy or the API after the first view) keeps the search.
      await page.waitForLoadState('networkidle');
      await expect(search).toHaveValue('galaxy s21');
      await expect(page.getByRole('button', { name: 'Select iPhone 13 Pro Max' })).toHaveCount(0);
    });
  }

  test('once the app is ready a tap acts at once, and only once', async ({ page }) => {
    await page.goto('/sell-my-device');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await expect(page.getByRole('button', { name: 'Hide Filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide Filters' }).click();
    await expect(page.getByRole('button', { name: 'Show Filters' })).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('with no service worker, so the app script can be held', () => {
    test.use({ serviceWorkers: 'block' });

    test('Select tapped before the app is ready, with the server unreachable, opens the quote from the stored questions', async ({ page }) => {
      // Online once: Select stores the device's questions on the phone.
      await page.goto('/sell-my-device/iphone');
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
      await page.getByRole('button', { name: 'Select iPhone 15', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your quote for iPhone 15' })).toBeVisible();

      // Now nothing answers (lie-fi), and the app's script is slow to arrive: the seller taps Select at once.
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      const release = await holdAppScript(page);
      await page.goto('/sell-my-device/iphone', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Select iPhone 15', exact: true }).click();
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Your quote for iPhone 15' })).toBeVisible();
      await expect(page.getByText(/need a connection once/)).toHaveCount(0);
    });
  });
});
