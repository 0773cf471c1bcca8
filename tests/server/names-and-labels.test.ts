import { mkdirSync, rmSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument } from 'pdf-lib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unprintableCharacter } from '../../src/contract/label-text.ts';
import { orders, scheduledJobs, users } from '../../server/db/schema/index.ts';
import { removeStaleTemporaryFiles } from '../../server/services/labels/label-files.ts';
import { labelFontFiles } from '../../server/services/labels/render-label.ts';
import { readMailbox } from '../../server/services/mail/read-mail.ts';
import { createProfile } from '../factories/profile.ts';
import { testClock } from './helpers/clock.ts';
import { client, ops, placeOrder, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

const clock = testClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const profile = createProfile();

describe('every UK name and address gets a label', () => {
  it('Welsh, Polish, Irish and Romanian names and addresses are printed in the PDF and mailed', async () => {
    const seller = await verifiedSeller(t);
    const saved = await seller.api.post('/api/users/profile', {
      ...profile,
      firstName: 'Łukasz Ștefan',
      lastName: 'Ó Súilleabháin',
      address_line1: 'Tŷ Newydd, Ffordd Ŵyr',
      address_line2: 'Cnoc na Màthair',
      city: 'Llanfair Pwllgwyngyll',
    });
    expect(saved.statusCode).toBe(200);
    const { order_id: id, label_name: uuid } = await placeOrder(t, seller);
    await t.app.background.drain();
    const status = (await seller.api.get(`/api/orders/label-status?label_uuid=${uuid}`)).json();
    expect(status.ready).toBe(true);
    const pdf = await seller.api.get(status.label_url);
    expect(pdf.statusCode).toBe(200);
    // The label's fonts are the embedded DejaVu subsets (not Helvetica, which has no ŷ or Ł).
    const doc = await PDFDocument.load(pdf.rawPayload);
    const fonts = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => /\/BaseFont \/(\S+)/.exec(object instanceof PDFDict ? object.toString() : '')?.[1])
      .filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    expect(
      fonts.every((name) => /DejaVuSans/.test(name!)),
      String(fonts),
    ).toBe(true);
    expect((await readMailbox(t.config.dataDir)).some((mail) => mail.subject === `Your order QMT-${id}: shipping label inside`)).toBe(true);
  });

  it('an accent typed as a combining mark (decomposed) is stored composed, not refused (an outside review)', async () => {
    const seller = await verifiedSeller(t);
    const saved = await seller.api.post('/api/users/profile', {
      ...profile,
      firstName: 'Sia\u0302n',
      address_line1: 'Ty\u0302 Gwyn, Heol y Frenhines',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, seller.user.id));
    expect(row).toMatchObject({ firstName: 'Si\u00e2n', addressLine1: 'T\u0177 Gwyn, Heol y Frenhines' });
  });

  it('the label font has a glyph for every character the forms allow', async () => {
    for (const file of Object.values(labelFontFiles)) {
      const font = fontkit.create(readFileSync(file)) as unknown as { hasGlyphForCodePoint(code: number): boolean };
      const missing: string[] = [];
      for (let code = 0; code <= 0x2fff; code += 1) {
        const char = String.fromCodePoint(code);
        if (unprintableCharacter(char) === null && !font.hasGlyphForCodePoint(code)) missing.push(`U+${code.toString(16)}`);
      }
      expect(missing, file).toEqual([]);
    }
    for (const name of ['Tŷ Newydd', 'Łukasz', 'Ștefan Țurcanu', 'Seán Ó Súilleabháin', 'Mòrag NicDhòmhnaill', 'Ẁyn'])
      expect(unprintableCharacter(name), name).toBeNull();
  });

  it('refuses control characters, line breaks, web addresses and characters no label can print, with a message', async () => {
    const seller = await verifiedSeller(t);
    const cases: [object, string][] = [
      [
        { address_line1: '1 High St\u0007' },
        '"U+0007" cannot be printed on a shipping label. Please use letters, numbers and common punctuation only.',
      ],
      [{ address_line1: 'Flat 🏠 2' }, '"🏠" cannot be printed on a shipping label. Please use letters, numbers and common punctuation only.'],
      [{ firstName: 'Ada\nLovelace' }, '"U+000A" cannot be printed on a shipping label. Please use letters, numbers and common punctuation only.'],
      [{ firstName: 'payout on hold, confirm at https://evil.example/x' }, 'Names cannot contain web addresses.'],
      [{ lastName: 'see www.example.com' }, 'Names cannot contain web addresses.'],
      [{ firstName: 'A'.repeat(51) }, 'First name must be 50 characters or less.'],
      [{ address_line1: 'x'.repeat(101) }, 'Address line 1 must be 100 characters or less.'],
      [{ address_line2: 'x'.repeat(101) }, 'Address line 2 must be 100 characters or less.'],
      [{ city: 'x'.repeat(61) }, 'Town/city must be 60 characters or less.'],
    ];
    for (const [change, message] of cases) {
      const res = await seller.api.post('/api/users/profile', { ...profile, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    const registered = await client(t).post('/api/users/register', {
      firstName: 'payout on hold, confirm at https://evil.example',
      lastName: 'X',
      username: 'phish@example.test',
      phone: '07700 900123',
      password: 'correct horse battery staple',
      termsAndConditions: true,
    });
    expect(registered.json()).toEqual({ success: false, message: 'Names cannot contain web addresses.' });
  });

  it('support forms: name 50, message 250, no control characters', async () => {
    const post = (body: object) => client(t).post('/api/support/ticket', { name: 'Ada', email: 'ada@example.test', message: 'Hello', ...body });
    expect((await post({ name: 'A'.repeat(51) })).json().message).toBe('Name must be 50 characters or less.');
    expect((await post({ message: 'x'.repeat(251) })).json().message).toBe('Message must be 250 characters or less.');
    expect((await post({ name: 'Ada\r\nBcc: x' })).statusCode).toBe(400);
    expect((await post({ message: 'line one\nline two' })).statusCode).toBe(200);
  });

  it('UK phone numbers as +44 (0)7700 900123 or 07700 900123 are stored in one form', async () => {
    const seller = await verifiedSeller(t);
    for (const phone of ['+44 (0)7700 900123', '+447700900123', '0044 7700 900123', '07700 900123', '07700-900-123']) {
      expect((await seller.api.post('/api/users/profile', { ...profile, phone })).statusCode, phone).toBe(200);
      const [row] = await t.database.db.select({ phone: users.phone }).from(users).where(eq(users.id, seller.user.id));
      expect(row!.phone, phone).toBe('07700 900123');
    }
    expect((await seller.api.post('/api/users/profile', { ...profile, phone: '+1 202 555 0100' })).statusCode).toBe(400);
  });
});

describe('a label job that fails is visible and retried', () => {
  it('ops orders shows the failure; the scheduler makes the label once the cause is gone', async () => {
    const labels = path.join(t.config.dataDir, 'labels');
    rmSync(labels, { recursive: true, force: true });
    writeFileSync(labels, 'not a directory');
    try {
      const seller = await verifiedSeller(t);
      const { order_id: id } = await placeOrder(t, seller);
      await t.app.background.drain();
      const row = (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
      expect(row).toMatchObject({ labelStatus: 'pending', labelAttempts: 1 });
      const listed = (await ops(t, 'GET', '/api/ops/orders')).json().orders.find((o: { order_id: number }) => o.order_id === id);
      expect(listed.label).toMatch(/^failed \(1 attempt\): /);
    } finally {
      rmSync(labels, { force: true });
    }
    await t.database.db.update(scheduledJobs).set({ runAt: clock.now() });
    expect(await t.app.jobs.runDue()).toContain('label-retry');
    const listed = (await ops(t, 'GET', '/api/ops/orders')).json().orders;
    expect(listed.filter((o: { label: string }) => o.label !== 'ready')).toEqual([]);
  });

  it('at start, *.tmp files a killed process left are removed (a running process’s are kept)', async () => {
    const labels = path.join(t.config.dataDir, 'labels');
    mkdirSync(labels, { recursive: true });
    const dead = path.join(labels, `0b4e28ba-2fa1-41d2-883f-0016d3cca427.pdf.999999999.tmp`);
    const live = path.join(labels, `0b4e28ba-2fa1-41d2-883f-0016d3cca427.png.${process.ppid}.tmp`);
    writeFileSync(dead, 'half');
    writeFileSync(live, 'half');
    await removeStaleTemporaryFiles(t.config.dataDir);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
    rmSync(live);
  });
});
