import { expect, test } from '@playwright/test';
import { answerQuestions } from './support/quote.ts';

/** An outside review: the mega-menu replaced the open quote's entry, so Back from the new device's quote landed on the old one's earlier question. */
test("another device from the mega-menu mid-quote: Back returns to the first device's quote where it was left", async ({ page }) => {
  await page.goto('/sell-my-device/galaxy-s23');
  await page.getByRole('button', { name: 'Select Galaxy S23', exact: true }).click();
  await page.getByRole('button', { name: /Quick Quote/ }).click();
  await answerQuestions(page, ['Yes', '256GB', 'Yes'], 6);
  await expect(page.getByText('Question 4 of 6', { exact: true })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Sell my Device' }).hover();
  await page.locator('#mega-menu').getByRole('link', { name: 'Galaxy S22', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote for Galaxy S22' })).toBeVisible();
  await page.getByRole('button', { name: /Quick Quote/ }).click();

  // Back to the page the menu was opened on must not open it again over the quote (it did, by the location's key).
  await page.goBack();
  await expect(page.locator('#mega-menu')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote for Galaxy S23' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Question 4 of 6', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Question 3 of 6', { exact: true })).toBeVisible();
});
