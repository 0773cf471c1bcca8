/** Ours, not the spec's (docs/product.md lists it): a pre-rendered page whose own code could not be downloaded. */
export const pageCodeMissingText = 'Part of this page could not be downloaded, so its buttons do not work yet. They will once you are back online.';

/**
 * Ours, not the spec's: the same, when the server answered for the page's file without giving it (a 404: a broken
 * deploy), where waiting to be back online would never end. Worded as the error page's (page-load.ts).
 */
export const pageCodeGoneText = 'Part of this page could not be downloaded, so its buttons do not work. Check your connection, then reload the page.';

/** Ours, not the spec's: the shell's app script answered for without being given: the error page's words. */
export const appCodeGoneText = 'This page could not be downloaded. Check your connection, then reload the page.';

/** The link under `pageCodeGoneText`, named as the error page's button. */
export const reloadPageText = 'Reload page';

/** Ours, not the spec's: a page with nothing pre-rendered (the shell, e.g. /login) whose app script could not be downloaded. */
export const appCodeMissingText = 'This page could not be downloaded yet. It will open once you are back online.';

/**
 * The notice's look as a style attribute, not classes: it also shows when the stylesheet did not arrive either, and
 * the inline app loader (app-loader.ts), which runs before any of our CSS or JavaScript, draws the same notice.
 */
export const codeMissingNoticeStyle =
  'position:fixed;left:0;right:0;bottom:0;z-index:50;margin:0;padding:.75rem 1rem;border-top:1px solid #fcd34d;' +
  'background:#fffbeb;color:#451a03;text-align:center;font:.875rem/1.25rem system-ui,sans-serif';

/** The reload link's look (the stylesheet resets links to plain text). */
export const reloadLinkStyle = 'color:inherit;font-weight:600;text-decoration:underline';

/** While this is on <html>, the inline tap holder in index.html drops taps instead of holding them for replay. */
export const codeMissingMarker = 'codeMissing';

/** The notice shown, if any. */
let notice: HTMLElement | null = null;

/**
 * Shown below a pre-rendered page while its code is missing. React is not running yet (it starts once the code
 * arrives), so this is a plain element outside #root, which hydration never touches. Returns its removal.
 */
export function showCodeMissingNotice(): () => void {
  const shown = (notice = document.createElement('p'));
  shown.setAttribute('role', 'status');
  shown.setAttribute('style', codeMissingNoticeStyle);
  document.body.append(shown);
  sayCodeGone(false);
  document.documentElement.dataset[codeMissingMarker] = 'true';
  return () => {
    shown.remove();
    notice = null;
    document.body.style.paddingBottom = '';
    delete document.documentElement.dataset[codeMissingMarker];
  };
}

/**
 * The notice's words: a file that got no answer (a dead spot: it is tried again), or one the server answered for
 * without giving it (`gone`), with a link that loads the page again (a plain link: the inline tap holder drops taps
 * on buttons while the notice shows).
 */
export function sayCodeGone(gone: boolean): void {
  if (!notice) return;
  notice.textContent = gone ? `${pageCodeGoneText} ` : pageCodeMissingText;
  if (gone) {
    const link = notice.appendChild(document.createElement('a'));
    link.href = location.pathname + location.search;
    link.textContent = reloadPageText;
    link.style.cssText = reloadLinkStyle;
  }
  // Room below the page, so its last lines (the footer) are not hidden under the notice.
  document.body.style.paddingBottom = `${notice.offsetHeight}px`;
}
