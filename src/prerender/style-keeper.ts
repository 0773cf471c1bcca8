import { importRetryFirstMs, importRetryMs } from '../lib/import-until-loaded.ts';

/** How long a stylesheet may take before it is counted as hung: our one sheet is about 10 KB gzipped. */
export const stylePatienceMs = 5_000;

/**
 * The inline script that keeps the page's stylesheets coming, placed in <head> before them, on every page (the
 * pre-rendered ones and the shell). A stylesheet in <head> blocks the first paint, the page's `load` (which starts the
 * app on a pre-rendered page) and any script after it (the shell's loader at the end of <body>): one that hung on a
 * first visit (lie-fi, no worker yet) left the page blank, with no word and no way back but a reload (outside
 * review 6). So:
 * - a stylesheet not loaded after `stylePatienceMs` is replaced at once by a copy under a new query (`?try=2`: the
 *   same URL would only wait on the hung request). A copy added by script does not block paint or `load`, so the page
 *   shows unstyled and starts working, and gets its look when the copy arrives; a copy that hangs is replaced again;
 * - one that failed (seen at `load`, or a copy's `error`) is fetched again after a wait that doubles from 2 s to 30 s,
 *   at once on the 'online' event or on a tap (failing lie-fi sends no 'online' event, and a seller who taps a page
 *   that looks broken expects it to try).
 * Chromium gives a failed stylesheet an empty sheet whose rules cannot be read (SecurityError): ours are all
 * same-origin (the CSP's style-src), so a sheet without readable rules did not arrive. Hand-written ES5: it runs as is.
 */
export function styleKeeper(): string {
  return `(function(first,most,patience){
var tries=1;
function later(wait){return Math.min(most,wait*2)}
function loaded(link){try{return !!link.sheet&&link.sheet.cssRules.length>0}catch(error){return false}}
function renew(link,wait){if(link.__qmtRenewed||!link.parentNode)return;link.__qmtRenewed=true;var copy=link.cloneNode();copy.href=link.href.split('?')[0]+'?try='+(++tries);watch(copy,wait);link.replaceWith(copy)}
function retry(link,wait){if(link.__qmtRetry)return;link.__qmtRetry=true;var timer=setTimeout(function(){go(later(wait))},wait);function now(){go(first)}function go(next){clearTimeout(timer);removeEventListener('online',now);removeEventListener('pointerdown',now,true);renew(link,next)}addEventListener('online',now);addEventListener('pointerdown',now,true)}
function watch(link,wait){link.__qmtWatched=true;var timer=setTimeout(function(){if(!loaded(link))renew(link,later(wait))},patience);link.addEventListener('load',function(){clearTimeout(timer)});link.addEventListener('error',function(){clearTimeout(timer);retry(link,wait)})}
function each(act){[].forEach.call(document.querySelectorAll('link[rel=stylesheet]'),function(link){if(!link.__qmtWatched&&!loaded(link))act(link)})}
setTimeout(function(){each(function(link){renew(link,first)})},patience);
function failed(){each(function(link){retry(link,first)})}
if(document.readyState==='complete')failed();else addEventListener('load',failed)
})(${importRetryFirstMs},${importRetryMs},${stylePatienceMs})`;
}
