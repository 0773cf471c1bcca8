import { expect, test } from '@playwright/test';
import { answerQuestions, goodPhoneAdvanced, goodPhoneStandard, priceText } from './support/quote.ts';
import { holdRequests } from './support/hold-requests.ts';

test.describe('quote on a phone', () => {
  test('home popular device -> Quick Quote -> price -> Add to Basket -> basket count 1', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sell us your device' })).toBeVisible();
    const card = page.getByRole('button', { name: 'iPhone 15 Get a quote' });
    // The questions are held until the card's own 'Loading...' has been seen.
    const releaseQuestions = await holdRequests(page, '**/api/questions');
    await card.click();
    await expect(page.getByRole('button', { name: /Loading\.\.\./ })).toContainText('iPhone 15');
    releaseQuestions();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your quote for iPhone 15' })).toBeVisible();

    await page.getByRole('button', { name: /Quick Quote/ }).click();
    await answerQuestions(page, goodPhoneStandard, 6);
    const price = page.getByTestId('quote-price');
    await expect(price).toHaveText(priceText);
    await expect(page.getByText('This is the estimated value of your iPhone 15 based on your answers.')).toBeVisible();

    await page.getByRole('button', { name: 'Add to Basket' }).click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText('1');
    // The badge comes from the server: a reload still counts the anonymous basket's item.
    await page.reload();
    await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText('1');
  });

  test('Advanced Quote: a cracked screen removes Excellent with the note, and the price comes after 13 questions', async ({ page }) => {
    await page.goto('/sell-my-device/iphone-14-pro');
    await page.getByRole('button', { name: 'Select iPhone 14 Pro', exact: true }).click();
    await page.getByRole('button', { name: /Advanced Quote/ }).click();
    await answerQuestions(page, ['Yes', '256GB', 'Yes', 'Yes'], 13);
    await answerQuestions(page, ['No'], 13, 5);

    await expect(page.getByText('Question 6 of 13', { exact: true })).toBeVisible();
    await expect(page.getByText('Excellent condition has been removed as physical damage was detected in previous answers.')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Excellent', exact: true })).toHaveCount(0);
    for (const grade of ['Good', 'Fair', 'Poor']) await expect(main.getByRole('button', { name: grade, exact: true })).toBeVisible();

    await answerQuestions(page, ['Fair', ...goodPhoneAdvanced], 13, 6);
    await expect(page.getByTestId('quote-price')).toHaveText(priceText);
    // First 5 answers, then Show More.
    await expect(page.getByRole('term')).toHaveCount(5);
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(page.getByRole('term')).toHaveCount(13);
  });

  test('a draft survives a reload and is resumed with Continue', async ({ page }) => {
    await page.goto('/sell-my-device/galaxy-s23');
    await page.getByRole('button', { name: 'Select Galaxy S23', exact: true }).click();
    await page.getByRole('button', { name: /Quick Quote/ }).click();
    await answerQuestions(page, ['Yes', '256GB'], 6);
    await expect(page.getByText('Question 3 of 6', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Continue your quote?' })).toBeVisible();
    await expect(page.getByText(/answered 2 of 6 questions/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Question 3 of 6', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /Go Back/ }).click();
    await expect(page.getByRole('main').getByRole('button', { name: '256GB' })).toHaveAttribute('aria-pressed', 'true');
  });
});
