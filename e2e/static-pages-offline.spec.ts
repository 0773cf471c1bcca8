import { expect, test } from '@playwright/test';
import { staticPages } from './support/static-pages.ts';

// The content pages' HTML is not precached (docs/decisions/135-precache-shell-and-landing-pages.md): a page opened
// online comes back offline from its own HTML; a page never opened is rendered offline by the precached shell.

test('with the network cut, every static page never visited opens by direct navigation, rendered by the shell', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  for (const { path, heading } of staticPages) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | QuickMobile Trade`);
  }
});

test('after one visit online, with the network cut, every static page opens from its own HTML', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  for (const { path, heading } of staticPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
  }

  await context.setOffline(true);
  for (const { path, heading, text } of staticPages) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    // The page's own pre-rendered HTML, not the shell: its text is in the document the worker answered with.
    expect(await response?.text(), path).toContain(text);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | QuickMobile Trade`);
  }
});
