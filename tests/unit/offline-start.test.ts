import { describe, expect, it } from 'vitest';
import { offlineStart } from '../../src/prerender/document.ts';

describe('the offline banner a page started offline shows from its first paint (decision 210)', () => {
  const page = '<body><div id="root"><main id="main">Page</main></div></body>';
  const html = offlineStart(page, '<div role="status"><strong>You are offline.</strong></div>', 'offline-start');

  it('puts a script before the root that adds the banner only when the browser says it is offline', () => {
    expect(html).toMatch(/^<body><script>\(function\(\)\{if\(navigator\.onLine!==false\)return;[\s\S]*<\/script><div id="root">/);
    // The app's root is left as React renders it: hydration meets the same markup.
    expect(html).toContain('<div id="root"><main id="main">Page</main></div>');
  });

  it('keeps the banner markup from ending the script early', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('You are offline.');
    expect(script).not.toContain('</');
  });
});
