import { expect, type Page } from '@playwright/test';
import type { Scene, Width } from './a11y-scene.ts';
import { paths } from '../../src/shared/paths.ts';
import { checkoutScenes } from './a11y-checkout-scenes.ts';
import { answerQuestions, goodPhoneStandard } from './quote.ts';

/**
 * What the accessibility suite scans: every route of `src/shared/paths.ts` as it first shows (a route added there is
 * scanned without anyone touching this file), then the states a route only reaches through the seller's actions:
 * open dialogs and menus, form errors, each quote wizard step, each checkout step.
 */
export type { Scene, Width } from './a11y-scene.ts';

/** A value for a path that takes a parameter (the catalogue search term). */
const sampleParameter = 'iphone-13';

const signedInPrefix = paths.dashboard;

/**
 * Routes that fetch what they show: scanned once it has arrived (a control that only exists with data, like a
 * popular device's button, is scanned too), not only at first render.
 */
const dataLoaded: Partial<Record<keyof typeof paths, (page: Page) => Promise<void>>> = {
  home: (page) => expect(page.getByRole('button', { name: / Get a quote$/ }).first()).toBeVisible(),
  catalogue: (page) => expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible(),
  catalogueSearch: (page) => expect(page.getByRole('button', { name: 'Select iPhone 13', exact: true })).toBeVisible(),
  dashboard: (page) => expect(page.getByText(/no trade-ins yet/i)).toBeVisible(),
  dashboardAccount: (page) => expect(page.getByLabel('Town/City')).toBeVisible(),
  dashboardMarketing: (page) => expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible(),
  // Not fetched, but revealed: on a desktop the first card fades in once the animation code has arrived.
  howItWorks: (page) => expect(page.getByRole('main').getByRole('listitem').first()).toHaveCSS('opacity', '1'),
};

export function routeScenes(): Scene[] {
  return Object.entries(paths).map(([key, value]) => {
    const path = typeof value === 'function' ? value(sampleParameter) : value;
    const loaded = dataLoaded[key as keyof typeof paths];
    return {
      name: `route ${key} (${path})`,
      path,
      ...(path.startsWith(signedInPrefix) ? { as: 'seller' as const } : {}),
      ...(loaded ? { act: loaded } : {}),
    };
  });
}

/** Routes whose page differs with a query, and the not-found page. */
const variantScenes: Scene[] = [
  { name: 'not-found page', path: '/no/such/page' },
  { name: 'password reset with a token', path: `${paths.passwordReset}?token=not-a-real-token` },
  {
    name: 'verify-email with a bad token (failed)',
    path: `${paths.verifyEmail}?token=not-a-real-token`,
    act: (page) => expect(page.getByRole('main').getByRole('alert')).toBeVisible(),
  },
];

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openDialog(page: Page, button: string, name: string, showErrors?: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await expect(dialog(page, name)).toBeVisible();
  if (showErrors) {
    await dialog(page, name).getByRole('button', { name: showErrors }).click();
    await expect(dialog(page, name).getByText('Please fill in all required fields.').first()).toBeVisible();
  }
}

const shellScenes: Scene[] = [
  {
    name: 'mobile menu open',
    path: paths.home,
    only: 'mobile',
    act: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Business' })).toBeVisible();
    },
  },
  {
    name: 'mega-menu open',
    path: paths.home,
    only: 'desktop',
    act: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'Sell my Device' }).hover();
      await expect(page.locator('#mega-menu').getByRole('heading', { name: 'Apple' })).toBeVisible();
    },
  },
];

const formScenes: Scene[] = [
  { name: 'help: Contact Us dialog with errors', path: paths.help, act: (page) => openDialog(page, 'Contact Us', 'Contact Us', 'Submit Ticket') },
  {
    name: 'business: Request a Call Back dialog with errors',
    path: paths.business,
    act: (page) => openDialog(page, 'Request a Call Back', 'Request a Call Back', 'Request a Call Back'),
  },
  {
    name: 'best price: Challenge Us dialog with errors',
    path: paths.bestPricePromise,
    act: (page) => openDialog(page, 'Challenge Us', 'Challenge Us', 'Submit Quote'),
  },
  {
    name: 'help: an FAQ answer open',
    path: paths.help,
    act: async (page) => {
      await page.getByRole('button', { name: 'How do I get a quote?' }).click();
      await expect(page.getByText('Search for your device on Sell my Device')).toBeVisible();
    },
  },
  {
    name: 'login: empty form error',
    path: paths.login,
    act: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Please fill in both fields.')).toBeVisible();
    },
  },
  {
    name: 'register: empty form error',
    path: paths.register,
    act: async (page) => {
      await page
        .getByRole('main')
        .getByRole('button', { name: /^(Next|Create Account)$/ })
        .click();
      await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
    },
  },
  {
    name: 'catalogue: filters shown, nothing found',
    path: paths.catalogueSearch('no-such-device'),
    act: async (page) => {
      const show = page.getByRole('button', { name: 'Show Filters' });
      if (await show.isVisible()) await show.click();
      await expect(page.getByRole('checkbox', { name: 'Samsung' })).toBeVisible();
      await expect(page.getByText('No devices found')).toBeVisible();
    },
  },
];

