import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { interactions } from '../../src/components/sell-this-phone/sell-this-phone-later.tsx';

const indexHtml = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');

describe("'Sell this phone' and the seller's first touch", () => {
  it("index.html listens, from the first paint, for the same interactions the card's code does", () => {
    expect(indexHtml).toContain(`var firstTouch = [${interactions.map((type) => `'${type}'`).join(', ')}];`);
    expect(indexHtml).toContain('window.__qmtTouched = true;');
  });
});
