import { afterEach, describe, expect, it } from 'vitest';
import { focusHeadingIfLost } from '../../src/app/layout/focus-after-route.ts';

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus after a route change', () => {
  it('focus lost to the body goes to the new page heading, once it shows (a route still loading)', async () => {
    document.body.innerHTML = '<main id="main"></main>';
    focusHeadingIfLost();
    await frames(3);
    expect(document.activeElement).toBe(document.body);
    document.querySelector('main')!.innerHTML = '<h1>Basket</h1>';
    await frames(3);
    const heading = document.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('focus a page placed itself (a question step, a dialog) stays where it is', async () => {
    document.body.innerHTML = '<main><h1>Your quote for iPhone 13</h1><h2 tabindex="-1">Question 1</h2></main>';
    const step = document.querySelector('h2') as HTMLElement;
    step.focus();
    focusHeadingIfLost();
    await frames(3);
    expect(document.activeElement).toBe(step);
  });

  it('cancelled (the seller moved on again): nothing is focused later', async () => {
    document.body.innerHTML = '<main></main>';
    const cancel = focusHeadingIfLost();
    cancel();
    document.querySelector('main')!.innerHTML = '<h1>Basket</h1>';
    await frames(3);
    expect(document.activeElement).toBe(document.body);
  });
});
