import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createProfile } from '../../tests/factories/profile.ts';
import { mailedLink, signUpViaApi, test as base } from './accounts.ts';
import { answerQuestions, goodPhoneStandard } from './quote.ts';

/** A published valid pair of the Vocalink modulus check (v8.50, test 1): the server accepts it. */
export const validBank = { sortCode: '089999', accountNumber: '66374958' };

/** Signs up through the API (the page's cookie jar) and opens the mailed verification link: a seller who can check out. */
export async function verifiedSellerViaApi(request: APIRequestContext, overrides: Parameters<typeof signUpViaApi>[1] = {}) {
  const seller = await signUpViaApi(request, overrides);
  const link = new URL(await mailedLink(seller.username, '/verify-email'));
  const verified = await request.get(`/api/users/verify${link.search}`);
  expect(verified.status()).toBe(200);
  return seller;
}

/** A phone quoted in the wizard and added: the page ends on /basket. */
export async function addPhoneToBasket(page: Page, slug = 'galaxy-s23', name = 'Galaxy S23'): Promise<void> {
  await page.goto(`/sell-my-device/${slug}`);
  await page.getByRole('button', { name: `Select ${name}`, exact: true }).click();
  await page.getByRole('button', { name: /Quick Quote/ }).click();
  await answerQuestions(page, goodPhoneStandard, 6);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page).toHaveURL(/\/basket$/);
}

/** From the basket's summary, Next: the address step. */
export async function toAddressStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Address' })).toBeVisible();
}

/** From the basket's summary through a filled address step: the payment step. */
export async function toPaymentStep(page: Page): Promise<void> {
  await toAddressStep(page);
  await page.getByLabel('Address Line 1').fill('1 High Street');
  await page.getByLabel('Town/City').fill('Leeds');
  await page.getByLabel('Postcode').fill('ls1 1aa');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
}

/** Valid bank details typed and confirmed: Submit Order is offered. */
export async function confirmBankDetails(page: Page): Promise<void> {
  await page.getByLabel('Sort Code').fill(validBank.sortCode);
  await page.getByLabel('Account Number').fill(validBank.accountNumber);
  await page.getByRole('button', { name: 'Confirm Details' }).click();
}

/** Address step then payment step, then Submit Order: the page ends on the confirmation. */
export async function checkOut(page: Page): Promise<string> {
  await toPaymentStep(page);
  await confirmBankDetails(page);
  // By keyboard: the payment step (with its order review) is taller than a 360 px screen, and a pointer click
  // there can land on the fixed cookie banner while the page is still smooth-scrolling.
  await page.getByRole('button', { name: 'Submit Order' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return (await page.getByTestId('order-number').textContent())!;
}

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** `npm run ops -- <args>` against the e2e server (same DATA_DIR): what an operator would type. */
export async function opsCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Calls an operator endpoint directly with the DATA_DIR secret (faster than the CLI for setting up). */
export async function opsApi(request: APIRequestContext, url: string, data?: object) {
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'operator.secret'), 'utf8').trim();
  const response = await request.post(url, { headers: { authorization: `Bearer ${secret}` }, ...(data ? { data } : {}) });
  expect(response.status(), await response.text()).toBe(200);
}

/** One phone in the basket and checked out, all through the API with this request context's session. */
export async function placeOrderViaApi(request: APIRequestContext, deviceName = 'Samsung Galaxy S23'): Promise<number> {
  const found = await (await request.post('/api/questions', { data: { device_name: deviceName } })).json();
  const standard = found.questions.standard as { question_text: string }[];
  const selected_answers = Object.fromEntries(standard.map((question, index) => [question.question_text, goodPhoneStandard[index]]));
  const added = await request.post('/api/basket/add', { data: { deviceId: found.deviceId, quoteType: 'standard', selected_answers } });
  expect(added.status(), await added.text()).toBe(200);
  const profile = await request.post('/api/users/profile', { data: createProfile() });
  expect(profile.status()).toBe(200);
  const checkout = await request.post('/api/basket/checkout', { data: { sort_code: '08-99-99', account_number: validBank.accountNumber } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  return (await checkout.json()).order_id as number;
}

export const test = base;
export { expect };
