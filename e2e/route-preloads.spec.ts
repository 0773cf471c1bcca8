import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { staticChunkGraph } from '../scripts/lib/first-load.ts';

// The shell renders /quote in the browser: on a cold load it asks for every chunk of the quote page at once
// (scripts/route-preloads.ts) instead of discovering them one import level per round trip.
const dist = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
const assets = readdirSync(path.join(dist, 'assets'));
const chunk = (prefix: string) => `assets/${assets.find((file) => file.startsWith(prefix) && file.endsWith('.js'))!}`;

/**
 * What the router evaluates before the quote page (src/app/module-pieces.ts, its dynamic imports one by one), with the
 * chunks those import: preloaded with the page, so the pieces wait for no round trip.
 */
function piecesGraph(): string[] {
  const pieces = chunk('module-pieces-');
  const imported = [...readFileSync(path.join(dist, pieces), 'utf8').matchAll(/import\(\s*[`'"]\.\/([^`'"]+\.js)[`'"]\s*\)/g)].map(
    ([, file]) => `assets/${file!}`,
  );
  return [pieces, ...imported].flatMap((file) => staticChunkGraph(dist, file));
}

/** The quote page's chunks the app script does not already load: the page's own graph and the pieces before it. */
function quotePageChunks(): string[] {
  const appScript = new Set(staticChunkGraph(dist, chunk('index-')));
  return [...new Set([...piecesGraph(), ...staticChunkGraph(dist, chunk('quote-page-'))])].filter((file) => !appScript.has(file));
}

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

  const quotePage = quotePageChunks();
  expect(quotePage.length, 'the quote page has chunks beyond the app script (zod, the contract, Dexie)').toBeGreaterThan(5);
  expect((await preloadLinks(page)).sort()).toEqual([...quotePage].sort());
  // Each piece is a chunk with code of its own, not a one-line re-export of another (a facade): fetched only when its
  // turn came, facades were a round trip each, one after another, before the first question.
  const pieces = piecesGraph();
  const onlyReexports = (code: string) => code.replace(/(?:import|export)\s*\{[^}]*\}\s*(?:from\s*["'`][^"'`]+["'`])?;?/g, '').trim() === '';
  const facades = pieces.filter((file) => onlyReexports(readFileSync(path.join(dist, file), 'utf8')));
  expect(facades).toEqual([]);
  // A preload the import did not reuse (another credentials mode) would be fetched twice.
  const fetched = await scriptsFetched(page);
  expect([...fetched].filter(([, count]) => count > 1)).toEqual([]);
  for (const file of quotePage) expect(fetched.get(file), file).toBe(1);
});

/**
 * The quote's chunks this document asked for before its first view was done (the app's 'qmt:first-view-done' mark):
 * none on a page the shell does not render. After it they are asked for at low priority (use-quote-code-warm-up.ts).
 */
async function quoteChunksBeforeFirstView(page: Page): Promise<string[]> {
  await page.waitForFunction(() => performance.getEntriesByName('qmt:first-view-done').length > 0);
  const quotePage = new Set(quotePageChunks());
  const early = await page.evaluate(() => {
    const done = performance.getEntriesByName('qmt:first-view-done')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < done)
      .map((entry) => new URL(entry.name).pathname.slice(1));
  });
  return early.filter((file) => quotePage.has(file) && file.includes('quote-page-'));
}

test('going to the quote from a pre-rendered page asks for all of it at once too, each file once', async ({ page }) => {
  await page.goto('/');
  expect(await quoteChunksBeforeFirstView(page)).toEqual([]);
  await page.getByRole('button', { name: 'iPhone 15 Get a quote' }).click();
  await expect(page.getByRole('button', { name: /Quick Quote/ })).toBeVisible();

  expect((await preloadLinks(page)).sort()).toEqual([...quotePageChunks()].sort());
  expect([...(await scriptsFetched(page))].filter(([, count]) => count > 1)).toEqual([]);
});

test("pages that are not rendered by the shell preload nothing for their first view; the quote's code comes after it, once", async ({ page }) => {
  for (const url of ['/', '/sell-my-device', '/help']) {
    await page.goto(url);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await quoteChunksBeforeFirstView(page), url).toEqual([]);
    // Then the quote's chunks, so a Select in a dead spot a moment later still opens the quote.
    await expect.poll(async () => (await preloadLinks(page)).sort(), { message: url }).toEqual([...quotePageChunks()].sort());
    expect(
      [...(await scriptsFetched(page))].filter(([, count]) => count > 1),
      url,
    ).toEqual([]);
  }
  // The shell's other routes neither.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await quoteChunksBeforeFirstView(page)).toEqual([]);
});
