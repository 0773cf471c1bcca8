import { describe, expect, it } from 'vitest';
import { prerenderedPageVariants } from '../../sw/prerendered.ts';
import { pageKey } from '../../server/http/prerendered-pages.ts';
import { appStarter, loadDeadlineMs, startedScript } from '../../src/prerender/app-loader.ts';
import { fillTemplate, paintFirst, sitemapXml, splitDocument, startAtOnce } from '../../src/prerender/document.ts';
import {
  navigationStateGuard,
  preloadOpenedRoute,
  withNavigationStateHeadCheck,
  withoutOpenedRoutePreload,
} from '../../src/prerender/navigation-state-guard.ts';
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
  const runGuard = (state: unknown) => {
    const root = { textContent: '<main>No device selected.</main>' };
    const preloaded: string[] = [];
    const window = { __qmtPreloadRoute: (route: string) => preloaded.push(route) };
    const attributes = new Set(['data-navigation-state']);
    const documentElement = { removeAttribute: (name: string) => attributes.delete(name) };
    const run = new Function('history', 'document', 'location', 'window', '__qmtPreloadRoute', navigationStateGuard());
    run(
      { state },
      { getElementById: (id: string) => (id === 'root' ? root : null), documentElement },
      { pathname: '/quote' },
      window,
      window.__qmtPreloadRoute,
    );
    return { root: root.textContent, preloaded, hidden: attributes.size > 0 };
  };

  it('empties the pre-rendered root and asks for the route code when the entry carries the router state', () => {
    expect(runGuard({ usr: { phone: { id: 1 } }, key: 'k', idx: 0 })).toEqual({ root: '', preloaded: ['/quote'], hidden: false });
  });

  it('keeps the page, and asks for nothing, on a visit without state', () => {
    const kept = { root: '<main>No device selected.</main>', preloaded: [], hidden: true };
    expect(runGuard(null)).toEqual(kept);
    expect(runGuard({ usr: null, key: 'k', idx: 0 })).toEqual(kept);
    // An entry whose state cannot be read (a throwing getter) leaves the page as it is.
    expect(
      runGuard(
        Object.defineProperty({}, 'usr', {
          get: () => {
            throw new Error('no');
          },
        }),
      ),
    ).toEqual(kept);
  });

  it('goes right after the root, and the <head> no longer asks for the route at parse', () => {
    const withPreloads = template.replace('</head>', `<script id="route-preloads">(function(){${preloadOpenedRoute}})();</script>\n</head>`);
    const html = withoutOpenedRoutePreload(fillTemplate(withPreloads, { head: '', body: '<main>x</main>' }, '<script>guard</script>'));
    expect(html).toContain('<div id="root"><main>x</main></div><script>guard</script>');
    expect(html).not.toContain(preloadOpenedRoute);
    expect(() => withoutOpenedRoutePreload(template)).toThrow(/route-preloads/);
  });

  it('hides the root from the first paint, in <head> before the stylesheet, when the entry carries state', () => {
    const html = withNavigationStateHeadCheck(template.replace('</head>', '<link rel="stylesheet" href="/assets/index-x.css">\n</head>'));
    const script = /<meta charset="UTF-8" \/><script>([^<]+)<\/script>/.exec(html)?.[1];
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    const hiddenFor = (state: unknown) => {
      const attributes = new Set<string>();
      new Function('history', 'document', script!)({ state }, { documentElement: { setAttribute: (name: string) => attributes.add(name) } });
      return attributes.has('data-navigation-state');
    };
    expect(hiddenFor({ usr: { phone: { id: 1 } } })).toBe(true);
    expect(hiddenFor({ usr: null })).toBe(false);
    expect(hiddenFor(null)).toBe(false);
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

  it('leaves files and trailing-slash routes (which Workbox handles) alone', () => {
    expect(variants('https://x.test/sw.js')).toEqual([]);
    expect(variants('https://x.test/assets/index-abc.css')).toEqual([]);
    expect(variants('https://x.test/help/')).toEqual([]);
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
