import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydrated.ts';

test('the FAQ accordion keeps one answer open at a time, and a second click closes it', async ({ page }) => {
  await gotoHydrated(page, '/help');
  const question = (name: string) => page.getByRole('button', { name });
  const quote = question('How do I get a quote?');
  const paid = question('When will I be paid?');
  const answerToPaid = page.getByText('We pay by bank transfer on the same working day that your device is received and checked');
  await expect(quote).toHaveAttribute('aria-expanded', 'false');
  await expect(answerToPaid).toBeHidden();

  await quote.click();
  await expect(quote).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Search for your device on Sell my Device')).toBeVisible();

  await paid.click();
  await expect(paid).toHaveAttribute('aria-expanded', 'true');
  await expect(answerToPaid).toBeVisible();
  await expect(quote).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Search for your device on Sell my Device')).toBeHidden();

  await paid.click();
  await expect(paid).toHaveAttribute('aria-expanded', 'false');
  await expect(answerToPaid).toBeHidden();
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(0);
});

test('the help topics lead to the help centre pages', async ({ page }) => {
  await gotoHydrated(page, '/help');
  const topics = page.getByRole('region', { name: 'Browse help topics' });
  for (const topic of ['Postage', 'Device', 'Quote', 'Payment', 'Returns', 'Legal']) {
    await expect(topics.getByRole('link', { name: new RegExp(`^${topic}`) })).toBeVisible();
  }
  await topics.getByRole('link', { name: /^Returns/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns Help' })).toBeVisible();
  await expect(page).toHaveURL(/\/help\/returns-help$/);
});
