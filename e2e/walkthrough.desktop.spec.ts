import { addPhoneToBasket, confirmBankDetails, expect, test, toPaymentStep, verifiedSellerViaApi } from './support/checkout.ts';

/** Issue 16 at 1280 px, where the layout differs from the phone (walkthrough.spec.ts). */
test.slow();

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
});

test('1. on a desktop the order review sits beside the bank details, above Submit Order', async ({ page }) => {
  await verifiedSellerViaApi(page.request);
  await addPhoneToBasket(page);
  const total = (await page.getByTestId('basket-total').textContent())!;
  await toPaymentStep(page);
  await confirmBankDetails(page);
  const review = page.getByTestId('order-review');
  await expect(review).toContainText('Galaxy S23');
  await expect(review.getByTestId('basket-total')).toHaveText(total);
  await expect(review.locator('address')).toContainText('LS1 1AA');

  const reviewBox = (await review.boundingBox())!;
  const form = (await page.getByRole('button', { name: 'Edit' }).boundingBox())!;
  expect(reviewBox.x).toBeGreaterThan(form.x + form.width);
  expect(reviewBox.y).toBeLessThan(form.y);
  expect(reviewBox.y + reviewBox.height).toBeLessThanOrEqual((await page.getByRole('button', { name: 'Submit Order' }).boundingBox())!.y);
});

test('9. on a desktop the catalogue keeps its filter panel beside the results and the offline offer after them', async ({ page }) => {
  await page.goto('/sell-my-device');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Tech' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show Filters' })).toBeHidden();
  const firstSelect = page.getByRole('button', { name: /^Select / }).first();
  await expect(firstSelect).toBeInViewport();
  const offline = page.getByRole('region', { name: 'Save for offline' });
  await expect(offline.getByRole('button', { name: 'Save for offline' })).toBeAttached();
  expect((await offline.boundingBox())!.y).toBeGreaterThan((await firstSelect.boundingBox())!.y);
});
