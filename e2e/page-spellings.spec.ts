import { expect, test, type Page } from '@playwright/test';
import { consoleErrors } from './support/console-errors.ts';

// Outside review (low, three findings; docs/decisions/207-one-spelling-per-page.md): '/quote/index.html' showed 'Page
// not found' over the pre-rendered page with React error #418; '/%71uote' got the server's 404 where the app showed the
// quote; offline, '/Quote' got the worker's shell (blank for 250-430 ms) where online it gets the pre-rendered page.

/** The worker installed and in control of the page (the precache filled), as after any first visit. */
async function workerInControl(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Each spelling opens its page at the page's own address, with no error. */
async function expectEachSpellingOpensItsPage(page: Page, errors: string[]): Promise<void> {
  for (const [spelling, address] of [
    ['/quote/index.html?utm_source=mail', '/quote?utm_source=mail'],
    ['/%71uote', '/quote'],
    ['/QUOTE/Index.html', '/quote'],
  ]) {
    await page.goto(spelling!);
    expect(new URL(page.url()).pathname + new URL(page.url()).search, spelling).toBe(address);
    await expect(page.getByText('No device selected.', { exact: true }), spelling).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByName('qmt:first-view-done').length > 0);
    await expect(page.getByRole('heading', { name: 'Page not found' }), spelling).toHaveCount(0);
  }
  await page.goto('/help/index.html');
  expect(new URL(page.url()).pathname).toBe('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Contact', exact: true })).toBeVisible();
  await page.goto('/index.html');
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  expect(errors).toEqual([]);
}

test.describe('from the server (no worker)', () => {
  test.use({ serviceWorkers: 'block' });

  test("a page file's name and percent-encoded letters open the page at its own address", async ({ page }) => {
    const errors = consoleErrors(page);
    await expectEachSpellingOpensItsPage(page, errors);
  });
});

test('with the worker in control, online and offline, the same spellings open the page at its own address', async ({ page, context }) => {
  test.setTimeout(60_000);
  const errors = consoleErrors(page);
  await workerInControl(page);
  await expectEachSpellingOpensItsPage(page, errors);
  await context.setOffline(true);
  await expectEachSpellingOpensItsPage(page, errors);
});

/** The document a navigation was answered with, before any script ran. */
async function answeredWith(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.fromServiceWorker(), path).toBe(true);
  return (await response?.text()) ?? '';
}

test('offline, /quote in any letter case is answered with its pre-rendered page, as online, not the shell', async ({ page, context }) => {
  await workerInControl(page);
  // A content page opened online (kept by the worker once visited), in another spelling than it is asked for offline.
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Contact', exact: true })).toBeVisible();

  await context.setOffline(true);
  for (const path of ['/Quote', '/QUOTE/', '/quote?utm_source=mail']) {
    const html = await answeredWith(page, path);
    expect(html, path).toContain('No device selected.');
    await expect(page.getByText('No device selected.', { exact: true }), path).toBeVisible();
  }
  for (const path of ['/Sell-My-Device/IPhone']) {
    const html = await answeredWith(page, path);
    expect(html, path).toContain('Select iPhone 13 Pro Max');
  }
  for (const path of ['/HELP', '/Help/?utm_source=mail']) {
    const html = await answeredWith(page, path);
    expect(html, path).toContain('Frequently asked questions');
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Contact', exact: true }), path).toBeVisible();
  }
});
