import { describe, expect, it } from 'vitest';
import { prerenderedPageVariants } from '../../sw/prerendered.ts';
import { pageKey } from '../../server/http/prerendered-pages.ts';
import { appStarter, loadDeadlineMs, startedScript } from '../../src/prerender/app-loader.ts';
import { fillTemplate, paintFirst, sitemapXml, splitDocument, startAtOnce } from '../../src/prerender/document.ts';
import { guardNavigationState, preloadOpenedRoute } from '../../src/prerender/navigation-state-guard.ts';
import { navigationStatePagePaths, prerenderedFile, sitemapPaths } from '../../src/prerender/routes.ts';

const template = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Generic shell description."
    />
    <title>QuickMobile Trade: sell your phone</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pre-rendered documents', () => {
  it('takes the hoisted head and the root markup out of a React document', () => {
    const html =
      '<!DOCTYPE html><html><head><title>Help</title><meta name="description" content="d"/></head><body><div id="root"><div class="app"><div>x</div></div></div></body></html>';
    expect(splitDocument(html)).toEqual({
      head: '<title>Help</title><meta name="description" content="d"/>',
      body: '<div class="app"><div>x</div></div>',
    });
  });

  it('puts the page into the built shell, replacing its generic title and description', () => {
    const html = fillTemplate(template, {
      head: '<title>Help | Q</title><meta name="description" content="Help text."/>',
      body: '<main>Help</main>',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Help | Q</title>');
    expect(html).not.toContain('Generic shell description.');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html.indexOf('<title>Help | Q</title>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"><main>Help</main></div>');
  });

  it('refuses a template without an empty root, rather than writing a page that cannot hydrate', () => {
    expect(() => fillTemplate('<html><head></head><body></body></html>', { head: '', body: 'x' })).toThrow(/root/);
  });

  it('paints first: no module script or preload until the page has loaded (issue 15)', () => {
    const built = template.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-x.css">\n</head>');
    const html = paintFirst(fillTemplate(built, { head: '<title>Help</title>', body: '<main>Help</main>' }));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-x.css">');
    expect(html).not.toMatch(/<script type="module"|modulepreload/);
    expect(html).toContain(`<script>${appStarter('/assets/index-abc.js', 'after-load')}</script>`);
    // The starter imports the app's script on `load`, not before; or after a deadline, if a hung request holds `load` back.
    const listeners = new Map<string, () => void>();
    const timers: number[] = [];
    const run = new Function('addEventListener', 'document', 'window', 'setTimeout', appStarter('/assets/index-abc.js', 'after-load'));
    run(
      (event: string, listener: () => void) => listeners.set(event, listener),
      { readyState: 'interactive', documentElement: { dataset: {} } },
      {},
      (_: () => void, ms: number) => timers.push(ms),
    );
    expect([...listeners.keys()]).toEqual(['load']);
    expect(timers).toEqual([loadDeadlineMs]);
  });

  it('the shell starts the app at once from the end of <body>, where #root already is', () => {
    const html = startAtOnce(template);
    expect(html).not.toMatch(/<script type="module"/);
    const loader = `<script>${appStarter('/assets/index-abc.js', 'now')}</script>`;
    expect(html).toContain(loader);
    expect(html.indexOf('<div id="root"></div>')).toBeLessThan(html.indexOf(loader));
    expect(html.indexOf(loader)).toBeLessThan(html.indexOf('</body>'));
  });

  it('refuses a page without exactly one module script to start', () => {
    expect(() => paintFirst('<html><head></head><body></body></html>')).toThrow(/one module script/);
  });

  it('writes a sitemap of absolute URLs and names the files by route', () => {
    expect(sitemapXml('https://example.test', ['/', '/help'])).toContain('<loc>https://example.test/help</loc>');
    expect(prerenderedFile('/help/postage-help')).toBe('help/postage-help/index.html');
  });
});

