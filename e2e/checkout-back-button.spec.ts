import { expect, test, type Page } from '@playwright/test';
import { addPhoneToBasket, checkOut, confirmBankDetails, toAddressStep, toPaymentStep, verifiedSellerViaApi } from './support/checkout.ts';
import { holdRequests } from './support/hold-requests.ts';

/**
 * The browser's Back (a phone's Back gesture) in the checkout goes to the step before, as the page's Back does; it
 * used to leave the basket from the address or payment step (decision 193).
 */
const onStep = (page: Page, name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

test('Back goes from payment to address to the summary, Forward returns to the address, and the typed details stay', async ({ page }) => {
  await verifiedSellerViaApi(page.request);
  await addPhoneToBasket(page);
  await toPaymentStep(page);
  await page.getByLabel('Sort Code').fill('089999');

  await page.goBack();
  await onStep(page, 'Address');
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByLabel('Town/City')).toHaveValue('Leeds');
  await page.goBack();
  await onStep(page, 'Order Summary');
  await page.goForward();
  await onStep(page, 'Address');
  // Forward to the payment would skip the address's save: it stays on the address, where Next saves and goes on.
  await page.goForward();
  await onStep(page, 'Address');
  await page.getByRole('button', { name: 'Next' }).click();
  await onStep(page, 'Payment');
});

test("the page's Back and the browser's Back agree: one press, one step", async ({ page }) => {
  await verifiedSellerViaApi(page.request);
  await addPhoneToBasket(page);
  await toAddressStep(page);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await onStep(page, 'Order Summary');
  await page.goBack();
  await expect(page).not.toHaveURL(/\/basket$/);
});

test('after the order, Back leaves the basket instead of returning to the payment step', async ({ page }) => {
  await verifiedSellerViaApi(page.request);
  await addPhoneToBasket(page);
  await checkOut(page);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/basket$/);
});

test('a step and Back work in a dead spot, where the basket is the one already read', async ({ page, context }) => {
  await verifiedSellerViaApi(page.request);
  await addPhoneToBasket(page);
  await toPaymentStep(page);
  await context.setOffline(true);
  await page.goBack();
  await onStep(page, 'Address');
  await page.goBack();
  await onStep(page, 'Order Summary');
  await context.setOffline(false);
});

test('Back while the order is being submitted stays on the payment and says why; the order then completes', async ({ page }) => {
  await verifiedSellerViaApi(page.request);
  await addPhoneToBasket(page);
  await toPaymentStep(page);
  await confirmBankDetails(page);
  const release = await holdRequests(page, '**/api/basket/checkout');
  await page.getByRole('button', { name: 'Submit Order' }).press('Enter');
  await expect(page.getByRole('button', { name: /Submitting/ })).toBeVisible();
  await page.goBack();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your order is being submitted. Please wait until it has finished before going back.' }),
  ).toBeVisible();
  await onStep(page, 'Payment');
  release();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});
