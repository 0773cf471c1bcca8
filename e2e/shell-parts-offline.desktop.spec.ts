import { expect, test } from '@playwright/test';

// A first visit (no worker yet, so every chunk comes from the network) whose signal goes before the shell's own
// late parts have arrived: the outbox status (loaded after the first view) and the 'Sell my Device' menu panel
// (loaded on first open). Each used to throw into the error page, taking the page the seller was reading with it.
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 90_000 });

test('shell parts whose code cannot be downloaded leave the page as it was, and arrive once the signal is back', async ({ page, context }) => {
  let failing = true;
  const failed = new Set<string>();
  // With or without the ?try=N a retry adds (a browser that keeps a failed import() is asked under a new URL).
  const late = /\/assets\/(sync-status|mega-menu-panel)-[^/?]+\.js(\?try=\d+)?$/;
  // Their downloads fail as in a dead spot, until the signal comes back.
  await page.route(late, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  page.on('requestfailed', (request) => late.test(request.url()) && failed.add(request.url().match(late)![1]!));

  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect.poll(() => failed.has('sync-status'), { timeout: 30_000 }).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Sell my Device' }).hover();
  await expect(page.locator('#mega-menu')).toContainText('Loading...');
  await expect.poll(() => failed.has('mega-menu-panel')).toBe(true);

  // The page the seller was reading is still there, not the error page.
  await page.waitForTimeout(1000);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  await expect(heading).toBeVisible();

  // The network really goes, then comes back: the parts are fetched again and show.
  await context.setOffline(true);
  failing = false;
  const statusLoaded = page.waitForResponse((response) => /\/assets\/sync-status-/.test(response.url()) && response.ok());
  await context.setOffline(false);
  await statusLoaded;
  await expect(page.locator('#mega-menu').getByRole('heading', { name: 'Apple' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
});
