import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts.ts';
import {
  addPhoneToBasket,
  confirmBankDetails,
  expect,
  placeOrderViaApi,
  test,
  toAddressStep,
  toPaymentStep,
  verifiedSellerViaApi,
} from './support/checkout.ts';
import { answerQuestions, goodPhoneStandard, visitOnlineOnce } from './support/quote.ts';

/**
 * Issue 16: what a first-time seller met on a phone (390 px), each defect as the story they would tell.
 * The desktop side (1280 px) is in walkthrough.desktop.spec.ts.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.slow();

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
});

/** Into docs/screenshots/ only when asked (`UPDATE_SCREENSHOTS=1`): a test run must not rewrite tracked files. */
function screenshotPath(name: string): string {
  return process.env.UPDATE_SCREENSHOTS === '1' ? `docs/screenshots/${name}` : test.info().outputPath(name);
}

async function questionsAsked(page: Page, deviceName: string): Promise<string[]> {
  const found = await (await page.request.post('/api/questions', { data: { device_name: deviceName } })).json();
  return (found.questions.standard as { question_text: string }[]).map((question) => question.question_text);
}

test('1. before Submit Order the seller sees the devices, the total with discount and where the label goes', async ({ page }) => {
  await verifiedSellerViaApi(page.request);
  await addPhoneToBasket(page);
  await page.getByLabel('Discount code').fill('extra20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount applied successfully!')).toBeVisible();
  const total = (await page.getByTestId('basket-total').textContent())!;

  await toPaymentStep(page);
  const review = page.getByTestId('order-review');
  await expect(review.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await expect(review).toContainText('Galaxy S23');
  await expect(review).toContainText('EXTRA20');
  await expect(review.getByTestId('basket-total')).toHaveText(total);
  await expect(review.locator('address')).toContainText('Ada Lovelace');
  await expect(review.locator('address')).toContainText('1 High Street');
  await expect(review.locator('address')).toContainText('Leeds');
  await expect(review.locator('address')).toContainText('LS1 1AA');
  await confirmBankDetails(page);

  // On a phone the review sits between the confirmed bank details and Submit Order.
  const submit = page.getByRole('button', { name: 'Submit Order' });
  await expect(submit).toBeEnabled();
  const reviewBox = (await review.boundingBox())!;
  const confirmed = (await page.getByRole('button', { name: 'Edit' }).boundingBox())!;
  expect(reviewBox.y).toBeGreaterThan(confirmed.y);
  expect(reviewBox.y + reviewBox.height).toBeLessThanOrEqual((await submit.boundingBox())!.y);
  await page.getByRole('region', { name: 'Payment' }).screenshot({ path: screenshotPath('checkout-payment-390.png'), scale: 'css', type: 'png' });
});

test('2. no install card over the page on arrival; offered inline after a quote, remembered when dismissed', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: / Get a quote$/ }).first()).toBeVisible();
  await expect(page.getByText('Add to Home Screen')).toHaveCount(0);

  await page.goto('/sell-my-device/iphone-13');
  await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
  await page.getByRole('button', { name: /Quick Quote/ }).click();
  await answerQuestions(page, goodPhoneStandard, 6);
  const offer = page.getByTestId('install-offer');
  await expect(offer.getByRole('heading', { name: 'Add to Home Screen' })).toBeVisible();
  await expect(offer).toContainText('Add to Home Screen');
  // In the page's flow, below the summary's buttons: nothing fixed over Add to Basket.
  expect(await offer.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  const add = (await page.getByRole('button', { name: 'Add to Basket' }).boundingBox())!;
  expect((await offer.boundingBox())!.y).toBeGreaterThan(add.y + add.height);

  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await signUpViaApi(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Trade-ins' })).toBeVisible();
  await expect(page.getByText(/no trade-ins yet/i)).toBeVisible();
  await expect(page.getByTestId('install-offer')).toHaveCount(0);
  await context.close();
});

test('2. the dashboard offers installation in its flow to a seller who has not dismissed it', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  const page = await context.newPage();
  await signUpViaApi(page.request);
  await page.goto('/dashboard');
  await expect(page.getByText(/no trade-ins yet/i)).toBeVisible();
  await expect(page.getByTestId('install-offer')).toContainText('tap the Share button');
  await context.close();
});