describe('a page whose content comes from navigation state (/quote)', () => {
  const built = template
    .replace('</head>', '<link rel="stylesheet" href="/assets/index-x.css">\n</head>')
    .replace('</head>', `<script id="route-preloads">(function(){${preloadOpenedRoute}})();</script>\n</head>`);
  const page = guardNavigationState(fillTemplate(built, { head: '', body: '<main>No device selected.</main>' }));
  const inlineScripts = [...page.matchAll(/<script>([^<]+)<\/script>/g)].map((match) => match[1]!);

  /** The page's own inline scripts, run in order against a document that holds what the HTML painted. */
  const openWith = (state: unknown) => {
    const root = { textContent: '<main>No device selected.</main>' };
    const preloaded: string[] = [];
    const attributes = new Set<string>();
    const documentElement = {
      setAttribute: (name: string) => attributes.add(name),
      removeAttribute: (name: string) => attributes.delete(name),
      hasAttribute: (name: string) => attributes.has(name),
    };
    const document = { getElementById: (id: string) => (id === 'root' ? root : null), documentElement };
    const hiddenAtRoot: boolean[] = [];
    for (const [index, script] of inlineScripts.entries()) {
      // The root is parsed (and could paint) between the head's check and the guard.
      if (index === inlineScripts.length - 1) hiddenAtRoot.push(attributes.has('data-navigation-state'));
      const preloadRoute = (route: string) => preloaded.push(route);
      new Function('history', 'document', 'location', '__qmtPreloadRoute', script)({ state }, document, { pathname: '/quote' }, preloadRoute);
    }
    return { root: root.textContent, preloaded, hiddenWhileParsed: hiddenAtRoot[0], hiddenAfter: attributes.size > 0 };
  };

  it('hides the root from the first paint, empties it and asks for the route code when the entry carries the router state', () => {
    expect(openWith({ usr: { phone: { id: 1 } }, key: 'k', idx: 0 })).toEqual({
      root: '',
      preloaded: ['/quote'],
      hiddenWhileParsed: true,
      hiddenAfter: false,
    });
  });

  it('keeps the page, and asks for nothing, on a visit without state', () => {
    const kept = { root: '<main>No device selected.</main>', preloaded: [], hiddenWhileParsed: false, hiddenAfter: false };
    expect(openWith(null)).toEqual(kept);
    expect(openWith({ usr: null, key: 'k', idx: 0 })).toEqual(kept);
    // An entry whose state cannot be read (a throwing getter) leaves the page as it is.
    expect(
      openWith(
        Object.defineProperty({}, 'usr', {
          get: () => {
            throw new Error('no');
          },
        }),
      ),
    ).toEqual(kept);
  });

  it('puts the check first in <head>, before the stylesheet, the guard right after the root, and no route call at parse', () => {
    expect(inlineScripts).toHaveLength(2);
    expect(page.indexOf(`<meta charset="UTF-8" /><script>${inlineScripts[0]}</script>`)).toBeLessThan(page.indexOf('rel="stylesheet"'));
    expect(page).toContain(`<div id="root"><main>No device selected.</main></div><script>${inlineScripts[1]}</script>`);
    expect(page).not.toContain(`(function(){${preloadOpenedRoute}})`);
    expect(() => guardNavigationState(template)).toThrow(/route-preloads/);
  });

  it('is not in the sitemap', () => {
    for (const path of navigationStatePagePaths) expect(sitemapPaths).not.toContain(path);
  });
});

describe('service worker: a pre-rendered page answers its own route', () => {
  const variants = (url: string) => prerenderedPageVariants({ url: new URL(url) }).map((u) => u.pathname);

  it('looks up /route/index.html for a page route', () => {
    expect(variants('https://x.test/help/postage-help')).toEqual(['/help/postage-help/index.html']);
    expect(variants('https://x.test/help?utm_source=mail')).toEqual(['/help/index.html']);
  });

  it('looks the page up in lower case and without a trailing slash, as the server finds it (outside review)', () => {
    expect(variants('https://x.test/Quote')).toEqual(['/quote/index.html']);
    expect(variants('https://x.test/QUOTE/?x=1')).toEqual(['/quote/index.html']);
    expect(variants('https://x.test/Sell-My-Device/IPhone')).toEqual(['/sell-my-device/iphone/index.html']);
    expect(variants('https://x.test/help/')).toEqual(['/help/index.html']);
  });

  it('leaves files and / (its own route) alone', () => {
    expect(variants('https://x.test/sw.js')).toEqual([]);
    expect(variants('https://x.test/assets/index-abc.css')).toEqual([]);
    expect(variants('https://x.test/Quote/index.html')).toEqual([]);
    expect(variants('https://x.test/')).toEqual([]);
    expect(variants('https://x.test//')).toEqual([]);
  });
});

describe('server: the key of a pre-rendered route', () => {
  it.each([
    ['/help', '/help'],
    ['/Help/Postage-Help/', '/help/postage-help'],
    ['/help?x=1', '/help'],
    ['/', '/'],
  ])('%s -> %s', (url, key) => expect(pageKey(url)).toBe(key));
});

describe('the app loader names its script for the build size checks', () => {
  it('finds the script a shell or a pre-rendered page starts, and nothing in a page without a loader', () => {
    expect(startedScript(`<script>${appStarter('/assets/index-abc.js', 'now')}</script>`)).toBe('/assets/index-abc.js');
    expect(startedScript(`<script>${appStarter('/assets/index-abc.js', 'after-load')}</script>`)).toBe('/assets/index-abc.js');
    expect(startedScript('<html><body></body></html>')).toBeUndefined();
  });
});
