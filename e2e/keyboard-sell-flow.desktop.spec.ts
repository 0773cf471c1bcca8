import { expect, test } from './support/accounts.ts';
import { activate, typeInto } from './support/keyboard.ts';
import { goodPhoneStandard, priceText } from './support/quote.ts';
import { verifyViaMail } from './support/verified-seller.ts';

// The whole sell flow with the keyboard alone: no click, no tap, no mouse. Signing up happens through the API
// (setup); from the catalogue on, every step is Tab, Shift+Tab, typing and Enter.
test('keyboard only: catalogue, search, quote, Add to Basket, checkout to the confirmation', async ({ page, seller }) => {
  await verifyViaMail(page.request, seller.username);
  await page.goto('/sell-my-device');
  const main = page.getByRole('main');

  // The cookie banner is answered from the keyboard too: it is last in the page, so Shift+Tab reaches it first.
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Necessary Only' }), { max: 5, backwards: true });
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();

  // Past the top bar (whose Sell my Device menu opens on focus) with the skip link, the first Tab stop.
  await activate(page, page.getByRole('link', { name: 'Skip to content' }), { max: 3 });
  await typeInto(page, page.getByPlaceholder('Search for a phone...'), 'iphone 13', { max: 10 });
  await expect(main.getByRole('button', { name: /^Select / })).toHaveCount(4);
  await activate(page, main.getByRole('button', { name: 'Select iPhone 13', exact: true }));
  // The Select button went with the catalogue: focus goes to the quote's heading, not back to the top of the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote for iPhone 13' })).toBeFocused();

  await activate(page, main.getByRole('button', { name: /Quick Quote/ }));
  for (const [index, label] of goodPhoneStandard.entries()) {
    await expect(page.getByText(`Question ${index + 1} of ${goodPhoneStandard.length}`, { exact: true })).toBeVisible();
    // Each new question takes the focus (its heading), so its answers are the next Tab stops.
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeFocused();
    await activate(page, main.getByRole('button', { name: label, exact: true }));
  }
  await expect(page.getByTestId('quote-price')).toHaveText(priceText);

  await activate(page, main.getByRole('button', { name: 'Add to Basket' }), { max: 80 });
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeFocused();
  await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText('1');
});
