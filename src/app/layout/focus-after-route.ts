/** How long a new page may take to show its heading (a route's code still loading) before focus is left alone. */
const headingWaitMs = 3000;

/**
 * After a route change, focus that fell to the page's body with the control the seller used (Select, Add to Basket,
 * a queued add sent) goes to the new page's main heading, so a keyboard or screen reader user is not sent back to the
 * top of the document (an outside review: focus on BODY after Select and after the move to /basket). A page that
 * places focus itself (a question step, a dialog) keeps it: only lost focus is moved. Returns a cancel function.
 */
export function focusHeadingIfLost(): () => void {
  const started = performance.now();
  let frame = requestAnimationFrame(function tick() {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
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
