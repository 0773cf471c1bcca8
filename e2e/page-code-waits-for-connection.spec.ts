import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';

// A first visit (no worker yet) to a page whose own code is fetched after its HTML, and the signal goes before that
// code came: the page showed 'Unexpected Application Error!' and told the seller to reload, though it loads itself
// once the signal is back (an outside review). It now waits calmly, in words, and still loads itself.
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 90_000 });

// Ours, not the spec's (docs/product.md, decision 203).
const waitingHeading = 'Waiting for a connection';
const waitingText = 'This page could not be downloaded, as the connection is not getting it through. It will open by itself once it arrives.';

const lines = [
  { line: 'cut', width: 360 },
  { line: 'failing lie-fi', width: 1280 },
  { line: 'hanging lie-fi', width: 390 },
] as const;
type Line = (typeof lines)[number]['line'];

/** Opens the page with its code held, then takes the signal away as `line` does and lets the code's request go. */
async function openThenLoseSignal(page: Page, line: Line): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let onCode = (route: Route) => void held.push(route);
  await page.route('**/assets/catalogue-page-*.js', (route) => onCode(route));
  await page.goto('/sell-my-device/galaxy-s23');
  await expect.poll(() => held.length).toBe(1);
  const context = page.context();
  if (line === 'cut') {
    await context.setOffline(true);
    onCode = (route) => void route.continue().catch(() => undefined);
  } else if (line === 'failing lie-fi') {
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    onCode = (route) => void route.abort('internetdisconnected');
  } else {
    // Nothing answers: the page's code gives up after 20 s (decision 195), the server's probe after 3 s.
    await context.route('**/*', () => undefined);
    onCode = () => undefined;
  }
  for (const route of held) onCode(route);
  return async () => {
    onCode = (route) => void route.continue().catch(() => undefined);
    if (line === 'cut') await context.setOffline(false);
    else await context.unrouteAll({ behavior: 'ignoreErrors' });
  };
}

for (const { line, width } of lines) {
  test(`a first visit whose page code was lost to a ${line} waits in calm words, then opens by itself (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const signalBack = await openThenLoseSignal(page, line);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: waitingHeading })).toBeVisible({ timeout: 40_000 });
    await expect(main.getByRole('status').filter({ hasText: waitingText })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reload page' })).toHaveCount(0);
    // Fits the screen: nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoViolations(page, `the waiting page at ${width} px`);

    await signalBack();
    await expect(page.getByRole('button', { name: 'Select Galaxy S23', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(waitingHeading)).toHaveCount(0);
  });
}
