/**
 * Taps made on a pre-rendered page before the app has taken it over (hydration) would be lost: the HTML shows
 * buttons at once, but nothing listens to them until the script has loaded, which on a slow phone takes seconds.
 * A tiny inline script in index.html (the copy below, kept in step by tests/web/early-taps.test.ts) holds those
 * clicks; once the app has hydrated, `takeOverEarlyTaps` replays them on the same elements (hydration keeps the
 * DOM nodes) and marks the page ready.
 */

declare global {
  interface Window {
    /** Controls tapped before the app was ready, in order (filled by the inline script). */
    __qmtEarlyTaps?: Element[];
  }
}

/** Buttons, checkboxes and radios: what does nothing without the app. Links navigate by themselves. */
export const earlyTapTargets = 'button,input[type=checkbox],input[type=radio]';

/** Called once, after the first commit of the app: replays held taps and lets later ones through. */
export function takeOverEarlyTaps(doc: Document = document, win: Window = window): void {
  const held = win.__qmtEarlyTaps ?? [];
  // An empty array stops the inline listener holding more taps (it checks the marker first).
  doc.documentElement.dataset.appReady = 'true';
  win.__qmtEarlyTaps = [];
  for (const element of held) {
    if (element.isConnected && element instanceof HTMLElement) element.click();
  }
}
