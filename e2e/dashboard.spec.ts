import { expect, test } from './support/accounts.ts';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
});

test('Account Settings: Unsaved Changes (Stay / Leave), then Save Changes with the toast', async ({ signedInPage: page }) => {
  await page.goto('/dashboard/account');
  const city = page.getByLabel('Town/City');
  await city.fill('York');
  await page.getByRole('button', { name: 'Dashboard Menu' }).click();
  await page.getByRole('dialog', { name: 'Dashboard menu' }).getByRole('link', { name: 'Marketing' }).click();
  const unsaved = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(city).toHaveValue('York');

  await page.getByLabel('Address Line 1').fill('1 High Street');
  await page.getByLabel('Postcode').fill('yo1 7hh');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes saved successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Postcode')).toHaveValue('YO1 7HH');

  await city.fill('Leeds');
  await page.getByRole('banner').getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.getByRole('dialog', { name: 'Unsaved Changes' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your Trade-ins' })).toBeVisible();
});

test('Marketing: defaults, change and save', async ({ signedInPage: page }) => {
  await page.goto('/dashboard/marketing');
  // The seller registered without ticking marketing: every toggle starts off (issue 12).
  const partner = page.getByRole('switch', { name: 'Partner Offers' });
  await expect(partner).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Exclusive Offers' })).not.toBeChecked();
  await partner.check();
  await page.getByLabel('Preferred Contact Method').selectOption('Phone');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Preferences saved successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Partner Offers' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Exclusive Offers' })).not.toBeChecked();
  await expect(page.getByLabel('Preferred Contact Method')).toHaveValue('Phone');
});

test('sign out clears the dashboard: the session ends, stored user data is gone, /dashboard asks to log in', async ({
  signedInPage: page,
  seller,
}) => {
  await page.goto('/dashboard/account');
  await expect(page.getByLabel('Email')).toHaveValue(seller.username);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('qmt');
            open.onsuccess = () => {
              const req = open.result.transaction('account').objectStore('account').count();
              req.onsuccess = () => resolve(req.result);
            };
          }),
      ),
    )
    // The user, and Account Settings' details as last read (docs/offline.md#the-last-known-account-pages): both go at Log out.
    .toBe(2);

  await page.getByRole('button', { name: 'Dashboard Menu' }).click();
  await page.getByRole('dialog', { name: 'Dashboard menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log into your account' })).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('qmt');
          open.onsuccess = () => {
            const req = open.result.transaction('account').objectStore('account').count();
            req.onsuccess = () => resolve(req.result);
          };
        }),
    ),
  ).toBe(0);
  expect((await page.request.get('/api/users/validate')).status()).toBe(401);

  await page.goto('/dashboard/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(seller.username)).toHaveCount(0);
});
