/** Ours, not the spec's (docs/product.md lists it): a pre-rendered page whose own code could not be downloaded. */
export const pageCodeMissingText = 'Part of this page could not be downloaded, so its buttons do not work yet. They will once you are back online.';

/** Ours, not the spec's: a page with nothing pre-rendered (the shell, e.g. /login) whose app script could not be downloaded. */
export const appCodeMissingText = 'This page could not be downloaded yet. It will open once you are back online.';

/**
 * The notice's look as a style attribute, not classes: it also shows when the stylesheet did not arrive either, and
 * the inline app loader (app-loader.ts), which runs before any of our CSS or JavaScript, draws the same notice.
 */
export const codeMissingNoticeStyle =
  'position:fixed;left:0;right:0;bottom:0;z-index:50;margin:0;padding:.75rem 1rem;border-top:1px solid #fcd34d;' +
  'background:#fffbeb;color:#451a03;text-align:center;font:.875rem/1.25rem system-ui,sans-serif';

/** While this is on <html>, the inline tap holder in index.html drops taps instead of holding them for replay. */
export const codeMissingMarker = 'codeMissing';

/**
 * Shown below a pre-rendered page while its code is missing. React is not running yet (it starts once the code
 * arrives), so this is a plain element outside #root, which hydration never touches. Returns its removal.
 */
export function showCodeMissingNotice(): () => void {
  const notice = document.createElement('p');
  notice.setAttribute('role', 'status');
  notice.setAttribute('style', codeMissingNoticeStyle);
  notice.textContent = pageCodeMissingText;
  document.body.append(notice);
  // Room below the page, so its last lines (the footer) are not hidden under the notice.
  document.body.style.paddingBottom = `${notice.offsetHeight}px`;
  document.documentElement.dataset[codeMissingMarker] = 'true';
  return () => {
    notice.remove();
    document.body.style.paddingBottom = '';
    delete document.documentElement.dataset[codeMissingMarker];
  };
}
