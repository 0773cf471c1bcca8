import { appStarter } from './app-loader.ts';
import { styleKeeper } from './style-keeper.ts';

/**
 * Pure string work around the pre-rendered HTML, shared by the SSR entry (render.tsx) and the build step
 * (scripts/prerender.ts), and tested on its own.
 */

export interface RenderedPage {
  /** Status the router gave the URL: anything but 200 is a broken page and fails the build. */
  status: number;
  /** The page's <title>, <meta> and <link> tags, as React hoisted them. */
  head: string;
  /** The markup inside <div id="root">. */
  body: string;
}

const rootOpen = '<div id="root">';

/**
 * React renders `<html><head/><body><div id="root">app</div></body></html>` and puts every hoisted tag in its
 * <head>; this takes the two parts back out. The root div is the body's only child, so its content ends just
 * before the last `</div></body>`.
 */
export function splitDocument(html: string): Pick<RenderedPage, 'head' | 'body'> {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const start = html.indexOf(rootOpen);
  const end = html.lastIndexOf('</div></body>');
  if (start === -1 || end < start) throw new Error('The rendered document has no <div id="root">');
  return { head, body: html.slice(start + rootOpen.length, end) };
}

/**
 * The built index.html (scripts, styles, manifest) with the page in it: the shell's generic <title> and
 * description make way for the page's own, and the root holds the rendered page for hydrateRoot.
 */
export function fillTemplate(template: string, page: Pick<RenderedPage, 'head' | 'body'>): string {
  const emptyRoot = '<div id="root"></div>';
  if (!template.includes(emptyRoot) || !template.includes('</head>')) throw new Error('index.html has no empty <div id="root"></div> or </head>');
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', `${page.head}\n  </head>`)
    .replace(emptyRoot, `<div id="root">${page.body}</div>`);
}

/** sitemap.xml for the given paths on the site's origin. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * A pre-rendered page paints from its HTML and stylesheet alone (issue 15, docs/decisions/101): the app's script
 * starts after the page's `load`, so it never competes with the stylesheet and the page's own images for the
 * network. A tap before the app is ready is held by index.html's inline script and replayed once it has hydrated.
 * (The stylesheet stays a link: inlined whole into every page it tripled the precache; see the decision.)
 */
export function paintFirst(html: string): string {
  const { tag, src } = moduleScript(html);
  return html.replace(tag, `<script>${styleKeeper()}</script><script>${appStarter(src, 'after-load')}</script>`);
}

/**
 * The shell (index.html, for every page not pre-rendered) starts the app's script at once, through the same loader,
 * which tries again when it could not be downloaded. The loader goes at the end of <body>, where #root exists, as
 * it did for the deferred module script it replaces.
 */
export function startAtOnce(html: string): string {
  const { tag, src } = moduleScript(html);
  if (!html.includes('</body>')) throw new Error('index.html has no </body>');
  // The style keeper stays in <head>, before the stylesheet: a hung one would hold any script after it.
  return html.replace(tag, `<script>${styleKeeper()}</script>`).replace('</body>', `<script>${appStarter(src, 'now')}</script>\n  </body>`);
}

/**
 * A page that starts offline shows the offline banner from its first paint (docs/decisions/210): the app's own banner
 * (src/app/shell/sync-status.tsx) comes after the first view, at the top of <main>, and pushed everything down as it
 * came (a layout shift of up to 0.08 on a phone). Before the app's root, an inline script puts a copy of the banner
 * (`banner`, the component's markup) when the browser says it is offline: over the page, just below the fixed top bar
 * (`4rem`, <main>'s top padding), and <main>'s top padding grows by the copy's height, kept as the text wraps anew
 * (a resize, a font). So the page starts exactly where it will be when the app's banner stands in <main>, and no box
 * moves then, not even the root (the copy is out of the flow). The style is inside the copy: SyncStatus removes the
 * copy as it draws its own banner, and so does the connection coming back before that. Online, nothing is added:
 * the script only reads navigator.onLine. Hand-written ES5: it runs as is, while the parser stands before #root.
 */
export function offlineStart(html: string, banner: string, id: string): string {
  const root = '<div id="root">';
  if (!html.includes(root)) throw new Error('The page has no <div id="root">');
  const copy = `<div id="${id}" style="position:absolute;top:4rem;left:0;right:0"><style></style>${banner}</div>`;
  // JSON is a JavaScript string literal; `<\/` keeps the markup from ending the script element.
  const literal = JSON.stringify(copy).replaceAll('</', '<\\/');
  const script = `(function(){if(navigator.onLine!==false)return;var here=document.currentScript;here.insertAdjacentHTML('afterend',${literal});var copy=here.nextElementSibling,room=copy.firstChild;function fit(){room.textContent='html,body{overflow-anchor:none}#main{padding-top:calc(4rem + '+copy.getBoundingClientRect().height+'px)}'}fit();var watch=window.ResizeObserver&&new ResizeObserver(fit);if(watch)watch.observe(copy);addEventListener('online',function(){if(watch)watch.disconnect();copy.remove()})})()`;
  return html.replace(root, `<script>${script}</script>${root}`);
}

function moduleScript(html: string): { tag: string; src: string } {
  const scripts = [...html.matchAll(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g)];
  if (scripts.length !== 1) throw new Error(`Expected one module script in the page, found ${scripts.length}`);
  const [tag, src] = scripts[0]!;
  return { tag, src: src! };
}