test('3. the address step says which required field is empty and why, linked to the field', async ({ page }) => {
  await verifiedSellerViaApi(page.request);
  await addPhoneToBasket(page);
  await toAddressStep(page);
  await page.getByLabel('Address Line 1').fill('1 High Street');
  await page.getByLabel('Town/City').fill('Leeds');
  await page.getByLabel('Postcode').fill('LS1 1AA');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();

  await page.getByLabel('Postcode').fill('');
  await page.getByLabel('Town/City').fill('   ');
  await page.getByLabel('Address Line 1').click();
  const summary = page.getByTestId('error-summary');
  await expect(summary.getByRole('heading', { name: 'Please fill in all required fields.' })).toBeVisible();
  await expect(summary).toContainText('We need these for your free postage label');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter your postcode').last()).toBeVisible();

  await summary.getByRole('link', { name: 'Enter your postcode' }).click();
  await expect(page.getByLabel('Postcode')).toBeFocused();
  await summary.getByRole('link', { name: 'Enter your town or city' }).click();
  await expect(page.getByLabel('Town/City')).toBeFocused();

  await page.getByLabel('Town/City').fill('Leeds');
  await page.getByLabel('Postcode').fill('LS1 1AA');
  await expect(summary).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('4. the basket and the order list the answers in the order the questions were asked', async ({ page }) => {
  await verifiedSellerViaApi(page.request);
  const asked = await questionsAsked(page, 'Samsung Galaxy S23');
  await addPhoneToBasket(page);
  await page.getByRole('button', { name: 'View answers' }).click();
  await expect(page.getByTestId('basket-item').locator('dt')).toHaveText(asked);

  await placeOrderViaApi(page.request, 'Samsung Galaxy S23');
  await page.goto('/dashboard');
  await page
    .getByRole('button', { name: /^View Details of / })
    .first()
    .click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText(asked[0]!).first()).toBeVisible();
  const line = (await detail.getByText(asked[0]!).first().textContent())!;
  const positions = asked.map((question) => line.indexOf(question));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
});

test('5. unsaved Account Settings are guarded on reload, tab close and browser Back', async ({ page, seller }) => {
  expect(seller.username).toBeTruthy();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Trade-ins' })).toBeVisible();
  await page.getByRole('button', { name: 'Dashboard Menu' }).click();
  await page.getByRole('dialog', { name: 'Dashboard menu' }).getByRole('link', { name: 'Account' }).click();
  await page.getByLabel('Town/City').fill('York');

  // Browser Back: the app's own Unsaved Changes dialog; Stay keeps the page and the edit.
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByLabel('Town/City')).toHaveValue('York');

  // Tab close: the browser's own "leave site?" prompt; staying keeps the tab and what was typed.
  const closePrompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const closing = await closePrompt;
  expect(closing.type()).toBe('beforeunload');
  await closing.dismiss();
  await expect(page.getByLabel('Town/City')).toHaveValue('York');
  expect(page.isClosed()).toBe(false);

  // Reload: the same prompt; leaving drops the edit.
  const reloadPrompt = page.waitForEvent('dialog');
  const reloading = page.reload();
  const prompt = await reloadPrompt;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.accept();
  await reloading;
  await expect(page.getByLabel('Town/City')).toHaveValue('');
});

test('5. Back to another page from Account Settings opened by its address warns with the browser prompt', async ({ page, seller }) => {
  expect(seller.username).toBeTruthy();
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/dashboard/account');
  await page.getByLabel('Town/City').fill('York');
  const prompt = page.waitForEvent('dialog');
  const back = page.goBack().catch(() => null);
  const shown = await prompt;
  expect(shown.type()).toBe('beforeunload');
  // Leaving is the seller's choice once warned (staying on a cross-page Back is the browser's own dialog).
  await shown.accept();
  await back;
  await expect(page).toHaveURL(/\/help$/);
});

