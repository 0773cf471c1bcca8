import { describe, expect, it } from 'vitest';
import { renderLabel, wrapToWidth } from '../../server/services/labels/render-label.ts';

// One unit per character: easy to reason about, and the rule is the same for real glyph widths.
const width = (text: string) => text.length;

describe('label lines wrap instead of shrinking out of sight', () => {
  it('a line that fits stays one line', () => {
    expect(wrapToWidth('1 High Street', width, 20)).toEqual(['1 High Street']);
  });

  it('words wrap at spaces and no line is wider than the room', () => {
    const lines = wrapToWidth('Flat 3, Tŷ Gwyn, Ffordd y Môr, Aberystwyth', width, 16);
    expect(lines.every((line) => line.length <= 16)).toBe(true);
    expect(lines.join(' ')).toBe('Flat 3, Tŷ Gwyn, Ffordd y Môr, Aberystwyth');
  });

  it('the longest UK place name is split by letters, none lost', () => {
    const town = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';
    const lines = wrapToWidth(town, width, 25);
    expect(lines.length).toBe(3);
    expect(lines.every((line) => line.length <= 25)).toBe(true);
    expect(lines.join('')).toBe(town);
  });

  it('a label with the longest accepted name and address still renders on one page', async () => {
    const label = await renderLabel({
      orderNumber: 'QMT-12345',
      labelUuid: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      createdAt: new Date('2026-11-23T10:00:00Z'),
      sender: {
        name: `${'Angharad-Gwenllian'.padEnd(50, 'w')} ${'Fitzwilliam-Ó Súilleabháin'.padEnd(50, 'n')}`,
        lines: ['Tŷ Gwyn, Llanfair\u00ADpwll, '.padEnd(100, 'x'), 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch', 'LL61 5UJ'],
      },
    });
    expect(label.pdf.byteLength).toBeGreaterThan(1000);
  });
});
