import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const indexHtml = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');

describe("'Sell this phone' and the seller's first touch", () => {
  it("index.html listens, from the first paint, for a touch, a key or a wheel: the card's code reads what it heard", () => {
    expect(indexHtml).toContain("var firstTouch = ['pointerdown', 'keydown', 'wheel', 'touchstart'];");
    expect(indexHtml).toContain('window.__qmtTouched = true;');
  });
});
