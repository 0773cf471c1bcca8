import { expect, test } from '@playwright/test';
import { activate } from './support/keyboard.ts';

// At 1280 px the top bar's links outlive the page they open, so focus stayed on the link followed while at 390 px
// (the menu closes with it) it went to the new page's heading. A keyboard or screen reader user lands on the new
// page's heading at either width, as after a page load.
test('a top-bar link followed with the keyboard puts focus on the new page heading', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const bar = page.getByRole('banner');

  await activate(page, bar.getByRole('link', { name: 'How It Works', exact: true }), { max: 80 });
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'How It Works' })).toBeFocused();

  // From the heading, Shift+Tab goes back up the top bar.
  await activate(page, bar.getByRole('link', { name: 'Help & Contact', exact: true }), { max: 80, backwards: true });
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Help & Contact' })).toBeFocused();
});

test('a footer link followed with the keyboard puts focus on the new page heading', async ({ page }) => {
  await page.goto('/how-it-works');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  // The cookie banner is last in the page: Shift+Tab passes it into the footer.
  await activate(page, page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true }), { max: 20, backwards: true });
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
});
