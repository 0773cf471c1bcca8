import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, devices, type BrowserContext } from '@playwright/test';
import { chromiumArgs } from '../scripts/lib/chromium.ts';
import { expect, test, verifiedSellerViaApi } from './support/checkout.ts';
import { visitOnlineOnce } from './support/quote.ts';

/**
 * A Log out made with no signal is owed to the server (localStorage `qmt:sign-out-pending`). The phone is switched off
 * before the signal returns: at the next start, even on the home page (which checks no session), it is sent, and the
 * server's session ends (an outside review named this path as untested).
 */
test('a Log out owed from a dead spot survives a browser restart and is sent at the next start', async ({ baseURL }) => {
  test.slow();
  const profile = mkdtempSync(path.join(tmpdir(), 'qmt-logout-restart-'));
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7']!;
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      ...phone,
      executablePath: process.env.CHROME_PATH,
      args: chromiumArgs,
      headless: true,
      baseURL: baseURL!,
    });
  let context: BrowserContext = await launch();
  try {
    await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
    await verifiedSellerViaApi(context.request);
    let page = context.pages()[0] ?? (await context.newPage());
    await visitOnlineOnce(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Your Trade-ins' })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Dashboard Menu' }).click();
    await page.getByRole('dialog', { name: 'Dashboard menu' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log into your account' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('qmt:sign-out-pending'))).toBe('1');
    // Owed, not sent: the server's session is still alive (the context's own requests are never cut).
    expect((await context.request.get('/api/users/validate')).status()).toBe(200);
    await context.close();

    // The next start, with signal, on the home page.
    context = await launch();
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect.poll(async () => (await context.request.get('/api/users/validate')).status(), { timeout: 20_000 }).toBe(401);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('qmt:sign-out-pending'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Your Trade-ins')).toBeHidden();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
