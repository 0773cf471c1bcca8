/**
 * The shell's inline route-preloads script (scripts/route-preloads.ts) ends with this call: the opened page's chunks
 * are asked for while the HTML is parsed.
 */
export const preloadOpenedRoute = '__qmtPreloadRoute(location.pathname);';

/**
 * A page whose content comes from navigation state (/quote: the device a Select chose) is pre-rendered as a visit
 * without state shows it ('No device selected.'), so a first visit paints at once. A visit that carries state (a
 * reload mid-quote) must never show that HTML, nor hydrate it: it is not the page React would render. This inline
 * script, right after #root, empties the root before the first paint when the history entry holds the router's
 * state (`usr`); main.tsx then finds no pre-rendered page and renders it, as the shell does. Hand-written ES5.
 */
export function navigationStateGuard(): string {
  return `(function(){try{var state=history.state;if(state&&state.usr!=null){var root=document.getElementById('root');if(root)root.textContent='';${preloadOpenedRoute}}}catch(error){}})()`;
}

/**
 * The guarded page's HTML without the call in <head>: the guard makes it, for a visit with state only. A visit without
 * state paints from the HTML and starts the app at `load`; the route's chunks fetched meanwhile shared the slow line
 * with the stylesheet (issue 15: Lighthouse counted them before the largest paint, 1.7-2.2 s where the page's own
 * paint was 0.8-0.9 s).
 */
export function withoutOpenedRoutePreload(html: string): string {
  if (!html.includes(preloadOpenedRoute)) throw new Error('The page has no route-preloads call to move into its guard');
  return html.replace(preloadOpenedRoute, '');
}
