import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts.ts';
import { gotoHydrated } from './support/hydrated.ts';

// Issue 15: a visitor who never signed in has no session to check, so no GET /api/users/validate (and no 401 in
// the console) on any page; a signed-in seller is still validated on load and on every path change (docs/product.md#4-states-and-transitions).

function watchSessionChecks(page: Page) {
  const checks: number[] = [];
  const refused: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/users/validate') checks.push(response.status());
    if (response.status() === 401) refused.push(response.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { checks, refused, consoleErrors };
}

test('a visitor makes no session check and gets no 401 on /, /help and after a path change', async ({ page }) => {
  const seen = watchSessionChecks(page);
  await gotoHydrated(page, '/');
  await gotoHydrated(page, '/help');
  await page.getByRole('contentinfo').getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.checks).toEqual([]);
  expect(seen.refused).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});

test('a signed-in seller is still validated on load and on every path change', async ({ page, context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await signUpViaApi(page.request);
  const seen = watchSessionChecks(page);
  await page.goto('/help');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await expect.poll(() => seen.checks.length).toBeGreaterThanOrEqual(1);
  const afterLoad = seen.checks.length;
  await page.getByRole('contentinfo').getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect.poll(() => seen.checks.length).toBeGreaterThan(afterLoad);
  expect(seen.checks.every((status) => status === 200)).toBe(true);
  expect(seen.refused).toEqual([]);
});
