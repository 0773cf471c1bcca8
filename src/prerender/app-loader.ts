import { importRetryFirstMs, importRetryMs } from '../lib/import-until-loaded.ts';
import { codeReloadGapMs, codeReloadKey } from './code-reload.ts';
import {
  appCodeGoneText,
  appCodeMissingText,
  codeMissingMarker,
  codeMissingNoticeStyle,
  pageCodeGoneText,
  pageCodeMissingText,
  reloadLinkStyle,
  reloadPageText,
} from './code-missing-notice.ts';

declare global {
  interface Window {
    /**
     * Set by the inline app loader; the app's entry calls it first thing, so the loader stops waiting. False: another
     * copy of the entry (a retry of a download that hung, or the hung one arriving after all) already started.
     */
    __qmtAppStarted?: () => boolean;
  }
}

/** How long the app's script may take before the seller is told why the buttons do nothing (lie-fi that hangs). */
export const appScriptPatienceMs = 10_000;

/**
 * A pre-rendered page starts the app at its `load`, or this long after the loader ran if `load` has not come: one
 * request that hangs (a stylesheet, an image: lie-fi on a first visit) holds `load` back for good, and the page's
 * buttons never worked (outside review 6).
 */
export const loadDeadlineMs = 6_000;

/**
 * The inline script that starts the app's script (`src`) in place of a `<script type="module">`: at once on the
 * shell, after `load` on a pre-rendered page (issue 15: the page paints first), or `loadDeadlineMs` in if `load` is
 * held. A module script that fails to download never runs and never tries again, so on a first visit (no worker yet)
 * whose signal went after the HTML came, the page stayed dead with no word, even back online, and the shell (/login) stayed blank (an outside review).
 * This imports the script instead, and if it fails, or has not arrived after `appScriptPatienceMs` (lie-fi that
 * hangs), imports it again at the next 'online' event or after a wait that doubles from `importRetryFirstMs` to
 * `importRetryMs` (import-until-loaded.ts: a flat 30 s kept a page dead that long after an 'online' event that came
 * a moment early, or under failing lie-fi, which sends none; the event starts the waits from the shortest again).
 * A retry asks for the script under a new query (`?try=2`): a new `import()` of the same URL would only wait on the download that hangs (a failed one is
 * fetched again either way). Whichever copy arrives first starts the app; the entry's first statement asks
 * `__qmtAppStarted`, which says false to a later copy, and that copy stops there. Meanwhile the same notice as a
 * missing page chunk shows (code-missing-notice.ts), with room made for it below the page, and taps held so far are
 * dropped and later ones not held, so none is replayed long after it was made.
 * A tap on the page, or the page shown again, tries at once as well: failing lie-fi sends no 'online' event, and a
 * seller who taps a page that does nothing expects it to try (outside review 6: 30 s after the line was good).
 * A retry that fails while the script itself can be fetched (a browser that keeps a failed module: its parts were cut
 * while it came) loads the page again, at most once a minute per page (code-reload-budget.ts: the key ends with the
 * pathname). One the server answers for without giving it (a 404: an old page's script after a new deploy) changes the
 * notice's words to say so, with a link that loads the page again: waiting to be back online would never end.
 * Stylesheets are kept coming by their own script in <head> (style-keeper.ts); the notice's look is a style
 * attribute, so it shows without them.
 * Written by hand in ES5 because it runs as is, before anything else of ours.
 */
export function appStarter(src: string, when: 'now' | 'after-load'): string {
  const gone = [pageCodeGoneText, appCodeGoneText, reloadPageText, reloadLinkStyle];
  const args = [
    src,
    when === 'after-load',
    pageCodeMissingText,
    appCodeMissingText,
    codeMissingNoticeStyle,
    codeMissingMarker,
    codeReloadKey,
    ...gone,
  ]
    .map((value) => JSON.stringify(value))
    .join(',');
  return `(function(src,afterLoad,pageText,appText,style,marker,reloadKey,pageGone,appGone,linkText,linkStyle){
var root=document.documentElement,notice=null,retry=0,patience=0,begun=false,tries=0,first=${importRetryFirstMs},most=${importRetryMs},delay=first;
function later(wait){return Math.min(most,wait*2)}
function show(){if(notice)return;var page=document.getElementById('root');notice=document.createElement('p');notice.setAttribute('role','status');notice.setAttribute('style',style);notice.textContent=page&&page.firstElementChild?pageText:appText;document.body.appendChild(notice);document.body.style.paddingBottom=notice.offsetHeight+'px';root.dataset[marker]='true';if(window.__qmtEarlyTaps)window.__qmtEarlyTaps.splice(0)}
function listen(on){var change=on?'addEventListener':'removeEventListener';window[change]('online',online);window[change]('pointerdown',online,true);document[change]('visibilitychange',visible)}
function visible(){if(document.visibilityState==='visible')online()}
function started(){if(begun)return false;begun=true;clearTimeout(patience);clearTimeout(retry);listen(false);if(notice){notice.remove();notice=null;document.body.style.paddingBottom='';delete root.dataset[marker]}return true}
function online(){delay=first;load()}
function wait(){if(begun)return;clearTimeout(retry);listen(true);retry=setTimeout(load,delay);delay=later(delay)}
function load(){listen(false);clearTimeout(retry);clearTimeout(patience);if(begun)return;var url=tries++?src+'?try='+tries:src;patience=setTimeout(function(){show();wait()},${appScriptPatienceMs});import(url).catch(function(){clearTimeout(patience);if(begun)return;show();if(tries>1)stuck();else wait()})}
function stuck(){var ask={cache:'no-store'};if(window.AbortSignal&&AbortSignal.timeout)ask.signal=AbortSignal.timeout(${appScriptPatienceMs});fetch(src,ask).then(function(r){if(begun)return;if(r.ok&&mayReload())location.reload();else{if(!r.ok)gone();wait()}},function(){wait()})}
function gone(){var page=document.getElementById('root'),link=document.createElement('a');notice.textContent=(page&&page.firstElementChild?pageGone:appGone)+' ';link.href=location.pathname+location.search;link.textContent=linkText;link.setAttribute('style',linkStyle);notice.appendChild(link);document.body.style.paddingBottom=notice.offsetHeight+'px'}
function mayReload(){try{var key=reloadKey+location.pathname,last=+sessionStorage.getItem(key)||0,now=Date.now();if(now-last<${codeReloadGapMs})return false;sessionStorage.setItem(key,String(now));return true}catch(e){return false}}
window.__qmtAppStarted=started;
function begin(){removeEventListener('load',begin);clearTimeout(deadline);if(!tries)load()}
var deadline=0;if(afterLoad&&document.readyState!=='complete'){addEventListener('load',begin);deadline=setTimeout(begin,${loadDeadlineMs})}else load();
})(${args})`;
}

/** The app's script a page's loader starts, or undefined (for the build's size checks, which read the HTML). */
export function startedScript(html: string): string | undefined {
  const quoted = /\}\)\(("[^"]+\.js"),(?:true|false),/.exec(html)?.[1];
  return quoted === undefined ? undefined : (JSON.parse(quoted) as string);
}
