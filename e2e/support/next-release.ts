import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { OwnServer } from './own-server.ts';

/**
 * The next deploy: the same URL now serves a worker with different bytes, and the browser checks until it has found
 * it (installing or waiting). One check is not enough: the page's own start-up check may be running at that moment,
 * and a second update() joins it and so reads the bytes it read, before the deploy. A seller's browser checks again
 * later (on focus, hourly); the test checks at once.
 */
export async function deployNextWorker(page: Page, server: OwnServer): Promise<void> {
  appendFileSync(path.join(server.distDir, 'sw.js'), '\n// next release\n');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        if (!registration) return false;
        if (!registration.installing && !registration.waiting) await registration.update();
        return Boolean(registration.installing ?? registration.waiting);
      }),
    )
    .toBe(true);
}
