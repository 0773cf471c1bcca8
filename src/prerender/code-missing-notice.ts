/** Ours, not the spec's (docs/product.md lists it): a pre-rendered page whose own code could not be downloaded. */
export const pageCodeMissingText = 'Part of this page could not be downloaded, so its buttons do not work yet. They will once you are back online.';

/**
 * Shown below a pre-rendered page while its code is missing. React is not running yet (it starts once the code
 * arrives), so this is a plain element outside #root, which hydration never touches. Returns its removal.
 */
export function showCodeMissingNotice(): () => void {
  const notice = document.createElement('p');
  notice.setAttribute('role', 'status');
  notice.className = 'fixed inset-x-0 bottom-0 z-50 border-t border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm text-amber-950';
  notice.textContent = pageCodeMissingText;
  document.body.append(notice);
  return () => notice.remove();
}
