import { expect, test, type Page } from '@playwright/test';
import { expectWaitingForConnection } from './support/error-page-watch.ts';

// A first visit (no worker yet, so a page's code comes from the network). A page's chunk whose request hangs for good
// while the API answers reached 'Unexpected Application Error!' after about 40 s (the 20 s page-load timeout, one
// reload, 20 s again), and stayed there when the chunk came back: the timeout named no file, so the error page could
// not wait for it as it does for a chunk that fails (decision 208). The timeout now names the page's file, and the
// page asks for that file at once, with no reload first, which on such a line only hung again (decision 212). The
// modules the basket and the quote wait for before their own chunk (zod, the contract, Dexie) are named the same way:
// with zod's first piece hanging the basket reloaded, hung again and ended on the error page for good.
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 150_000 });

const cases: { what: string; file: RegExp; link: string; address: RegExp; opened: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  {
    what: "the login page's own chunk",
    file: /\/assets\/login-page-[^/?]+\.js(\?.*)?$/,
    link: 'Log into your account',
    address: /\/login$/,
    opened: (page) => page.getByLabel('Email'),
  },
  {
    what: "zod's first piece, which the basket waits for",
    file: /\/assets\/zod-core-[^/?]+\.js(\?.*)?$/,
    link: 'Basket',
    address: /\/basket$/,
    opened: (page) => page.getByRole('heading', { level: 1, name: 'Basket' }),
  },
];

for (const { what, file, link, address, opened } of cases) {
  test(`a page whose code hangs while the API answers (${what}) waits in calm words after one timeout, with no reload, and opens by itself once the code comes`, async ({
    page,
  }) => {
    let hanging = true;
    let loads = 0;
    page.on('load', () => (loads += 1));
    // While hanging, the file's requests (the page's import and the error page's checks of the file) get no answer.
    await page.route(file, (route) => (hanging ? undefined : route.continue()));

    await page.goto('/sell-my-device');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await page.getByRole('banner').getByRole('link', { name: link }).click();

    // 20 s and a 3 s ask for the file (it was 20 s, one reload, 20 s again): then the calm words, not the error page.
    await expectWaitingForConnection(page, address, 30_000);
    expect(loads, 'no reload').toBe(1);

    // The code comes: the page loads itself again and opens, with no tap.
    hanging = false;
    await expect(opened(page)).toBeVisible({ timeout: 40_000 });
    await expect(page).toHaveURL(address);
  });
}
