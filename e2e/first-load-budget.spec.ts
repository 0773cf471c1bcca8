import path from 'node:path';
import { devices, expect, test } from '@playwright/test';
import { firstLoad, firstLoadJsBudget, gzipBytes } from '../scripts/lib/first-load.ts';

// The built chunk graph of the shell: index.html's module script and every modulepreload it lists, gzipped.
const dist = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');

test('first-load JavaScript of / stays within 130 KB gzip', () => {
  const load = firstLoad(dist);
  expect(load.js[0], 'index.html has its module script first').toMatch(/^assets\/index-.+\.js$/);
  const sizes = load.js.map((file) => `${(gzipBytes(dist, file) / 1024).toFixed(1)} KB ${file}`).join('\n');
  expect(load.jsGzipBytes, `first-load JS is ${(load.jsGzipBytes / 1024).toFixed(1)} KB gzip:\n${sizes}`).toBeLessThanOrEqual(firstLoadJsBudget);
});

// Issue 15's figure as the bench measures it (bench/first-load.ts): every script the browser really asks for to show
// / before the app marks its first view done, gzipped. Two Selects' worth of code once pushed it over unseen.
test('JavaScript fetched to show / stays within 130 KB gzip', async ({ browser }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('qmt:first-view-done').length > 0);
  const files = await page.evaluate(() => {
    const done = performance.getEntriesByName('qmt:first-view-done')[0]!.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < done && new URL(entry.name).pathname.endsWith('.js'));
    return [...new Set(scripts.map((entry) => new URL(entry.name).pathname.slice(1)))];
  });
  await context.close();
  const sizes = files.map((file) => ({ file, bytes: gzipBytes(dist, file) }));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  const list = sizes.map(({ file, bytes }) => `${(bytes / 1024).toFixed(1)} KB ${file}`).join('\n');
  expect(total, `JS fetched to show / is ${(total / 1024).toFixed(1)} KB gzip:\n${list}`).toBeLessThanOrEqual(firstLoadJsBudget);
});
