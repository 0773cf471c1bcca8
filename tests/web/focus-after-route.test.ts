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

  it('focus still on the link that was followed (a top-bar link outlives the page) goes to the new page heading', async () => {
    document.body.innerHTML = '<header><a href="/how-it-works">How It Works</a></header><main><h1>How It Works</h1></main>';
    const link = document.querySelector('a')!;
    link.focus();
    focusHeadingIfLost();
    await frames(3);
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('focus the page moves later from the followed link (a question step) stays where the page put it', async () => {
    document.body.innerHTML = '<header><a href="/quote">iPhone 13</a></header><main><h2 tabindex="-1">Question 1</h2></main>';
    document.querySelector('a')!.focus();
    focusHeadingIfLost();
    const step = document.querySelector('h2') as HTMLElement;
    step.focus();
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<h1>Your quote for iPhone 13</h1>');
    await frames(3);
    expect(document.activeElement).toBe(step);
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
