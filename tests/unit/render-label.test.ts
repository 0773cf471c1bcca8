import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { renderLabel } from '../../server/services/labels/render-label.ts';

describe('shipping label', () => {
  it('is a one-page PDF titled with the order number, and its QR code scans to the drop-off reference', async () => {
    const label = await renderLabel({
      orderNumber: 'QMT-42',
      labelUuid: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      sender: { name: 'Sam Seller', lines: ['1 High Street', 'Leeds', 'LS1 1AA'] },
      createdAt: new Date('2026-11-21T10:00:00Z'),
    });
    const doc = await PDFDocument.load(label.pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Shipping label QMT-42');

    const png = PNG.sync.read(label.qrPng);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe('QMT-42:1b4e28ba-2fa1-11d2-883f-0016d3cca427');
    expect(label.qrPayload).toBe(decoded?.data);
  });
});
