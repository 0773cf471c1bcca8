import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumArgs } from '../scripts/lib/chromium.ts';

// Chromium reports installability only in a persistent (non-incognito) profile.
test('Chromium finds the app installable (no installability errors)', async ({ baseURL }) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'qmt-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH,
    args: chromiumArgs,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseURL!);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors)
      .toEqual([]);
    const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ short_name: 'QuickMobile', display: 'standalone', start_url: '/' });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