test('6. the dashboard payment details: validated, saved for the seller, shown masked, editable, never cached', async ({ page, seller }) => {
  expect(seller.username).toBeTruthy();
  await page.goto('/dashboard/account');
  const section = page.getByRole('region', { name: 'Payment Details' });
  await expect(section.getByLabel('Sort Code')).toBeVisible();
  await section.getByLabel('Sort Code').fill('0899');
  await section.getByLabel('Account Number').fill('1234');
  await section.getByRole('button', { name: 'Confirm Details' }).click();
  await expect(section.getByText('Sort code must be in format XX-XX-XX')).toBeVisible();
  await expect(section.getByText('Account number must be 8 digits')).toBeVisible();

  await section.getByLabel('Sort Code').fill('089999');
  await section.getByLabel('Account Number').fill('66374959');
  await section.getByRole('button', { name: 'Confirm Details' }).click();
  await expect(section.getByRole('alert')).toContainText('These bank details do not match a UK bank account.');

  await section.getByLabel('Account Number').fill('66374958');
  await section.getByRole('button', { name: 'Confirm Details' }).click();
  await expect(section.getByText('Payment details saved.')).toBeVisible();
  await expect(section).toContainText('**-**-99');
  await expect(section).toContainText('****4958');
  await expect(section).not.toContainText('66374958');

  await page.reload();
  await expect(section).toContainText('****4958');
  await section.getByRole('button', { name: 'Edit' }).click();
  await expect(section.getByLabel('Account Number')).toHaveValue('');
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(section).toContainText('****4958');

  // Nothing of it in the service worker's caches or the page's storage.
  const stored = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return { urls, local: JSON.stringify(localStorage), session: JSON.stringify(sessionStorage) };
  });
  expect(stored.urls.filter((url) => url.includes('/api/users/payment-details'))).toEqual([]);
  expect(stored.local + stored.session).not.toContain('4958');
});

test('7. Cash Out is disabled at £0.00 with the spec words', async ({ page }) => {
  await verifiedSellerViaApi(page.request);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Refer Friends' }).click();
  const referral = page.getByRole('dialog', { name: 'Refer Friends' });
  await expect(referral.getByTestId('referral-balance')).toHaveText('£0.00');
  await expect(referral.getByRole('button', { name: 'Minimum £5.00 Required' })).toBeDisabled();
});

test('7. a verified seller opening /verify-email is told they are verified, not that an e-mail was sent', async ({ page }) => {
  await verifiedSellerViaApi(page.request);
  await page.goto('/verify-email');
  await expect(page.getByText('is already verified')).toBeVisible();
  await expect(page.getByText(/We have sent a verification email/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toHaveCount(0);
});

test('7. an unverified seller on /verify-email is still told the e-mail was sent', async ({ page, seller }) => {
  expect(seller.username).toBeTruthy();
  await page.goto('/verify-email');
  await expect(page.getByText(/We have sent a verification email/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();
});

test('7. an unknown path answers 404 with the not-found page and no canonical link; offline it still shows', async ({ page, context }) => {
  const response = await page.goto('/no/such/page');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  const known = await page.request.get('/sell-my-device/iphone-13');
  expect(known.status()).toBe(200);

  await visitOnlineOnce(page, '/');
  await context.setOffline(true);
  await page.goto('/another/missing/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await context.setOffline(false);
});

test('7. storage details are on Account Settings in plain words, not on the trade-ins list', async ({ page, seller }) => {
  expect(seller.username).toBeTruthy();
  await page.goto('/dashboard');
  await expect(page.getByText(/no trade-ins yet/i)).toBeVisible();
  await expect(page.getByText(/Offline storage|MB used/)).toHaveCount(0);
  await expect(page.getByTestId('storage-estimate')).toHaveCount(0);
  await page.goto('/dashboard/account');
  const storage = page.getByRole('region', { name: 'Offline on this device' });
  await expect(storage).toContainText('this device keeps a copy of them');
  await expect(storage).not.toContainText('quota');
});

test('9. on a 390 px phone the first devices show on the first screen, with every element of the spec', async ({ page }) => {
  await page.goto('/sell-my-device');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Tech' })).toBeVisible();
  await expect(page.getByText('Get instant quotes and same-day payments for your devices')).toBeVisible();
  await expect(page.getByPlaceholder('Search for a phone...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show Filters' })).toBeVisible();
  const firstSelect = page.getByRole('button', { name: /^Select / }).first();
  await expect(firstSelect).toBeVisible();
  const card = (await page.locator('li', { has: firstSelect }).first().boundingBox())!;
  expect(card.y).toBeLessThan(420);
  const select = (await firstSelect.boundingBox())!;
  expect(select.y + select.height).toBeLessThanOrEqual(844);
  // The offline offer is still there, after the results.
  const offline = page.getByRole('region', { name: 'Save for offline' });
  await expect(offline.getByRole('button', { name: 'Save for offline' })).toBeAttached();
  expect((await offline.boundingBox())!.y).toBeGreaterThan(card.y);
  await page.screenshot({ path: screenshotPath('sell-my-device-390.png'), scale: 'css', type: 'png' });
});
