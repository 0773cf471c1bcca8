import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { earlyTapTargets, takeOverEarlyTaps } from '../../src/lib/early-taps.ts';
import { codeMissingMarker } from '../../src/prerender/code-missing-notice.ts';

const indexHtml = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');

afterEach(() => {
  delete document.documentElement.dataset.appReady;
  document.body.innerHTML = '';
  window.__qmtEarlyTaps = undefined;
});

describe('taps held before the app is ready', () => {
  it('index.html holds the same controls the app replays', () => {
    expect(indexHtml).toContain(`closest('${earlyTapTargets}')`);
  });

  it('index.html drops, not holds, a tap while the code-missing notice is up (the same marker)', () => {
    expect(indexHtml).toContain(`if (!document.documentElement.dataset.${codeMissingMarker}) held.push(target);`);
  });

  it('replays each held tap on its element, in order, then marks the page ready', () => {
    const order: string[] = [];
    document.body.innerHTML = '<button id="a">A</button><input type="checkbox" id="b">';
    for (const id of ['a', 'b']) document.getElementById(id)?.addEventListener('click', () => order.push(id));
    window.__qmtEarlyTaps = [document.getElementById('b')!, document.getElementById('a')!];
    takeOverEarlyTaps();
    expect(order).toEqual(['b', 'a']);
    expect((document.getElementById('b') as HTMLInputElement).checked).toBe(true);
    expect(document.documentElement.dataset.appReady).toBe('true');
    expect(window.__qmtEarlyTaps).toEqual([]);
  });

  it('skips an element that is no longer on the page', () => {
    let clicked = false;
    const gone = document.createElement('button');
    gone.addEventListener('click', () => (clicked = true));
    window.__qmtEarlyTaps = [gone];
    takeOverEarlyTaps();
    expect(clicked).toBe(false);
  });
});
