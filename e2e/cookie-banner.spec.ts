import { expect, test, type Page } from '@playwright/test';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

for (const [button, value] of [
  ['Accept All Cookies', 'accepted'],
  ['Necessary Only', 'necessary'],
] as const) {
  test(`'${button}' stores ${value} for 365 days and the banner stays gone`, async ({ page, context }) => {
    await page.goto('/');
    await expect(banner(page).getByText('We use cookies to enhance your experience.')).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Learn more about our Cookie & Privacy Policy' })).toHaveAttribute('href', '/cookie-privacy');
    await banner(page).getByRole('button', { name: button }).click();
    await expect(banner(page)).toBeHidden();

    const cookie = (await context.cookies()).find((c) => c.name === 'qmt_cookie_consent');
    expect(cookie?.value).toBe(value);
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);

    await page.goto('/sell-my-device');
    await expect(page.getByRole('heading', { name: 'Sell Your Tech' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
}

test('page views are recorded only with consent', async ({ page }) => {
  const viewed = () =>
    page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view').map((entry) => entry.page_path));
  await page.goto('/');
  await page.getByRole('link', { name: 'Log into your account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await banner(page).getByRole('button', { name: 'Accept All Cookies' }).click();
  await page.getByRole('contentinfo').getByRole('link', { name: /terms/i }).first().click();
  // Only the view after consent: the visit to /login before it left no trace.
  await expect.poll(viewed).toEqual(['/terms-and-conditions']);
});
