import { expect, test } from '@playwright/test';
import { answerQuestions, priceText, visitOnlineOnce } from './support/quote.ts';

test('offline: a cached question set is answered with no network, the draft survives a reload, the price comes back online', async ({ page, context }) => {
  await visitOnlineOnce(page, '/sell-my-device/iphone-13');
  // Seen once online: the quote page stores the set in IndexedDB.
  await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
  await expect(page.getByRole('button', { name: /Quick Quote/ })).toBeVisible();
  await page.goBack();

  await context.setOffline(true);
  await page.goto('/sell-my-device/iphone-13');
  await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote for iPhone 13' })).toBeVisible();
  await page.getByRole('button', { name: /Quick Quote/ }).click();
  await answerQuestions(page, ['Yes', '128GB', 'Yes'], 6);

  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await answerQuestions(page, ['No', 'No', 'Good'], 6, 4);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText(/Your price will be calculated when the connection returns\./)).toBeVisible();

  // Nothing typed is lost: another reload offline still has every answer.
  await page.reload();
  await expect(page.getByText(/answered 6 of 6 questions/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('quote-price')).toHaveText(priceText);
});
