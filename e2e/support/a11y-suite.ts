import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './accounts.ts';
import { expectNoViolations } from './axe.ts';
import { allScenes, type Scene, type Width } from './a11y-scenes.ts';
import { verifyViaMail } from './verified-seller.ts';

/**
 * The page has settled: hydrated (the cookie banner only appears after hydration, and stays in the scan on
 * purpose), a main heading shown, no visible 'Loading...', and no finite animation or scripted fade still
 * running (a menu or card fading in would otherwise be measured half transparent).
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText(/Loading\b/).filter({ visible: true })).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Script-driven fades (framer-motion's reveal on /how-it-works) are not in getAnimations(): they write the
  // opacity inline, frame by frame, so wait until none is part-way between hidden and shown.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].every((element) => {
      const opacity = Number(getComputedStyle(element).opacity);
      return opacity === 0 || opacity === 1;
    }),
  );
}

async function open(page: Page, scene: Scene): Promise<void> {
  if (scene.as) {
    const seller = await signUpViaApi(page.request);
    if (scene.as === 'verified') await verifyViaMail(page.request, seller.username);
  }
  await page.goto(scene.path);
  await settle(page);
  if (scene.act) {
    await scene.act(page);
    await settle(page);
  }
}

/** One test per scene at this width: 0 violations of WCAG 2.2 A and AA. */
export function describeAccessibility(width: Width): void {
  test.describe(`accessibility at ${width === 'mobile' ? '360' : '1280'} px (axe-core, WCAG 2.2 A/AA)`, () => {
    for (const scene of allScenes(width)) {
      test(scene.name, async ({ page }) => {
        // A full-page axe scan of a long page takes seconds on a busy 2-core machine.
        test.setTimeout(90_000);
        await open(page, scene);
        await expectNoViolations(page, `${scene.name} at ${width}`);
      });
    }
  });
}
