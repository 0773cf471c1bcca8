import { expect, test } from '@playwright/test';

// Issue 15: under DevTools (Lighthouse, Playwright) V8 records every new Error's stack with its line, and for an Error
// made while a module evaluates it parses that whole module again: React DOM's five sentinels cost about 50 ms of the
// app's first task at 4x CPU. The build makes them without an Error (scripts/react-sentinels.ts, decision 199), and
// nothing else on the way to the first view makes one either. Each Error call is counted with where it came from.

for (const path of ['/', '/sell-my-device', '/quote', '/help']) {
  test(`${path}: no Error object is made from the first byte to the first view and its idle work`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { __qmtErrorsMade: string[] }).__qmtErrorsMade = made;
      const Original = window.Error;
      // Where the call came from: the frame after this wrapper's own.
      const note = () => made.push((new Original().stack ?? '').split('\n')[3]?.trim() ?? '?');
      window.Error = new Proxy(Original, {
        apply(target, self, args: unknown[]) {
          note();
          return Reflect.apply(target, self, args) as Error;
        },
        construct(target, args: unknown[], newTarget: () => unknown) {
          note();
          return Reflect.construct(target, args, newTarget) as Error;
        },
      });
    });
    await page.goto(path);
    await page.waitForFunction(() => performance.getEntriesByName('qmt:first-view-done').length > 0);
    await page.waitForLoadState('networkidle');
    const made = await page.evaluate(() => (window as unknown as { __qmtErrorsMade: string[] }).__qmtErrorsMade);
    expect(made).toEqual([]);
  });
}
