import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from './support/hold-requests.ts';

const selectButtons = (page: Page) => page.getByRole('button', { name: /^Select / });

test.describe('device catalogue', () => {
  test('lists the catalogue, searches it, and pages through 30 at a time', async ({ page, request }) => {
    const total = ((await (await request.get('/api/devices')).json()) as unknown[]).length;
    await page.goto('/sell-my-device');
    await expect(page.getByText(`${total} devices`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sell Your Tech', level: 1 })).toBeVisible();
    await expect(page.getByText('Get instant quotes and same-day payments for your devices')).toBeVisible();
    await expect(selectButtons(page)).toHaveCount(30);

    const pages = page.getByRole('navigation', { name: 'Catalogue pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(selectButtons(page)).toHaveCount(30);
    await pages.getByRole('button', { name: 'Go to last page' }).click();
    await expect(pages.getByRole('button', { name: 'Go to last page' })).toBeDisabled();
    await expect(selectButtons(page)).toHaveCount(total % 30 || 30);
    await pages.getByRole('button', { name: 'Go to first page' }).click();
    await expect(pages.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');

    // Any change of search resets to page 1.
    await page.getByPlaceholder('Search for a phone...').fill('iphone 13');
    await expect(selectButtons(page)).toHaveCount(4);
    for (const name of ['iPhone 13 mini', 'iPhone 13', 'iPhone 13 Pro', 'iPhone 13 Pro Max']) {
      await expect(page.getByRole('button', { name: `Select ${name}`, exact: true })).toBeVisible();
    }
    await expect(pages).toHaveCount(0);

    await page.getByPlaceholder('Search for a phone...').fill('no such device');
    await expect(page.getByText('No devices found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or filters')).toBeVisible();
  });

  test('filters by brand and type (opened with Show Filters on a phone)', async ({ page }) => {
    await page.goto('/sell-my-device');
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page.getByRole('checkbox', { name: 'Samsung' }).check();
    await page.getByRole('checkbox', { name: 'Watches' }).check();
    await expect(page.getByRole('button', { name: 'Select Galaxy Watch6 Classic' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select Galaxy S21' })).toHaveCount(0);
    const names = await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Select / }) })
      .locator('p')
      .allTextContents();
    expect(names.length).toBeGreaterThan(3);
    expect(new Set(names)).toEqual(new Set(['Samsung']));
    await page.getByRole('button', { name: 'Hide Filters' }).click();
    await expect(page.getByRole('checkbox', { name: 'Samsung' })).toBeHidden();
  });

  test('a search term in the address pre-fills the search and names the page', async ({ page }) => {
    await page.goto('/sell-my-device/iphone-13-pro');
    await expect(page.getByPlaceholder('Search for a phone...')).toHaveValue('iphone 13 pro');
    await expect(page).toHaveTitle(/iPhone 13 Pro/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sell-my-device\/iphone-13-pro$/);
    await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('iPhone 13 Pro')).toBeVisible();
  });

  test('odd characters in the search term render as text, never as markup', async ({ page }) => {
    let dialog = false;
    page.on('dialog', () => (dialog = true));
    await page.goto('/sell-my-device/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await expect(page.getByPlaceholder('Search for a phone...')).toHaveValue('<script>alert(1)</script>');
    await expect(page.getByText('No devices found')).toBeVisible();
    expect(await page.locator('main script:not([type="application/ld+json"])').count()).toBe(0);
    expect(dialog).toBe(false);
  });

  test('Select shows Loading... on that card and then moves on', async ({ page }) => {
    await page.goto('/sell-my-device/iphone-11');
    const select = page.getByRole('button', { name: 'Select iPhone 11', exact: true });
    const releaseQuestions = await holdRequests(page, '**/api/questions');
    await select.click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    releaseQuestions();
    // Either the quote page (questions found) or the spec's alert (none yet): never stuck loading.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /Failed to load questions/ })
        .or(page.getByRole('heading', { level: 1, name: /quote/i })),
    ).toBeVisible();
  });
});
