/** How long a new page may take to show its heading (a route's code still loading) before focus is left alone. */
const headingWaitMs = 3000;

/**
 * After a route change, focus that fell to the page's body with the control the seller used (Select, Add to Basket,
 * a queued add sent) goes to the new page's main heading, so a keyboard or screen reader user is not sent back to the
 * top of the document (an outside review: focus on BODY after Select and after the move to /basket). So does focus
 * left on the link followed where the link outlives the page (the top bar at 1280 px, the footer, a side menu): where
 * it went with the page (the menu at 390 px) its focus was lost and moved, so the two widths differed. A page that
 * places focus itself (a question step, a dialog), and a control that changed the address (a field, a button), keep
 * it. Called in the route's effect, after the new page's own effects. Returns a cancel function.
 */
export function focusHeadingIfLost(): () => void {
  const started = performance.now();
  // The link followed, if focus is still on it (a page's own focus, placed in its effects, is on something else).
  const link = document.querySelector('a:focus');
  let frame = requestAnimationFrame(function tick() {
    const active = document.activeElement;
    if (active && active !== document.body && active !== link && active.isConnected) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    } else if (performance.now() - started < headingWaitMs) {
      frame = requestAnimationFrame(tick);
    }
  });
  return () => cancelAnimationFrame(frame);
}
