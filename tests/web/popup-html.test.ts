import { describe, expect, it } from 'vitest';
import { popupText, sanitizePopupHtml } from '../../src/features/quote/model/popup-html.ts';

describe("'Did You Know' HTML", () => {
  it('keeps the allowed formatting', () => {
    const html = '<p>Open <strong>Settings &gt; General</strong>.</p><ol><li>One</li><li><em>Two</em></li></ol>';
    expect(sanitizePopupHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and unsafe links, keeping the text', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
      '<a href="javascript:alert(3)">bad</a> <a href="/help" target="_blank">good</a> <span>plain</span><iframe src="//evil"></iframe>';
    expect(sanitizePopupHtml(dirty)).toBe('<p>Hi</p><a>bad</a> <a href="/help">good</a> plain');
  });

  it('gives a one-line plain text for the banner', () => {
    expect(popupText('<p>First.</p><ul><li>A</li><li>B</li></ul>')).toBe('First. A B');
  });
});
