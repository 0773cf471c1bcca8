import { expect, test } from '@playwright/test';
import { appCodeGoneText, appCodeMissingText, pageCodeGoneText, pageCodeMissingText, reloadPageText } from '../src/prerender/code-missing-notice.ts';

// A first visit (no worker yet, so a page's code comes from the network). A pre-rendered page whose own chunk is
// missing for good while the server answers (a broken deploy: 404) ended, after its one automatic reload, on its
// static page saying 'They will once you are back online', untrue with the signal good, and waiting never ended.
// It now says the page's code could not be downloaded, with a link to reload; a dead spot keeps its words.
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 90_000 });

const helpChunk = /\/assets\/help-page-[^/?]+\.js(\?.*)?$/;

test('a page whose code the server does not have says so and offers Reload page, not "once you are back online"', async ({ page }) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.route(helpChunk, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));

  await page.goto('/sell-my-device');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help & Contact' }).click();

  // After its one reload, the static page shows, readable, with words that tell the truth.
  await expect(page).toHaveURL(/\/help$/);
  const notice = page.getByRole('status').filter({ hasText: pageCodeGoneText });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Contact' })).toBeVisible();
  await expect(page.getByText(pageCodeMissingText)).toHaveCount(0);
  const loadsBefore = loads;

  // Reload page loads the page again (and the deploy still broken, says the same).
  await notice.getByRole('link', { name: reloadPageText }).click();
  await expect.poll(() => loads).toBe(loadsBefore + 1);
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('status').filter({ hasText: pageCodeGoneText })).toBeVisible({ timeout: 20_000 });
});

test('a page whose code was lost to a dead spot keeps saying it will work once back online, with no Reload page', async ({ page }) => {
  await page.route(helpChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/help');
  const notice = page.getByRole('status').filter({ hasText: pageCodeMissingText });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  // Past the first retry and its check of the file.
  await page.waitForTimeout(4_000);
  await expect(notice).toBeVisible();
  await expect(page.getByText(pageCodeGoneText)).toHaveCount(0);
  await expect(page.getByRole('link', { name: reloadPageText })).toHaveCount(0);
});

// The app's own script (the entry every page needs) missing for good while the server answers: an old page's HTML
// after a new deploy. The inline loader (src/prerender/app-loader.ts) said the same untrue words.
const appScript = /\/assets\/index-[^/?]+\.js(\?.*)?$/;

for (const [path, gone, missing] of [
  ['/help', pageCodeGoneText, pageCodeMissingText],
  ['/login', appCodeGoneText, appCodeMissingText],
] as const) {
  test(`${path} whose app script the server does not have says so and offers Reload page`, async ({ page }) => {
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route(appScript, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
    await page.goto(path);
    const notice = page.getByRole('status').filter({ hasText: gone });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(missing)).toHaveCount(0);
    const loadsBefore = loads;
    await notice.getByRole('link', { name: reloadPageText }).click();
    await expect.poll(() => loads).toBe(loadsBefore + 1);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}