/** Opens the quote wizard for iPhone 13 from the catalogue (the device comes through navigation state). */
async function openQuote(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote for iPhone 13' })).toBeVisible();
}

const quoteFrom = paths.catalogueSearch('iphone-13');
const quoteScenes: Scene[] = [
  { name: 'quote: choose the type', path: quoteFrom, act: openQuote },
  {
    name: 'quote: first question with Did You Know',
    path: quoteFrom,
    act: async (page) => {
      await openQuote(page);
      await page.getByRole('button', { name: /Quick Quote/ }).click();
      await expect(page.getByText('Question 1 of 6', { exact: true })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Did You Know' })).toBeVisible();
    },
  },
  {
    name: 'quote: Did You Know dialog',
    path: quoteFrom,
    act: async (page) => {
      await openQuote(page);
      await page.getByRole('button', { name: /Quick Quote/ }).click();
      await page.getByRole('button', { name: 'Read More' }).click();
      await expect(page.getByRole('dialog', { name: 'Did You Know' })).toBeVisible();
    },
  },
  {
    name: 'quote: Excellent removed note',
    path: quoteFrom,
    act: async (page) => {
      await openQuote(page);
      await page.getByRole('button', { name: /Advanced Quote/ }).click();
      await answerQuestions(page, ['Yes', '128GB', 'Yes', 'Yes', 'No'], 13);
      await expect(page.getByText('Excellent condition has been removed as physical damage was detected in previous answers.')).toBeVisible();
    },
  },
  {
    name: 'quote: summary with the price',
    path: quoteFrom,
    act: async (page) => {
      await openQuote(page);
      await page.getByRole('button', { name: /Quick Quote/ }).click();
      await answerQuestions(page, goodPhoneStandard, 6);
      await expect(page.getByTestId('quote-price')).toBeVisible();
    },
  },
  {
    name: 'quote: draft prompt after a reload',
    path: quoteFrom,
    act: async (page) => {
      await openQuote(page);
      await page.getByRole('button', { name: /Quick Quote/ }).click();
      await answerQuestions(page, ['Yes'], 6);
      await expect(page.getByText('Question 2 of 6', { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Continue your quote?' })).toBeVisible();
    },
  },
];

const dashboardScenes: Scene[] = [
  {
    name: 'dashboard: mobile menu open',
    path: paths.dashboardAccount,
    as: 'seller',
    only: 'mobile',
    act: async (page) => {
      await page.getByRole('button', { name: 'Dashboard Menu' }).click();
      await expect(dialog(page, 'Dashboard menu').getByRole('link', { name: 'Marketing' })).toBeVisible();
    },
  },
  {
    name: 'dashboard: Unsaved Changes dialog',
    path: paths.dashboardAccount,
    as: 'seller',
    act: async (page) => {
      await page.getByLabel('Town/City').fill('York');
      await page.getByRole('banner').getByRole('link', { name: 'Go to Dashboard' }).click();
      await expect(dialog(page, 'Unsaved Changes')).toBeVisible();
    },
  },
  {
    name: 'dashboard: settings saved toast',
    path: paths.dashboardAccount,
    as: 'seller',
    act: async (page) => {
      await page.getByLabel('Address Line 1').fill('1 High Street');
      await page.getByLabel('Town/City').fill('York');
      await page.getByLabel('Postcode').fill('YO1 7HH');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Changes saved successfully!')).toBeVisible();
    },
  },
  {
    name: 'dashboard: marketing Contact Us dialog',
    path: paths.dashboardMarketing,
    as: 'seller',
    act: (page) => openDialog(page, 'Contact Us', 'Contact Us'),
  },
];

export function allScenes(width: Width): Scene[] {
  return [...routeScenes(), ...variantScenes, ...shellScenes, ...formScenes, ...quoteScenes, ...dashboardScenes, ...checkoutScenes].filter(
    (scene) => !scene.only || scene.only === width,
  );
}
