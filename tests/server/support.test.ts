import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportSuccessMessages } from '../../src/contract/index.ts';
import { bestPriceSubmissions, callbackRequests, supportTickets } from '../../server/db/schema/index.ts';
import { supportRateLimitMax } from '../../server/routes/support/rate-limit.ts';
import { readMailbox } from '../../server/services/mail/read-mail.ts';
import { createBestPrice, createCallbackRequest, createSupportTicket } from '../factories/support.ts';
import { createTestApp } from './helpers/test-app.ts';

const required = 'Please fill in all required fields.';
const badEmail = 'Please enter a valid email address.';
const nameTooLong = 'Name must be 50 characters or less.';
const messageTooLong = 'Message must be 250 characters or less.';

describe('support forms API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // Every test posts from its own address, so the per-address limit never leaks between tests.
  let nextAddress = 1;
  const post = (url: string, payload: unknown, remoteAddress = `10.0.0.${nextAddress++}`) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp({ env: { SUPPORT_INBOX: 'team@quickmobile.example' } });
  });
  afterAll(() => t.close());

  it('stores a support ticket and e-mails it to the support inbox, replying to the sender', async () => {
    const ticket = createSupportTicket({ message: 'Where is my <b>label</b>?' });
    const res = await post('/api/support/ticket', ticket);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: supportSuccessMessages.ticket });

    const rows = await t.database.db.select().from(supportTickets);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: ticket.name, email: ticket.email, message: ticket.message });
    expect(rows[0]!.mailedAt).toBeInstanceOf(Date);

    const mail = (await readMailbox(t.config.dataDir)).find((m) => m.subject === `Support ticket #${rows[0]!.id} from Sam Jones`);
    expect(mail?.to).toBe('team@quickmobile.example');
    expect(mail?.raw).toMatch(/^Reply-To: sam\.jones@example\.test$/m);
    expect(mail?.decoded).toContain('Message: Where is my <b>label</b>?');
    // The HTML part shows the visitor's text, never runs it.
    expect(mail?.decoded).toContain('Where is my &#60;b&#62;label&#60;/b&#62;?');
  });

  it('stores a call-back request (message optional) and e-mails it', async () => {
    const res = await post('/api/support/callback', createCallbackRequest({ message: undefined }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: supportSuccessMessages.callback });
    const [row] = await t.database.db.select().from(callbackRequests);
    expect(row).toMatchObject({ company: 'Northwind Logistics Ltd', phone: '0161 496 0123', message: null });
    const mail = (await readMailbox(t.config.dataDir)).find((m) => m.subject.startsWith(`Call-back request #${row!.id}`));
    expect(mail?.raw).toMatch(/^Reply-To: priya@northwind\.example$/m);
    expect(mail?.decoded).toContain('Phone: 0161 496 0123');
  });

  it('stores a Best Price Promise challenge with the price in pounds and e-mails it', async () => {
    const res = await post('/api/support/bpp', createBestPrice({ price: 245.5 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: supportSuccessMessages.bestPrice });
    const [row] = await t.database.db.select().from(bestPriceSubmissions);
    expect(row).toMatchObject({ competitor: 'PhoneBuyer UK', price: '245.50' });
    const mail = (await readMailbox(t.config.dataDir)).find((m) => m.decoded.includes('Competitor: PhoneBuyer UK'));
    expect(mail?.to).toBe('team@quickmobile.example');
    // The .eml is read byte by byte, so only the ASCII part of '£245.50' is compared.
    expect(mail?.decoded).toMatch(/Competitor price: \S*245\.50/);
  });

  const invalid: [string, string, object, string][] = [
    ['ticket', 'missing name', createSupportTicket({ name: '' }), required],
    ['ticket', 'blank name', createSupportTicket({ name: '   ' }), required],
    ['ticket', 'name of 51 characters', createSupportTicket({ name: 'a'.repeat(51) }), nameTooLong],
    ['ticket', 'missing e-mail', createSupportTicket({ email: '' }), required],
    ['ticket', 'malformed e-mail', createSupportTicket({ email: 'sam@' }), badEmail],
    ['ticket', 'missing message', createSupportTicket({ message: '' }), required],
    ['ticket', 'message of 251 characters', createSupportTicket({ message: 'm'.repeat(251) }), messageTooLong],
    ['callback', 'missing company', createCallbackRequest({ company: '' }), required],
    ['callback', 'missing name', createCallbackRequest({ name: undefined }), required],
    ['callback', 'name of 51 characters', createCallbackRequest({ name: 'n'.repeat(51) }), nameTooLong],
    ['callback', 'malformed e-mail', createCallbackRequest({ email: 'priya.example' }), badEmail],
    ['callback', 'missing phone', createCallbackRequest({ phone: '' }), required],
    ['callback', 'phone that is not a number', createCallbackRequest({ phone: 'call me' }), 'Please enter a valid phone number.'],
    ['callback', 'message of 251 characters', createCallbackRequest({ message: 'm'.repeat(251) }), messageTooLong],
    ['bpp', 'missing name', createBestPrice({ name: '' }), required],
    ['bpp', 'malformed e-mail', createBestPrice({ email: 'alex@@example' }), badEmail],
    ['bpp', 'missing competitor', createBestPrice({ competitor: ' ' }), required],
    ['bpp', 'missing price', createBestPrice({ price: undefined }), required],
    ['bpp', 'price of zero', createBestPrice({ price: 0 }), 'Please enter a price in pounds, such as 120.00.'],
    ['bpp', 'price as text', { ...createBestPrice(), price: 'lots' }, 'Please enter a price in pounds, such as 120.00.'],
    ['bpp', 'message of 251 characters', createBestPrice({ message: 'm'.repeat(251) }), messageTooLong],
  ];

  it.each(invalid)('%s with %s answers 400 with the spec message and stores nothing', async (form, _case, payload, message) => {
    const table = { ticket: supportTickets, callback: callbackRequests, bpp: bestPriceSubmissions }[form]!;
    const before = (await t.database.db.select().from(table)).length;
    const res = await post(`/api/support/${form}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await t.database.db.select().from(table)).toHaveLength(before);
  });

  it.each(['ticket', 'callback', 'bpp'])('limits /api/support/%s per address, with a message the form can show', async (form) => {
    const payload = { ticket: createSupportTicket(), callback: createCallbackRequest(), bpp: createBestPrice() }[form];
    const address = `10.1.0.${nextAddress++}`;
    for (let i = 0; i < supportRateLimitMax; i++) expect((await post(`/api/support/${form}`, payload, address)).statusCode).toBe(200);
    const limited = await post(`/api/support/${form}`, payload, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: 'You have sent several requests in a short time. Please try again in 10 minutes.' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await post(`/api/support/${form}`, payload)).statusCode).toBe(200);
  });
});

describe('support forms when the mail server is down', () => {
  it('still accepts the submission and keeps it, unmailed, for the team', async () => {
    const t = await createTestApp();
    try {
      t.app.mailer.send = () => Promise.reject(new Error('connect ECONNREFUSED'));
      const errors: unknown[] = [];
      t.app.log.error = ((...args: unknown[]) => void errors.push(args)) as typeof t.app.log.error;
      const res = await t.app.inject({ method: 'POST', url: '/api/support/ticket', payload: createSupportTicket() });
      expect(res.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(supportTickets);
      expect(row?.mailedAt).toBeNull();
      expect(errors).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
