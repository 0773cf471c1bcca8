import { expect, type Page } from '@playwright/test';
import { paths } from '../../src/shared/paths.ts';
import type { Scene } from './a11y-scene.ts';
import { addPhoneToBasket, checkOut, confirmBankDetails, placeOrderViaApi, toAddressStep, toPaymentStep } from './checkout.ts';

// Scenes past the quote: the basket, each checkout step, the confirmation, and the dashboard's order and
// referral dialogs (each scene starts as a fresh verified seller, who may check out).

/** One order placed through the API, shown in the dashboard's list. */
async function withOrder(page: Page): Promise<void> {
  await placeOrderViaApi(page.request);
  await page.reload();
  await expect(page.getByTestId('order-row')).toHaveCount(1);
}

export const checkoutScenes: Scene[] = [
  {
    name: 'basket: an item with a discount applied',
    path: paths.home,
    as: 'verified',
    act: async (page) => {
      await addPhoneToBasket(page);
      await page.getByLabel('Discount code').fill('extra20');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Discount applied successfully!')).toBeVisible();
    },
  },
  {
    name: 'checkout: address step, Next waiting for the required fields',
    path: paths.home,
    as: 'verified',
    act: async (page) => {
      await addPhoneToBasket(page);
      await toAddressStep(page);
      await page.getByLabel('Address Line 1').fill('1 High Street');
      await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    },
  },
  {
    name: 'checkout: payment step with bank details confirmed',
    path: paths.home,
    as: 'verified',
    act: async (page) => {
      await addPhoneToBasket(page);
      await toPaymentStep(page);
      await confirmBankDetails(page);
      await expect(page.getByRole('button', { name: 'Submit Order' })).toBeVisible();
    },
  },
  {
    name: 'checkout: confirmation with the QR code',
    path: paths.home,
    as: 'verified',
    act: async (page) => {
      await addPhoneToBasket(page);
      await checkOut(page);
      // The label is drawn in the background after the order (2 s polls); CI once took over 10 s for it on a busy machine.
      await expect(page.getByRole('link', { name: 'Print Shipping Label' })).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: "dashboard: an order's details dialog",
    path: paths.dashboard,
    as: 'verified',
    act: async (page) => {
      await withOrder(page);
      await page.getByRole('button', { name: /^View Details of QMT-/ }).click();
      await expect(page.getByRole('dialog', { name: /^Order QMT-/ })).toBeVisible();
    },
  },
  {
    // A new seller's balance is £0.00: Cash Out is disabled there (issue 16), so the dialog scanned is Refer Friends.
    name: 'dashboard: Refer Friends dialog with Cash Out disabled',
    path: paths.dashboard,
    as: 'verified',
    act: async (page) => {
      await page.getByRole('button', { name: 'Refer Friends' }).click();
      await expect(page.getByRole('dialog', { name: 'Refer Friends' }).getByRole('button', { name: 'Minimum £5.00 Required' })).toBeDisabled();
    },
  },
];
