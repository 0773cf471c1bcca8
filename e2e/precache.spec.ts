import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The built worker's precache list: what the seller can open with no network.
const dist = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');

function precachedUrls(): string[] {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
}

test('the worker precaches the shell, every route chunk, icons and device images', () => {
  const urls = precachedUrls();
  expect(urls).toContain('index.html');
  expect(urls).toContain('manifest.webmanifest');
  for (const icon of ['pwa-192x192.png', 'pwa-512x512.png', 'maskable-icon-512x512.png']) expect(urls).toContain(icon);
  for (const image of ['phone', 'tablet', 'laptop', 'watch']) expect(urls).toContain(`images/devices/${image}.svg`);
  const chunks = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js') || file.endsWith('.css'));
  for (const chunk of chunks) expect(urls).toContain(`assets/${chunk}`);
  expect(urls).not.toContain('og-image.png');
  expect(urls.some((url) => url.startsWith('api/'))).toBe(false);
});
