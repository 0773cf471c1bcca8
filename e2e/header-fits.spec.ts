import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydrated.ts';

/**
 * The top bar keeps every control on screen at every width a seller uses, also when the browser offers to install
 * the app (Android Chrome does for every visitor who has not installed it): the 'Install app' entry used to push
 * Menu, Basket and Account past the right edge at 360-1024 px, where they could not be tapped.
 */

/** What Chromium fires when the app can be installed (its prompt is never shown here). */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(offer);
  });
}

/** The right edge of each visible control in the top bar, and the width they must fit in. */
async function controlsPastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const width = document.documentElement.clientWidth;
    return [...header.querySelectorAll<HTMLElement>('a, button')]
      .filter((control) => control.offsetParent !== null)
      .map((control) => ({ name: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '?', box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.right > width + 0.5 || box.left < -0.5))
      .map(({ name, box }) => `${name} at ${Math.round(box.left)}-${Math.round(box.right)} of ${width} px`);
  });
}

test('with the install offer showing, Menu, Basket and Account stay on screen from 360 to 1440 px', async ({ page, context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  for (const width of [360, 390, 412, 768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/how-it-works');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log into your account' })).toBeVisible();
    await offerInstall(page);
    // The offer reached the app: the footer shows its entry at every width.
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Install app' })).toBeVisible();
    expect(await controlsPastTheEdge(page), `${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px: no sideways scroll`).toBeLessThanOrEqual(width);
    // Where the bar has room, it offers the install itself.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Install app' })).toBeVisible({ visible: width >= 1280 });
  }
});

test('at 390 px the Menu toggle opens with the install offer showing, and offers the install there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/help');
  await offerInstall(page);
  await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Install app' })).toBeVisible();
});
