import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { site } from '@/shared/site.ts';

export interface LabelInput {
  /** 'QMT-<id>', printed large and encoded in the QR code. */
  orderNumber: string;
  labelUuid: string;
  sender: { name: string; lines: string[] };
  createdAt: Date;
}

export interface RenderedLabel {
  pdf: Uint8Array;
  qrPng: Buffer;
  qrPayload: string;
}

const mm = 72 / 25.4;
// A 4x6 inch thermal label: what Post Office and DPD counters print and what fits an A4 fold.
const width = 101.6 * mm;
const height = 152.4 * mm;

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans (Bitstream Vera licence: free to embed and redistribute), embedded and subset in every label: it has
 * the Latin Extended glyphs a UK or Irish name or address needs (Tŷ Newydd, Łukasz, Ó Súilleabháin, Ștefan), which
 * the PDF standard fonts (Windows-1252 only) cannot print. src/contract/label-text.ts allows nothing it lacks.
 */
export const labelFontFiles = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
function loadFonts() {
  fontBytes ??= Promise.all([readFile(labelFontFiles.regular), readFile(labelFontFiles.bold)]).then(([regular, bold]) => ({ regular, bold }));
  return fontBytes;
}

/** The drop-off code: order number and label id, which the counter scans to find the prepaid label. */
function qrPayloadFor(orderNumber: string, labelUuid: string): string {
  return `${orderNumber}:${labelUuid}`;
}

/** A prepaid shipping label (PDF) with the order number, sender, receiving address and drop-off QR code. */
export async function renderLabel(input: LabelInput): Promise<RenderedLabel> {
  const qrPayload = qrPayloadFor(input.orderNumber, input.labelUuid);
  const qrPng = await QRCode.toBuffer(qrPayload, { errorCorrectionLevel: 'M', margin: 2, width: 480 });
  const doc = await PDFDocument.create();
  doc.setTitle(`Shipping label ${input.orderNumber}`);
  doc.setAuthor(site.name);
  doc.setCreationDate(input.createdAt);
  const page = doc.addPage([width, height]);
  doc.registerFontkit(fontkit);
  const fonts = await loadFonts();
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const ink = rgb(0.06, 0.09, 0.16);
  let y = height - 8 * mm;
  // y is the top of the next line; text is drawn on its baseline, one font size lower.
  const line = (raw: string, wanted: number, font = regular, x = 8 * mm) => {
    // A soft hyphen is a hint for breaking, not a character to print (it showed as a gap).
    const text = raw.replace(/\u00AD/g, '');
    const room = width - x - 6 * mm;
    // A long name or address line is set a little smaller, down to what a counter clerk can still read, then wrapped.
    const size = Math.max(Math.min(wanted, minReadable), Math.min(wanted, (wanted * room) / Math.max(1, font.widthOfTextAtSize(text, wanted))));
    for (const part of wrapToWidth(text, (t) => font.widthOfTextAtSize(t, size), room)) {
      y -= size;
      page.drawText(part, { x, y, size, font, color: ink });
      y -= size * 0.4;
    }
  };

  line('FREE TRACKED POSTAGE - PREPAID', 9, bold);
  line(input.orderNumber, 26, bold);
  y -= 2 * mm;
  line('DELIVER TO', 8, bold);
  for (const text of site.receivingCentre) line(text, 11);
  y -= 2 * mm;
  line('FROM', 8, bold);
  line(input.sender.name, 10);
  for (const text of input.sender.lines) line(text, 10);

  const qr = await doc.embedPng(qrPng);
  // 52 mm when the address is short; a long wrapped address gets the room and the code shrinks (still well above
  // what a counter scanner reads) rather than printing over it.
  const size = Math.max(30 * mm, Math.min(52 * mm, y - 2 * mm - 18 * mm));
  page.drawImage(qr, { x: (width - size) / 2, y: 18 * mm, width: size, height: size });
  page.drawText('Show this code at a Post Office or DPD drop-off point', { x: 8 * mm, y: 12 * mm, size: 8, font: regular, color: ink });
  // Wrapped within the same margins as the rest (a fixed split ran to the page's right edge).
  const returns = wrapToWidth(`Returns to: ${site.receivingCentre.join(', ')}`, (t) => regular.widthOfTextAtSize(t, 6), width - 16 * mm);
  returns.forEach((text, index) =>
    page.drawText(text, { x: 8 * mm, y: (5 + 3 * (returns.length - 1 - index)) * mm, size: 6, font: regular, color: ink }),
  );
  return { pdf: await doc.save(), qrPng, qrPayload };
}

/** Points: the smallest type on the label (about 2.5 mm capitals); longer text wraps instead of shrinking further. */
const minReadable = 8;

/** Greedy word wrap to a width; a single word wider than the line (a long Welsh place name) is split by letters. */
export function wrapToWidth(text: string, widthOf: (text: string) => number, room: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (widthOf(candidate) <= room) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (widthOf(rest) > room) {
      let cut = rest.length - 1;
      while (cut > 1 && widthOf(rest.slice(0, cut)) > room) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}
