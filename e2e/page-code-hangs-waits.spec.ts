import { expect, test } from '@playwright/test';
import { pageWaitsHeading, pageWaitsText } from '../src/app/page-load.ts';

// A first visit (no worker yet, so a page's code comes from the network). A page's chunk whose request hangs for good
// while the API answers reached 'Unexpected Application Error!' after about 40 s (the 20 s page-load timeout, one
// reload, 20 s again), and stayed there when the chunk came back: the timeout named no file, so the error page could
// not wait for it as it does for a chunk that fails (decision 208). The timeout now names the page's file, and the
// page asks for that file at once, with no reload first, which on such a line only hung again (decision 212).
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 150_000 });

const loginChunk = /\/assets\/login-page-[^/?]+\.js(\?.*)?$/;

test('a page whose chunk hangs while the API answers waits in calm words after one timeout, with no reload, and opens by itself once the chunk comes', async ({
  page,
}) => {
  let hanging = true;
  let loads = 0;
  page.on('load', () => (loads += 1));
  // While hanging, the chunk's requests (the page's import and the error page's checks of the file) get no answer.
  await page.route(loginChunk, (route) => (hanging ? undefined : route.continue()));

  await page.goto('/sell-my-device');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await page.getByRole('banner').getByRole('link', { name: 'Log into your account' }).click();

  // 20 s and a 3 s ask for the file (it was 20 s, one reload, 20 s again): then the calm words, not the error page.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: pageWaitsHeading })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText(pageWaitsText)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  expect(loads, 'no reload').toBe(1);

  // The chunk comes: the page loads itself again and opens, with no tap.
  hanging = false;
  await expect(page.getByLabel('Email')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/login$/);
});
