import { expect, type Page } from '@playwright/test';

/** The seeded phone questions' answers, in order, for a seller with a phone in good shape. */
export const goodPhoneStandard = ['Yes', '128GB', 'Yes', 'No', 'No', 'Good'];
export const goodPhoneAdvanced = ['No', 'Yes', 'Yes', 'No', 'No', 'Yes', 'Yes, I will remove them'];

/** Answers the wizard's questions from `from` (1-based), waiting for each question to show before tapping. */
export async function answerQuestions(page: Page, labels: string[], total: number, from = 1): Promise<void> {
  for (const [offset, label] of labels.entries()) {
    await expect(page.getByText(`Question ${from + offset} of ${total}`, { exact: true })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: label, exact: true }).click();
  }
}

/** A price as the summary shows it: pounds with 2 decimals. */
export const priceText = /^£\d{1,3}(,\d{3})*\.\d{2}$/;

/** One online visit: the worker installs and takes control (for the offline specs). */
export async function visitOnlineOnce(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
