import { expect, test } from '@playwright/test';

test.describe('mega-menu (desktop)', () => {
  test('hover shows brand groups in first-appearance order, sorted and capped at 23', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sell my Device' }).hover();
    const menu = page.locator('#mega-menu');
    await expect(menu.getByRole('heading', { name: 'Apple' })).toBeVisible();
    const headings = await menu.getByRole('heading').allTextContents();
    expect(headings.slice(0, 3).map((h) => h.toLowerCase())).toEqual(['apple', 'samsung', 'google']);
    expect(headings.at(-1)?.toLowerCase()).toBe('other devices');

    const apple = menu.getByRole('region', { name: 'Apple' });
    const iphones = await apple.getByRole('listitem').allTextContents();
    expect(iphones.slice(0, 6)).toEqual(['iPhone 8', 'iPhone 8 Plus', 'iPhone X', 'iPhone XR', 'iPhone XS', 'iPhone XS Max']);
    expect(iphones).toHaveLength(23);

    const samsung = await menu.getByRole('region', { name: 'Samsung' }).getByRole('listitem').allTextContents();
    expect(samsung.every((name) => !name.startsWith('Samsung '))).toBe(true);
    expect(samsung).not.toContain('Galaxy S21 5G');
    expect(samsung).toEqual(expect.arrayContaining(['Galaxy S21 FE', 'Galaxy S21', 'Galaxy S21+', 'Galaxy S21 Ultra', 'Galaxy S21 Ultra 5G']));
    expect(samsung.indexOf('Galaxy S21 FE')).toBeLessThan(samsung.indexOf('Galaxy S21'));
    expect(samsung.indexOf('Galaxy S21+')).toBeLessThan(samsung.indexOf('Galaxy S21 Ultra'));
  });

  test('+N more opens the catalogue filtered to that brand', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sell my Device' }).hover();
    await page
      .locator('#mega-menu')
      .getByRole('link', { name: /more Samsung devices/ })
      .click();
    await expect(page).toHaveURL(/\/sell-my-device$/);
    await expect(page.getByRole('checkbox', { name: 'Samsung' })).toBeChecked();
    const brands = await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Select / }) })
      .locator('p')
      .allTextContents();
    expect(new Set(brands)).toEqual(new Set(['Samsung']));
  });

  test('a device in the menu goes to the quote page with that device', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sell my Device' }).hover();
    await page.locator('#mega-menu').getByRole('link', { name: 'iPhone 13', exact: true }).click();
    await expect(page).toHaveURL(/\/quote$/);
    expect(await page.evaluate(() => (history.state as { usr?: { phone?: { device_name?: string } } }).usr?.phone?.device_name)).toBe('iPhone 13');
  });
});
