import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { CatalogueSnapshot } from '../src/lib/catalogue-snapshot.tsx';

// Issue 15: the pages sellers land on (/ and /sell-my-device) arrive with their device cards in the HTML,
// rendered at build time from the seeded catalogue, and are hydrated with the same data, then kept live.
const dist = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const snapshot = () => JSON.parse(read('prerendered/catalogue.json')) as CatalogueSnapshot;
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

test('the built / and /sell-my-device contain the device cards, the first image eager and high priority', () => {
  const { devices, popular } = snapshot();
  expect(devices.length).toBeGreaterThan(100);
  expect(popular.length).toBeGreaterThanOrEqual(4);
  const home = read('index.home.html');
  for (const device of popular) expect(home, device.device_name).toContain(`src="${escapeHtml(device.image_url)}"`);
  expect(home).not.toContain('Loading popular devices...');

  const catalogue = read('sell-my-device/index.html');
  expect(catalogue).toContain(`>${devices.length} devices<`);
  expect(catalogue).not.toContain('Loading devices...');
  const cards = [...catalogue.matchAll(/<li[^>]*><img [^>]*>\s*<h3[^>]*>([^<]+)<\/h3>/g)];
  expect(cards.length).toBeGreaterThanOrEqual(8);
  const firstImage = /<li[^>]*>(<img [^>]*>)/.exec(catalogue)![1]!;
  expect(firstImage).toMatch(/fetchpriority="high"/i);
  expect(firstImage).not.toContain('loading="lazy"');
  // The brand search pages too, with that brand's cards only.
  const iphone = read('sell-my-device/iphone/index.html');
  const names = [...iphone.matchAll(/<li[^>]*><img [^>]*>\s*<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]!);
  expect(names.length).toBeGreaterThanOrEqual(8);
  expect(names.every((name) => name.startsWith('iPhone'))).toBe(true);
  // Both preload the snapshot they hydrate with; the worker precaches all three files.
  for (const html of [home, catalogue]) expect(html).toContain('<link rel="preload" href="/prerendered/catalogue.json" as="fetch" crossorigin>');
  const urls = [...read('sw.js').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  for (const file of ['index.home.html', 'sell-my-device/index.html', 'prerendered/catalogue.json', 'index.html']) expect(urls).toContain(file);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the popular devices and /sell-my-device the device cards before any script runs', async ({ page }) => {
    const { popular } = snapshot();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Popular Devices' })).toBeVisible();
    await expect(page.getByText(popular[0]!.device_name, { exact: true }).first()).toBeVisible();
    await page.goto('/sell-my-device');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
    expect(await page.getByRole('button', { name: /^Select / }).count()).toBeGreaterThanOrEqual(8);
  });
});

test('the pre-rendered catalogue pages are hydrated without a mismatch and keep their cards', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { firstCard: Element | null }).firstCard = document.querySelector('main li');
    });
  });
  for (const route of ['/', '/sell-my-device']) {
    await page.goto(route);
    // The banner appears only after hydration.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    const adopted = await page.evaluate(() => {
      const before = (window as unknown as { firstCard: Element | null }).firstCard;
      return before !== null && document.contains(before);
    });
    expect(adopted, route).toBe(true);
  }
  await expect(page.getByRole('button', { name: /^Select / }).first()).toBeEnabled();
  expect(errors).toEqual([]);
});
