import { expect, type Page } from '@playwright/test';

/**
 * Opens a pre-rendered page and waits until React has taken it over. The HTML shows the buttons at once,
 * but a click lands only after hydration; for a visitor who has not chosen yet, the cookie banner appears
 * after it (its code comes once the first view is done), so its arrival is the sign (the HTML never contains it).
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
}
