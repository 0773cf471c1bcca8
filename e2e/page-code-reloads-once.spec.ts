import { expect, test, type Page } from '@playwright/test';
import { errorHeading, watchErrorPage } from './support/error-page-watch.ts';
import { pageLoadFailedText } from '../src/app/page-load.ts';

// A first visit (no worker yet, so a page's code comes from the network). A dead spot shorter than the app's check of
// the server (under ~80 ms) as a page's chunk was asked for, or that chunk's request alone hanging while the API
// answered, ended on 'Unexpected Application Error!' for good: the server answered the check, which was taken for a
// build replaced meanwhile (an outside review). The page is now loaded again once (at most once a minute), and only
// code still missing after that ends on the error (decision 206).
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 90_000 });

const helpChunk = /\/assets\/help-page-[^/?]+\.js(\?.*)?$/;
const loginChunk = /\/assets\/login-page-[^/?]+\.js(\?.*)?$/;

/** The pre-rendered catalogue, started, then `link` (Help & Contact in the footer, or the header's login). */
async function openFromCatalogue(page: Page, link: 'help' | 'login'): Promise<void> {
  await page.goto('/sell-my-device');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  if (link === 'help') await page.getByRole('contentinfo').getByRole('link', { name: 'Help & Contact' }).click();
  else await page.getByRole('banner').getByRole('link', { name: 'Log into your account' }).click();
}

/** The page shows, the app runs it (not only its pre-rendered HTML), and the page was loaded exactly once more. */
async function openedAfterOneReload(page: Page, seen: Awaited<ReturnType<typeof watchErrorPage>>): Promise<void> {
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 20_000 });
  await expect.poll(seen.loads, { message: 'one reload' }).toBe(2);
  expect(await seen.errorEverShown(), 'the error page never showed').toBe(false);
}

test("a blip as the page's chunk is asked for: the page loads again once and opens, with no error page; Back returns", async ({ page }) => {
  const seen = await watchErrorPage(page);
  let requests = 0;
  await page.route(helpChunk, (route) => (++requests === 1 ? route.abort('internetdisconnected') : route.continue()));

  await openFromCatalogue(page, 'help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Contact' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/help$/);
  await openedAfterOneReload(page, seen);
  expect(requests).toBe(2);
  // The page works: a question opens.
  const question = page.getByRole('button', { name: 'How do I get a quote?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');

  // Back: the catalogue the seller came from.
  await page.goBack();
  await expect(page).toHaveURL(/\/sell-my-device$/);
  await expect(page.getByRole('button', { name: 'Select iPhone 13', exact: true })).toBeVisible();
});

test("the quote page's chunk whose first request hangs while the API answers: after the page-load timeout the page loads again once, into the quote", async ({
  page,
}) => {
  const seen = await watchErrorPage(page);
  let requests = 0;
  // The first request (the quote's code asked for once the first view is done, or at Select) never answers.
  await page.route(/\/assets\/quote-page-[^/?]+\.js(\?.*)?$/, async (route) => {
    if (++requests === 1) return;
    await route.continue();
  });
  await page.goto('/sell-my-device/iphone-13');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();

  await expect(page.getByRole('button', { name: /Quick Quote/ })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('iPhone 13');
  await openedAfterOneReload(page, seen);

  await page.goBack();
  await expect(page).toHaveURL(/\/sell-my-device\/iphone-13$/);
  await expect(page.getByRole('button', { name: 'Select iPhone 13', exact: true })).toBeVisible();
});

test('a chunk missing for good (a build replaced, a real 404) ends on the error page after exactly one reload, and never loops; Back and a second try stay calm', async ({
  page,
}) => {
  const seen = await watchErrorPage(page);
  await page.route(loginChunk, (route) => route.fulfill({ status: 404, body: 'Not found' }));

  await openFromCatalogue(page, 'login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: errorHeading })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText(pageLoadFailedText)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(seen.loads(), 'exactly one reload').toBe(2);
  // No more: the reload allowed is spent.
  await page.waitForTimeout(8_000);
  expect(seen.loads(), 'no reload loop').toBe(2);
  await expect(main.getByRole('heading', { name: errorHeading })).toBeVisible();

  // Back to the catalogue, then the login link again within the minute: the error at once, no second reload.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Select iPhone 13', exact: true })).toBeVisible();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  const before = seen.loads();
  await page.getByRole('banner').getByRole('link', { name: 'Log into your account' }).click();
  await expect(main.getByRole('heading', { name: errorHeading })).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(3_000);
  expect(seen.loads(), 'no reload for the second try').toBe(before);
});

test("two tabs: one whose chunk is missing for good does not take the other tab's one reload", async ({ page, context }) => {
  // Tab one: the login chunk missing for good spends its reload and ends on the error.
  const one = await watchErrorPage(page);
  await page.route(loginChunk, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await openFromCatalogue(page, 'login');
  await expect(page.getByRole('main').getByRole('heading', { name: errorHeading })).toBeVisible({ timeout: 20_000 });
  expect(one.loads()).toBe(2);

  // Tab two, a moment later: a blip as its login chunk is asked for still gets its own reload, and opens.
  const other = await context.newPage();
  const two = await watchErrorPage(other);
  let requests = 0;
  await other.route(loginChunk, (route) => (++requests === 1 ? route.abort('internetdisconnected') : route.continue()));
  await openFromCatalogue(other, 'login');
  await expect(other.getByLabel('Email')).toBeVisible({ timeout: 20_000 });
  await openedAfterOneReload(other, two);
  // Tab one stays where it was, with no reload of its own meanwhile.
  expect(one.loads()).toBe(2);
  await expect(page.getByRole('main').getByRole('heading', { name: errorHeading })).toBeVisible();
});
