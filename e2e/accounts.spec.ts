import { expect, test } from '@playwright/test';
import { createRegistration, mailedLink, signUpViaApi } from './support/accounts.ts';
import { verifiedSellerViaApi } from './support/checkout.ts';

// The one spec that signs in through the login form; every other spec gets its session from the API.

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
});

test('register in two steps, open the verification link from the mail file, land on the dashboard verified', async ({ page }) => {
  const seller = createRegistration();
  await page.goto('/register');
  await page.getByLabel('First Name').fill(seller.firstName);
  await page.getByLabel('Last Name').fill(seller.lastName);
  await page.getByLabel('Email').fill(seller.username);
  await page.getByLabel('Phone Number').fill(seller.phone);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password').fill(seller.password);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Please verify your account')).toBeVisible();

  const link = await mailedLink(seller.username, '/verify-email');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page.getByText('Email verified successfully. Redirecting to dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your Trade-ins' })).toBeVisible();
  await expect(page.getByText('Please verify your account')).toBeHidden();
});

test('login errors, then a successful login with the tick and the redirect', async ({ page, browser }) => {
  const other = await browser.newContext();
  const seller = await signUpViaApi(other.request);
  await other.close();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in both fields.');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('whatever');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await page.getByLabel('Email').fill(seller.username);
  await page.getByLabel('Password').fill('the wrong password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');

  await page.getByLabel('Password').fill(seller.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
});

test('password reset end to end: request, mailed link, new password, sign in with it', async ({ page, browser }) => {
  const other = await browser.newContext();
  const seller = await signUpViaApi(other.request);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Your Password?' })).toBeVisible();
  await page.getByLabel('Email').fill(seller.username);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/we have sent a link to reset your password/)).toBeVisible();

  await page.goto(await mailedLink(seller.username, '/password-reset'));
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('New Password').fill('a fresh passphrase 42');
  await page.getByLabel('Confirm Password').fill('a fresh passphrase 42');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();

  // The other browser's session ended with the reset.
  expect((await other.request.get('/api/users/validate')).status()).toBe(401);
  await other.close();

  await page.getByLabel('Email').fill(seller.username);
  await page.getByLabel('Password').fill('a fresh passphrase 42');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a verified seller who opens the used verification link again is told the account is already verified, not that the link is invalid', async ({
  page,
}) => {
  const seller = await signUpViaApi(page.request);
  const link = await mailedLink(seller.username, '/verify-email');
  await page.goto(link);
  await expect(page.getByText('Email verified successfully. Redirecting to dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Days later, from the same e-mail.
  await page.goto(link);
  await expect(page.getByText('Your email address is already verified. Redirecting to dashboard...')).toBeVisible();
  await expect(page.getByText('Invalid or expired verification link.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in verified seller opening a forged verification link is told it is invalid and offered the dashboard, not a resend', async ({
  page,
}) => {
  const seller = await verifiedSellerViaApi(page.request);
  await page.goto(`/verify-email?token=${'f'.repeat(64)}`);
  await expect(page.getByText('Invalid or expired verification link.')).toBeVisible();
  await expect(page.getByText(`Your email address ${seller.username} is already verified.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Resend Verification Email' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your Trade-ins' })).toBeVisible();
});

test('a visitor opening a forged verification link is still offered Resend Verification Email', async ({ page }) => {
  await page.goto(`/verify-email?token=${'f'.repeat(64)}`);
  await expect(page.getByText('Invalid or expired verification link.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Resend Verification Email' })).toBeVisible();
});
