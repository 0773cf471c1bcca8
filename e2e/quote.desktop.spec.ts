import { expect, test } from '@playwright/test';
import { answerQuestions } from './support/quote.ts';

test('from the mega-menu: questions fetched by name, the progress list jumps back to an answered step', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sell my Device' }).hover();
  const menu = page.locator('#mega-menu');
  await menu.getByRole('link', { name: 'Google Pixel 8 Pro', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote for Google Pixel 8 Pro' })).toBeVisible();
  await page.getByRole('button', { name: /Quick Quote/ }).click();
  await answerQuestions(page, ['Yes', '256GB', 'No'], 6);

  const progress = page.getByRole('navigation', { name: 'Quote progress' });
  await expect(progress).toBeVisible();
  await expect(progress.locator('[aria-current="step"]')).toContainText('Does the screen have any cracks or chips?');
  await progress.getByRole('button', { name: /What is the storage capacity of your phone\?/ }).click();
  await expect(page.getByText('Question 2 of 6', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: '256GB' })).toHaveAttribute('aria-pressed', 'true');
  // Unanswered steps are not links.
  await expect(progress.getByRole('button', { name: /overall condition/ })).toHaveCount(0);
});
