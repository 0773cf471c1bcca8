import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createLabelRenderer } from '../../server/services/labels/label-renderer.ts';
import { renderLabel, type LabelInput } from '../../server/services/labels/render-label.ts';

const input = (index: number): LabelInput => ({
  orderNumber: `QMT-${index}`,
  labelUuid: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  sender: { name: 'Łukasz Ó Súilleabháin', lines: ['Tŷ Newydd, Ffordd Ŵyr', 'Llanfair Pwllgwyngyll', 'LL61 5UJ'] },
  createdAt: new Date('2026-11-23T10:00:00Z'),
});

/** The longest time the event loop of this thread was held while `work` ran (what any other request would wait). */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  await work();
  histogram.disable();
  return histogram.max / 1e6;
}

describe('labels are drawn off the request thread (label-renderer.ts)', () => {
  const renderer = createLabelRenderer();
  afterAll(() => renderer.close());

  it('gives the same PDF as drawing in place, and holds the event loop far less than drawing in place', async () => {
    const first = await renderer.render(input(1)); // starts the thread, outside the measured part
    expect((await PDFDocument.load(first.pdf)).getTitle()).toBe('Shipping label QMT-1');
    expect(Buffer.isBuffer(first.qrPng)).toBe(true);
    await renderLabel(input(0)); // warms this thread's copy the same way
    const inPlace = await longestStall(async () => {
      for (let index = 2; index < 6; index += 1) await renderLabel(input(index));
    });
    const offThread = await longestStall(async () => {
      for (let index = 2; index < 6; index += 1) await renderer.render(input(index));
    });
    expect(offThread, `in place ${inPlace} ms`).toBeLessThan(inPlace / 2);
  }, 60_000);

  it('warm() readies a thread ahead of the first label, which it then draws; closing a warmed, unused renderer ends', async () => {
    const warmed = createLabelRenderer();
    warmed.warm();
    warmed.warm(); // once only
    await warmed.close();
    const ready = createLabelRenderer();
    ready.warm();
    const label = await ready.render(input(7));
    expect((await PDFDocument.load(label.pdf)).getTitle()).toBe('Shipping label QMT-7');
    await ready.close();
  }, 60_000);
});
