import type { Page } from '@playwright/test';

/**
 * Holds the app's script (the entry chunk) until the returned `release` is called: the pre-rendered page is on
 * screen and nothing of the app answers yet, as on a slow phone or a slow network.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const scriptHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  return release;
}
