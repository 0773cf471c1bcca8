import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { staticChunkGraph } from '../scripts/lib/first-load.ts';

// The shell renders /quote in the browser: on a cold load it asks for every chunk of the quote page at once
// (scripts/route-preloads.ts) instead of discovering them one import level per round trip.
const dist = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
const assets = readdirSync(path.join(dist, 'assets'));
const chunk = (prefix: string) => `assets/${assets.find((file) => file.startsWith(prefix) && file.endsWith('.js'))!}`;

// The network path, not the worker's cache.
test.use({ serviceWorkers: 'block' });

/** The scripts this document fetched (its own resource timing: a page before a reload is not counted), with how often. */
async function scriptsFetched(page: Page): Promise<Map<string, number>> {
  const names = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.slice(1)));
  const counts = new Map<string, number>();
  for (const name of names) if (name.endsWith('.js')) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

const preloadLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname.slice(1)),
  );

test('a cold /quote asks for all of the quote page at once, fetches each file once and shows the quote', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'iPhone 15 Get a quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote for iPhone 15' })).toBeVisible();

  // A reload with no cache is a cold start of /quote (the device is in the history entry, as the app put it there).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote for iPhone 15' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Quick Quote/ })).toBeVisible();

  const appScript = new Set(staticChunkGraph(dist, chunk('index-')));
  const quotePage = staticChunkGraph(dist, chunk('quote-page-')).filter((file) => !appScript.has(file));
  expect(quotePage.length, 'the quote page has chunks beyond the app script (zod, the contract, Dexie)').toBeGreaterThan(5);
  expect((await preloadLinks(page)).sort()).toEqual([...quotePage].sort());
  // A preload the import did not reuse (another credentials mode) would be fetched twice.
  const fetched = await scriptsFetched(page);
  expect([...fetched].filter(([, count]) => count > 1)).toEqual([]);
  for (const file of quotePage) expect(fetched.get(file), file).toBe(1);
});

test('going to the quote from a pre-rendered page asks for all of it at once too, each file once', async ({ page }) => {
  await page.goto('/');
  expect(await preloadLinks(page)).toEqual([]);
  await page.getByRole('button', { name: 'iPhone 15 Get a quote' }).click();
  await expect(page.getByRole('button', { name: /Quick Quote/ })).toBeVisible();

  const appScript = new Set(staticChunkGraph(dist, chunk('index-')));
  const quotePage = staticChunkGraph(dist, chunk('quote-page-')).filter((file) => !appScript.has(file));
  expect((await preloadLinks(page)).sort()).toEqual([...quotePage].sort());
  expect([...(await scriptsFetched(page))].filter(([, count]) => count > 1)).toEqual([]);
});

test('pages that are not rendered by the shell preload nothing', async ({ page }) => {
  for (const url of ['/', '/sell-my-device', '/help']) {
    await page.goto(url);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await preloadLinks(page), url).toEqual([]);
  }
  // The shell's other routes neither.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await preloadLinks(page)).toEqual([]);
});
