import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` until the returned `release` is called: a state that lasts only while the
 * server is answering (a card's 'Loading...') stays on screen until the test has seen it. A fixed delay instead
 * lets the state come and go between two polls of an assertion when the page is slow to take the tap.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
