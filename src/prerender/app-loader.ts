import { importRetryFirstMs, importRetryMs } from '../lib/import-until-loaded.ts';
import { appCodeMissingText, codeMissingMarker, codeMissingNoticeStyle, pageCodeMissingText } from './code-missing-notice.ts';

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
 * The inline script that starts the app's script (`src`) in place of a `<script type="module">`: at once on the
 * shell, after `load` on a pre-rendered page (issue 15: the page paints first). A module script that fails to
 * download never runs and never tries again, so on a first visit (no worker yet) whose signal went after the HTML
 * came, the page stayed dead with no word, even back online, and the shell (/login) stayed blank (an outside review).
 * This imports the script instead, and if it fails, or has not arrived after `appScriptPatienceMs` (lie-fi that
 * hangs), imports it again at the next 'online' event or after a wait that doubles from `importRetryFirstMs` to
 * `importRetryMs` (import-until-loaded.ts: a flat 30 s kept a page dead that long after an 'online' event that came
 * a moment early, or under failing lie-fi, which sends none; the event starts the waits from the shortest again). A retry asks for the script under a
 * new query (`?try=2`): a new `import()` of the same URL would only wait on the download that hangs (a failed one is
 * fetched again either way). Whichever copy arrives first starts the app; the entry's first statement asks
 * `__qmtAppStarted`, which says false to a later copy, and that copy stops there. Meanwhile the same notice as a
 * missing page chunk shows (code-missing-notice.ts), with room made for it below the page, and taps held so far are
 * dropped and later ones not held, so none is replayed long after it was made.
 * A stylesheet that failed (the page then shows unstyled) is fetched again the same way; the notice's own look is a
 * style attribute, so it shows without it. Chromium gives a failed stylesheet an empty sheet whose rules cannot be
 * read (SecurityError): ours are all same-origin (the CSP's style-src), so a sheet without readable rules failed.
 * Written by hand in ES5 because it runs as is, before anything else of ours.
 */
export function appStarter(src: string, when: 'now' | 'after-load'): string {
  const args = [src, when === 'after-load', pageCodeMissingText, appCodeMissingText, codeMissingNoticeStyle, codeMissingMarker]
    .map((value) => JSON.stringify(value))
    .join(',');
  return `(function(src,afterLoad,pageText,appText,style,marker){
var root=document.documentElement,notice=null,retry=0,patience=0,begun=false,tries=0,first=${importRetryFirstMs},most=${importRetryMs},delay=first;
function later(wait){return Math.min(most,wait*2)}
function show(){if(notice)return;var page=document.getElementById('root');notice=document.createElement('p');notice.setAttribute('role','status');notice.setAttribute('style',style);notice.textContent=page&&page.firstElementChild?pageText:appText;document.body.appendChild(notice);document.body.style.paddingBottom=notice.offsetHeight+'px';root.dataset[marker]='true';if(window.__qmtEarlyTaps)window.__qmtEarlyTaps.splice(0)}
function started(){if(begun)return false;begun=true;clearTimeout(patience);clearTimeout(retry);removeEventListener('online',online);if(notice){notice.remove();notice=null;document.body.style.paddingBottom='';delete root.dataset[marker]}return true}
function online(){delay=first;load()}
function wait(){if(begun)return;clearTimeout(retry);addEventListener('online',online);retry=setTimeout(load,delay);delay=later(delay)}
function load(){removeEventListener('online',online);clearTimeout(retry);clearTimeout(patience);if(begun)return;var url=tries++?src+'?try='+tries:src;patience=setTimeout(function(){show();wait()},${appScriptPatienceMs});import(url).catch(function(){clearTimeout(patience);if(begun)return;show();wait()})}
function restyle(link,wait){var timer=setTimeout(function(){again(later(wait))},wait);function online(){again(first)}function again(next){removeEventListener('online',online);clearTimeout(timer);var copy=link.cloneNode();copy.addEventListener('error',function(){restyle(copy,next)});link.replaceWith(copy)}addEventListener('online',online)}
function missing(link){try{return !link.sheet||!link.sheet.cssRules.length}catch(error){return true}}
function checkStyles(){[].forEach.call(document.querySelectorAll('link[rel=stylesheet]'),function(link){if(missing(link))restyle(link,first)})}
window.__qmtAppStarted=started;
if(afterLoad&&document.readyState!=='complete')addEventListener('load',load);else load();
if(document.readyState==='complete')checkStyles();else addEventListener('load',checkStyles)
})(${args})`;
}

/** The app's script a page's loader starts, or undefined (for the build's size checks, which read the HTML). */
export function startedScript(html: string): string | undefined {
  const quoted = /\}\)\(("[^"]+\.js"),(?:true|false),/.exec(html)?.[1];
  return quoted === undefined ? undefined : (JSON.parse(quoted) as string);
}
