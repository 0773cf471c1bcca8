import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydrated.ts';

test.describe('app-like extras', () => {
  test('the manifest has the two shortcuts and a share target on the Best Price Promise page', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['Sell a device', '/sell-my-device'],
      ['My trade-ins', '/dashboard'],
    ]);
    expect(manifest.share_target).toEqual({
      action: '/best-price-promise',
      method: 'GET',
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    });
  });

  test('a competitor quote shared into the app opens Challenge Us filled in', async ({ page }) => {
    const shared = new URLSearchParams({
      title: 'My musicMagpie quote',
      text: 'We will pay you £245.00 for your Galaxy S23',
      url: 'https://www.musicmagpie.co.uk/q/1',
    });
    await gotoHydrated(page, `/best-price-promise?${shared}`);
    const dialog = page.getByRole('dialog', { name: 'Challenge Us' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Competitor', { exact: false }).first()).toHaveValue('musicMagpie');
    await expect(dialog.getByLabel("Competitor's price (£)", { exact: false })).toHaveValue('245.00');
    await expect(dialog.getByLabel('Additional information (optional)', { exact: false })).toHaveValue(
      'My musicMagpie quote We will pay you £245.00 for your Galaxy S23 https://www.musicmagpie.co.uk/q/1',
    );
    await expect(dialog.getByLabel('Name', { exact: false })).toHaveValue('');
  });

  test('without a share the page opens as before, with no dialog', async ({ page }) => {
    await gotoHydrated(page, '/best-price-promise');
    await expect(page.getByRole('button', { name: 'Challenge Us' }).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Challenge Us' })).toHaveCount(0);
  });
});
