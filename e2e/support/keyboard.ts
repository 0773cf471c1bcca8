import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, failing after `max` presses.
 * The focused control must then be on screen (WCAG 2.4.11: focus not hidden under the fixed bars).
 */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) {
      await expect(target).toBeInViewport();
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} not reached with ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses`);
}

/** Tabs to a button or link and presses Enter on it. */
export async function activate(page: Page, target: Locator, options?: { max?: number; backwards?: boolean }): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}

/** Tabs to a field and types into it (replacing what it held). */
export async function typeInto(page: Page, field: Locator, text: string, options?: { max?: number }): Promise<void> {
  await tabTo(page, field, options);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
