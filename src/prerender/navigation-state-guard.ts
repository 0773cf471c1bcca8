/**
 * The shell's inline route-preloads script (scripts/route-preloads.ts) ends with this call: the opened page's chunks
 * are asked for while the HTML is parsed.
 */
export const preloadOpenedRoute = '__qmtPreloadRoute(location.pathname);';

/** The attribute the head's check sets on <html>: styles.css hides #root while it is there. */
export const navigationStateAttribute = 'data-navigation-state';

/**
 * The head's half of the guard, before #root is parsed: when the entry carries the router's state, the root is
 * hidden from the first paint (styles.css) until the guard after it has emptied it. Chromium can paint a page before
 * its last script has run (the HTML arriving in parts, or the parser yielding), and a reload mid-quote then showed
 * 'No device selected.' for 12-270 ms at 4-6x CPU, or as long as the rest of the HTML took (an outside review).
 */
function navigationStateHeadCheck(): string {
  return `(function(){try{var state=history.state;if(state&&state.usr!=null)document.documentElement.setAttribute('${navigationStateAttribute}','')}catch(error){}})()`;
}

/**
 * A page whose content comes from navigation state (/quote: the device a Select chose) is pre-rendered as a visit
 * without state shows it ('No device selected.'), so a first visit paints at once. A visit that carries state (a
 * reload mid-quote) must never show that HTML, nor hydrate it: it is not the page React would render. The head's
 * check decides and marks <html>; this inline script, right after #root, follows that mark: it empties the root,
 * shows it again and asks for the route's code. main.tsx then finds no pre-rendered page and renders it, as the
 * shell does. Hand-written ES5.
 */
function navigationStateGuard(): string {
  return `(function(){try{var html=document.documentElement;if(html.hasAttribute('${navigationStateAttribute}')){var root=document.getElementById('root');if(root)root.textContent='';html.removeAttribute('${navigationStateAttribute}');${preloadOpenedRoute}}}catch(error){}})()`;
}

/**
 * The pre-rendered page made safe for a visit with state: the head's check first thing after its charset, the
 * guard right after #root, and the route's code asked for by the guard only (below).
 */
export function guardNavigationState(html: string): string {
  return withNavigationStateHeadCheck(withGuardAfterRoot(withoutOpenedRoutePreload(html)));
}

/** The guard right after #root, the last element of index.html's <body>. */
function withGuardAfterRoot(html: string): string {
  const body = html.lastIndexOf('</body>');
  const root = body === -1 ? '' : html.slice(0, body).trimEnd();
  if (!root.endsWith('</div>')) throw new Error('The page has no #root last in its <body> to put the guard after');
  return `${root}<script>${navigationStateGuard()}</script>${html.slice(root.length)}`;
}

/**
 * The guarded page's HTML without the call in <head>: the guard makes it, for a visit with state only. A visit without
 * state paints from the HTML and starts the app at `load`; the route's chunks fetched meanwhile shared the slow line
 * with the stylesheet (issue 15: Lighthouse counted them before the largest paint, 1.7-2.2 s where the page's own
 * paint was 0.8-0.9 s).
 */
function withoutOpenedRoutePreload(html: string): string {
  if (!html.includes(preloadOpenedRoute)) throw new Error('The page has no route-preloads call to move into its guard');
  return html.replace(preloadOpenedRoute, '');
}

/**
 * The page with the head's check first thing after its charset: before the stylesheet, whose download a script
 * placed after it would wait for.
 */
function withNavigationStateHeadCheck(html: string): string {
  const charset = '<meta charset="UTF-8" />';
  if (!html.includes(charset)) throw new Error('The page has no <meta charset="UTF-8" /> to put the head check after');
  return html.replace(charset, `${charset}<script>${navigationStateHeadCheck()}</script>`);
}
