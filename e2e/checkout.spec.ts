import { signUpViaApi } from './support/accounts.ts';
import { addPhoneToBasket, checkOut, expect, test, verifiedSellerViaApi } from './support/checkout.ts';

// Whole journeys through several pages: three times the usual time on a busy machine.
test.slow();

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
});

test('full sell flow: catalogue -> quote -> basket with a discount -> address -> payment -> confirmation with the QR code', async ({ page }) => {
  await verifiedSellerViaApi(page.request);
  await addPhoneToBasket(page);

  const item = page.getByTestId('basket-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Galaxy S23');
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await page.getByLabel('Discount code').fill('extra20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount applied successfully!')).toBeVisible();
  await expect(page.getByText('EXTRA20', { exact: true })).toBeVisible();

  const number = await checkOut(page);
  expect(number).toMatch(/^QMT-\d+$/);
  await expect(page.getByText('Order submitted successfully!')).toBeVisible();
  const qr = page.getByRole('img', { name: `Drop-off QR code for order ${number}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('link', { name: 'Print Shipping Label' })).toHaveAttribute('href', /\/api\/orders\/label\/[0-9a-f-]{36}\/label\.pdf$/);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(number)).toBeVisible();
});

test('a visitor’s Next goes to login; signing up keeps the basket’s item (merged into the account)', async ({ page }) => {
  await addPhoneToBasket(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  // Signing up through the API with this browser's cookies (the one form-login spec is accounts.spec.ts).
  await signUpViaApi(page.request);
  await page.goto('/basket');
  await expect(page.getByTestId('basket-item')).toHaveCount(1);
  await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText('1');
  // Not verified yet: Next leads to /verify-email.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
});

test('at 390 px the success toast sits above the confirmation, never over the drop-off QR code', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await verifiedSellerViaApi(page.request);
  await addPhoneToBasket(page);
  const number = await checkOut(page);
  const toast = page.getByRole('status').filter({ hasText: 'Order submitted successfully!' });
  await expect(toast).toBeVisible();
  // In the page's flow, before the thank-you: wherever the seller scrolls, it cannot lie over what follows. Both
  // measured in one frame: the step's scroll to the top may still be moving the page between two separate reads.
  const thanks = await page.getByRole('heading', { name: 'Thank you for your order!' }).elementHandle();
  const [toastBottom, thanksTop] = await toast.evaluate(
    (element, heading) => [element.getBoundingClientRect().bottom, heading!.getBoundingClientRect().top],
    thanks,
  );
  expect(toastBottom).toBeLessThanOrEqual(thanksTop!);
  expect(await toast.evaluate((element) => getComputedStyle(element.parentElement!).position)).not.toBe('fixed');
  const qr = page.getByRole('img', { name: `Drop-off QR code for order ${number}` });
  await expect(qr).toBeVisible();
  await qr.scrollIntoViewIfNeeded();
  const box = (await qr.boundingBox())!;
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, { x: box.x + box.width / 2, y: box.y + box.height - 4 })).toBe(
    'IMG',
  );
});
