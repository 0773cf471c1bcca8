import { expect, test, type Page } from '@playwright/test';
import { answerQuestions } from './support/quote.ts';
import { consoleErrors } from './support/console-errors.ts';

// Issue 15: /quote opened without a device (a bookmark, a typed address) is pre-rendered, so it paints from its HTML
// at once; a reload that carries the device (navigation state) must never show that HTML nor hydrate it
// (src/prerender/navigation-state-guard.ts).

interface AtParse {
  noDevice: boolean;
  quoteCodeAsked: boolean;
}

/** What the document held when its HTML was parsed (DOMContentLoaded), before the app's script ran. */
async function recordAtParse(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __qmtAtParse: AtParse }).__qmtAtParse = {
        noDevice: document.body.textContent.includes('No device selected.'),
        quoteCodeAsked: document.querySelector('link[rel="modulepreload"][href*="quote-page"]') !== null,
      };
    });
  });
}
const atParse = (page: Page) => page.evaluate(() => (window as unknown as { __qmtAtParse: AtParse }).__qmtAtParse);

test('/quote without a device shows its page from the HTML alone, with no script run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/quote');
  await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
  await expect(page.getByText('No device selected.', { exact: true })).toBeVisible();
  await context.close();
});

test('/quote without a device asks for the quote code only after its paint, then the app takes the page over', async ({ page }) => {
  const errors = consoleErrors(page);
  await recordAtParse(page);
  await page.goto('/quote');
  expect(await atParse(page)).toEqual({ noDevice: true, quoteCodeAsked: false });
  await page.waitForFunction(() => performance.getEntriesByName('qmt:first-view-done').length > 0);
  await expect(page.getByText('No device selected.', { exact: true })).toBeVisible();
  // The app's own link works: the page is React's now.
  await page.getByRole('main').getByRole('link', { name: 'Choose your device' }).click();
  await expect(page).toHaveURL(/\/sell-my-device$/);
  expect(errors).toEqual([]);
});

test('a reload of the quote carries its device: the pre-rendered page is never shown, and the quote comes back', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/sell-my-device/galaxy-s23');
  await page.getByRole('button', { name: 'Select Galaxy S23', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How would you like to get your quote?' })).toBeVisible();
  await recordAtParse(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote for Galaxy S23' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How would you like to get your quote?' })).toBeVisible();
  // Removed before anything could paint; the quote's code asked for at once, as the shell does.
  expect(await atParse(page)).toEqual({ noDevice: false, quoteCodeAsked: true });
  await expect(page.getByText('No device selected.')).toHaveCount(0);
  // The root, hidden from the first paint until the guard emptied it, is shown again.
  await expect(page.locator('html')).not.toHaveAttribute('data-navigation-state');
  await expect(page).toHaveTitle('Sell My Galaxy S23: Get a Quote | QuickMobile Trade');
  expect(errors).toEqual([]);
});

/** A quote in progress for the Galaxy S23 (one question answered), kept as a draft in IndexedDB. */
async function startGalaxyS23Quote(page: Page): Promise<void> {
  await page.goto('/sell-my-device/galaxy-s23');
  await page.getByRole('button', { name: 'Select Galaxy S23', exact: true }).click();
  await page.getByRole('button', { name: /Quick Quote/ }).click();
  await answerQuestions(page, ['Yes'], 6);
  await expect(page.getByText('Question 2 of 6', { exact: true })).toBeVisible();
}

test('/quote opened fresh lists the quote in progress, and Continue resumes it where the seller left it', async ({ page }) => {
  await startGalaxyS23Quote(page);
  // A new page load without state (a goto to the same URL would reload the entry, state and all): the pre-rendered
  // page, hydrated, then its Dexie list.
  await page.goto('/help');
  await page.goto('/quote');
  await expect(page.getByText('No device selected.', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Continue your quote for Galaxy S23' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote for Galaxy S23' })).toBeVisible();
  // One Continue is enough: the seller chose this quote, so it is not asked again ('Continue your quote?').
  await expect(page.getByText('Question 2 of 6', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Continue your quote?' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start again' })).toHaveCount(0);
});

// An outside review: a stale quote stayed in the list for good, Start again reachable only through the catalogue.
test('a quote in progress can be removed from the list, for good, and the device then starts a new quote', async ({ page }) => {
  await startGalaxyS23Quote(page);
  await page.goto('/help');
  await page.goto('/quote');
  const remove = page.getByRole('button', { name: 'Remove your quote for Galaxy S23' });
  await remove.click();
  await expect(page.getByRole('link', { name: 'Continue your quote for Galaxy S23' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your quotes in progress' })).toHaveCount(0);
  // Focus is not lost with the button: it goes to the page's heading, the list gone with its last quote.
  await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeFocused();
  await page.reload();
  await expect(page.getByText('No device selected.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue your quote for Galaxy S23' })).toHaveCount(0);
  await page.goto('/sell-my-device/galaxy-s23');
  await page.getByRole('button', { name: 'Select Galaxy S23', exact: true }).click();
  await expect(page.getByRole('button', { name: /Quick Quote/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Continue your quote?' })).toHaveCount(0);
});

test('a quote in progress reached another way still offers Continue or Start again', async ({ page }) => {
  await startGalaxyS23Quote(page);
  await page.goto('/help');
  await page.goto('/sell-my-device/galaxy-s23');
  await page.getByRole('button', { name: 'Select Galaxy S23', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Continue your quote?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();
});

test('the quotes in progress appear below Choose your device, moving nothing a seller is about to tap', async ({ page }) => {
  await startGalaxyS23Quote(page);
  await page.goto('/help');
  await page.addInitScript(() => {
    const held = window as unknown as { __qmtShifts: number[]; __qmtChooseTop: number | null };
    held.__qmtShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) held.__qmtShifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const choose = [...document.querySelectorAll('main a')].find((link) => link.textContent.trim() === 'Choose your device');
      held.__qmtChooseTop = choose ? choose.getBoundingClientRect().top : null;
    });
  });
  await page.goto('/quote');
  await expect(page.getByRole('link', { name: 'Continue your quote for Galaxy S23' })).toBeVisible();
  const choose = page.getByRole('main').getByRole('link', { name: 'Choose your device' });
  const { chooseTopAtParse, shifts } = await page.evaluate(() => {
    const held = window as unknown as { __qmtShifts: number[]; __qmtChooseTop: number | null };
    return { chooseTopAtParse: held.__qmtChooseTop, shifts: held.__qmtShifts };
  });
  expect(chooseTopAtParse).not.toBeNull();
  expect((await choose.boundingBox())?.y).toBe(chooseTopAtParse);
  expect(shifts).toEqual([]);
});
