import { expect, test } from '@playwright/test';

// A first visit: the service worker installs (precaching the app) while the seller is already on the page.
test.describe.configure({ timeout: 90_000 });

test("first visit: 'Save for offline', then a dead spot, Select still opens the quote (the app's code, not only its data, is there)", async ({
  page,
  context,
}) => {
  // An outside review: straight after 'Saved for offline' on a first visit, the page was not yet controlled by the
  // service worker; cut off, Select could not load the quote page's code and showed 'Unexpected Application Error!'
  // (4 of 5 fresh browsers).
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await page.goto('/sell-my-device');
  const panel = page.getByRole('region', { name: 'Save for offline' });
  await panel.getByRole('button', { name: 'Save for offline' }).click();
  await expect(panel.getByRole('status')).toContainText(/Saved for offline: all \d+ devices can now be quoted with no connection\./, {
    timeout: 45_000,
  });
  // Saved means this page works offline now: the worker has the app and controls the page.
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await page.goto('/sell-my-device/iphone-13');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
  await expect(page.getByRole('button', { name: /Quick Quote/ })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toBeHidden();
});
