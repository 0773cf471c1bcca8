import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';
import { register } from './helpers/accounts.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: object, cookie?: string) => t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

const shipping = { address_line1: '1 High Street', address_line2: '', city: 'Leeds', postcode: 'ls1 1aa' };

describe('details, update and profile', () => {
  it('every signed-in call answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/details'],
      ['POST', '/api/users/update'],
      ['POST', '/api/users/profile'],
      ['GET', '/api/marketing/'],
      ['POST', '/api/marketing/update'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ success: false, message: 'Please log in to continue.' });
    }
  });

  it('details: shipping is null until saved, referral has the seller code', async () => {
    const { body, cookie } = await register(t.app);
    const res = await get('/api/users/details', cookie);
    expect(res.json()).toMatchObject({
      success: true,
      user: { username: body.username },
      shipping: null,
      referral: { code: expect.stringMatching(/^[A-Z2-9]{8}$/), balance: 0, uses: 0 },
    });
  });

  it('update saves personal details and address (postcode normalised)', async () => {
    const { cookie } = await register(t.app);
    const update = await post(
      '/api/users/update',
      { user: { firstName: 'Ada', lastName: 'King', phone: '07700 900456', title: 'Ms' }, shipping },
      cookie,
    );
    expect(update.json()).toEqual({ success: true, message: 'Account details updated successfully.' });
    const details = (await get('/api/users/details', cookie)).json();
    expect(details.user).toMatchObject({ lastName: 'King', phone: '07700 900456', title: 'Ms' });
    expect(details.shipping).toEqual({ ...shipping, postcode: 'LS1 1AA' });
  });

  it('update refuses a blank required field with the spec message', async () => {
    const { cookie } = await register(t.app);
    const res = await post(
      '/api/users/update',
      { user: { firstName: 'Ada', lastName: 'King', phone: '07700 900456' }, shipping: { ...shipping, city: ' ' } },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all required fields.');
  });

  it('profile (checkout address step) saves the flat payload', async () => {
    const { cookie } = await register(t.app);
    const res = await post(
      '/api/users/profile',
      { firstName: 'Ada', lastName: 'Byron', phone: '+44 7700 900789', marketing: true, termsAndConditions: true, ...shipping },
      cookie,
    );
    expect(res.json()).toEqual({ success: true, message: 'Address updated successfully.' });
    const details = (await get('/api/users/details', cookie)).json();
    expect(details.user).toMatchObject({ lastName: 'Byron', marketing: true });
    expect(details.shipping.city).toBe('Leeds');
  });
});

describe('marketing preferences', () => {
  it('defaults to four toggles on with marketing consent (off without it) and no preferred contact, then keeps what was saved', async () => {
    expect((await get('/api/marketing/', (await register(t.app, { marketingConsent: false })).cookie)).json().data).toMatchObject({
      exclusive_offers: false,
      partner_offers: false,
    });
    const { cookie } = await register(t.app, { marketingConsent: true });
    expect((await get('/api/marketing/', cookie)).json()).toEqual({
      success: true,
      data: { exclusive_offers: true, product_announcements: true, surveys_feedback: true, partner_offers: true, preferred_contact: '' },
    });
    const saved = await post(
      '/api/marketing/update',
      { exclusive_offers: false, product_announcements: true, surveys_feedback: false, partner_offers: true, preferred_contact: 'SMS' },
      cookie,
    );
    expect(saved.json()).toEqual({ success: true, message: 'Preferences saved successfully!' });
    expect((await get('/api/marketing/', cookie)).json().data).toEqual({
      exclusive_offers: false,
      product_announcements: true,
      surveys_feedback: false,
      partner_offers: true,
      preferred_contact: 'SMS',
    });
    // A partial update changes only the field it names.
    await post('/api/marketing/update', { partner_offers: false }, cookie);
    expect((await get('/api/marketing/', cookie)).json().data).toEqual({
      exclusive_offers: false,
      product_announcements: true,
      surveys_feedback: false,
      partner_offers: false,
      preferred_contact: 'SMS',
    });
  });

  it('refuses an unknown preferred contact', async () => {
    const { cookie } = await register(t.app);
    const res = await post('/api/marketing/update', { preferred_contact: 'Pigeon' }, cookie);
    expect(res.statusCode).toBe(400);
  });

  it("one seller never sees another seller's preferences", async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    await post('/api/marketing/update', { exclusive_offers: false, preferred_contact: 'Phone' }, a.cookie);
    expect((await get('/api/marketing/', b.cookie)).json().data.preferred_contact).toBe('');
  });
});
