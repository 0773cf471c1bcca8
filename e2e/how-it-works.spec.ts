import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydrated.ts';

test('on a phone all four cards show at once, without scrolling and without the progress line', async ({ page }) => {
  await gotoHydrated(page, '/how-it-works');
  for (const name of ['Get an Instant Quote', 'Free Postage Provided', 'Secure Device Check', 'Get Paid Instantly']) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(name) }) });
    await expect(card).toHaveCSS('opacity', '1');
  }
  await expect(page.getByTestId('progress-line')).toHaveCount(0);
});
