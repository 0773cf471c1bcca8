import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { appStarter, startedScript } from '../src/prerender/app-loader.ts';
import { prerenderedPaths } from '../src/prerender/routes.ts';
import { staticPages } from './support/static-pages.ts';

// The build test: the pre-rendered HTML is in dist/, carries each page's text and metadata, and is precached.
const dist = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
const origin = 'https://www.quickmobiletrade.co.uk';
const file = (route: string) => path.join(dist, route.slice(1), 'index.html');

test('the table of static pages covers every pre-rendered route', () => {
  expect(staticPages.map((page) => page.path).sort()).toEqual([...prerenderedPaths].sort());
});

test('every static page is built as HTML with its text, metadata and structured data', () => {
  for (const page of staticPages) {
    expect(existsSync(file(page.path)), page.path).toBe(true);
    const html = readFileSync(file(page.path), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, page.path).toContain(`<title>${page.title} | QuickMobile Trade</title>`);
    expect(html.match(/<title>/g), `${page.path}: one title`).toHaveLength(1);
    expect(html.match(/<meta name="description"/g), `${page.path}: one description`).toHaveLength(1);
    expect(head).toContain(`<link rel="canonical" href="${origin}${page.path}"/>`);
    expect(head).toContain(`<meta property="og:url" content="${origin}${page.path}"/>`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html, page.path).toMatch(new RegExp(`<h1[^>]*>${page.heading.replace('&', '&amp;')}</h1>`));
    expect(html, page.path).toContain(page.text);
    expect(html, page.path).toContain('"@type":"BreadcrumbList"');
    // The built shell's script and styles stay, so the page hydrates: the script is started after `load` (issue 15),
    // by the loader that tries again when it could not be downloaded; the cookie banner is not baked in.
    const script = startedScript(html);
    expect(script, page.path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(html).toContain(`<script>${appStarter(script!, 'after-load')}</script>`);
    expect(html).not.toContain('<script type="module"');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
    expect(html).not.toContain('We use cookies to enhance your experience.');
  }
});

test('structured data: FAQ on help, how-to on how it works and the packaging tutorial, organisation on help', () => {
  const read = (route: string) => readFileSync(file(route), 'utf8');
  expect(read('/help')).toContain('"@type":"FAQPage"');
  expect(read('/help')).toContain('"name":"What happens if I decline a revised quote?"');
  expect(read('/help')).toContain('"@type":"Organization"');
  expect(read('/how-it-works')).toContain('"@type":"HowTo"');
  expect(read('/help/postage-help/packaging-tutorial')).toMatch(/"@type":"HowTo".*"name":"Secure Packaging"/);
});

// The landing pages' HTML is precached; the content pages' is kept once visited and the shell renders them
// offline (docs/decisions/135-precache-shell-and-landing-pages.md; e2e/static-pages-offline.spec.ts proves both).
test('the landing pages are in the service worker precache list, the content pages are not', () => {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  for (const file of ['index.html', 'index.home.html', 'sell-my-device/index.html', 'sell-my-device/iphone/index.html'])
    expect(urls, file).toContain(file);
  for (const route of prerenderedPaths) expect(urls, route).not.toContain(`${route.slice(1)}/index.html`);
  expect(urls).not.toContain('sitemap.xml');
});

test('robots.txt and sitemap.xml are served and list the public pages', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of ['/', '/sell-my-device', ...prerenderedPaths]) expect(sitemap).toContain(`<loc>${origin}${route}</loc>`);
  expect(sitemap).not.toContain('/dashboard');
});

test('the server answers a static route with its own HTML (view-source shows the text)', async ({ request }) => {
  for (const url of ['/help/postage-help', '/help/postage-help/', '/Help/Postage-Help']) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain('<title>Postage Help | QuickMobile Trade</title>');
    expect(html, url).toContain('Where to drop your parcel');
  }
  // A route with nothing pre-rendered (/sell-my-device now is, issue 15) gets the empty shell.
  const shell = await (await request.get('/basket')).text();
  expect(shell).toContain('<div id="root"></div>');
});

test('a pre-rendered page is hydrated, not redrawn, and then shows the cookie banner', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Calls that other issues have not built yet answer 404; only script errors matter here.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  // Keep the heading the HTML arrived with, before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { prerenderedH1: Element | null }).prerenderedH1 = document.querySelector('h1');
    });
  });
  for (const route of ['/help/postage-help', '/how-it-works', '/contact']) {
    await page.goto(route);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    const adopted = await page.evaluate(() => {
      const before = (window as unknown as { prerenderedH1: Element | null }).prerenderedH1;
      return before !== null && before === document.querySelector('h1') && document.contains(before);
    });
    expect(adopted, route).toBe(true);
  }
  expect(errors).toEqual([]);
});
