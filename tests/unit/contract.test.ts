import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addToBasketResponse,
  basketResponse,
  bestPriceBody,
  callbackBody,
  cashoutBody,
  checkoutBody,
  endpoints,
  getQuestionsResponse,
  labelStatusResponse,
  loginBody,
  orderStatuses,
  paymentDetails,
  pounds,
  questionsFor,
  registerBody,
  resetPasswordBody,
  supportTicketBody,
  toQuestionSet,
  updateMarketingBody,
  updateProfileBody,
} from '../../src/contract/index.ts';

/** The first issue's message: what a form (and the server's error handler) shows. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const ticket = { name: 'Ada Lovelace', email: 'ada@example.co.uk', message: 'My label did not arrive.' };

describe('docs/product.md#5-validation-rules messages, word for word', () => {
  it('payment details: sort code and account number', () => {
    expect(firstMessage(checkoutBody, { sort_code: '123456', account_number: '12345678' })).toBe('Sort code must be in format XX-XX-XX');
    expect(firstMessage(checkoutBody, { sort_code: '12-34-56', account_number: '1234567' })).toBe('Account number must be 8 digits');
    expect(firstMessage(paymentDetails, { sortCode: '12-34-5', accountNumber: '12345678' })).toBe('Sort code must be in format XX-XX-XX');
    expect(checkoutBody.parse({ sort_code: '12-34-56', account_number: '12345678' })).toEqual({ sort_code: '12-34-56', account_number: '12345678' });
  });

  it('referral cashout has its own wording and normalises the sort code', () => {
    expect(firstMessage(cashoutBody, { sort_code: '', account_number: '12345678' })).toBe('Please enter both sort code and account number.');
    expect(firstMessage(cashoutBody, { sort_code: '12-34-56' })).toBe('Please enter both sort code and account number.');
    expect(firstMessage(cashoutBody, { sort_code: '12-34', account_number: '12345678' })).toBe('Sort code must be 6 digits (e.g. 12-34-56).');
    expect(firstMessage(cashoutBody, { sort_code: '12-34-56', account_number: '1234' })).toBe('Account number must be 8 digits.');
    expect(cashoutBody.parse({ sort_code: '123456', account_number: '12345678' }).sort_code).toBe('12-34-56');
  });

  it('contact forms: name and message lengths, e-mail', () => {
    expect(supportTicketBody.parse(ticket)).toEqual(ticket);
    expect(firstMessage(supportTicketBody, { ...ticket, name: 'x'.repeat(51) })).toBe('Name must be 50 characters or less.');
    expect(firstMessage(supportTicketBody, { ...ticket, message: 'x'.repeat(251) })).toBe('Message must be 250 characters or less.');
    expect(supportTicketBody.safeParse({ ...ticket, name: 'x'.repeat(50), message: 'x'.repeat(250) }).success).toBe(true);
    expect(firstMessage(supportTicketBody, { ...ticket, email: 'not-an-email' })).toBe('Please enter a valid email address.');
    expect(firstMessage(supportTicketBody, { ...ticket, name: '   ' })).toBe('Please fill in all required fields.');
    const callback = { company: 'Acme', name: 'Ada', email: 'ada@example.com', phone: '07700 900123' };
    expect(callbackBody.safeParse(callback).success).toBe(true);
    expect(firstMessage(callbackBody, { ...callback, company: '' })).toBe('Please fill in all required fields.');
    expect(firstMessage(bestPriceBody, { name: 'Ada', email: 'ada@example.com', competitor: 'Rival' })).toBe('Please fill in all required fields.');
  });

  it('password reset: mismatched passwords', () => {
    const result = resetPasswordBody.safeParse({ token: 't', newPassword: 'secret-one', confirmPassword: 'secret-two' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'Passwords do not match.', path: ['confirmPassword'] });
  });

  it('login and register', () => {
    expect(firstMessage(loginBody, { username: '', password: '' })).toBe('Please fill in both fields.');
    expect(firstMessage(loginBody, { username: 'ada@example.com', password: '' })).toBe('Please fill in both fields.');
    expect(firstMessage(loginBody, { username: 'ada', password: 'pw' })).toBe('Please enter a valid email address.');
    const register = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada@example.com',
      phone: '+44 7700 900123',
      password: 'a long passphrase',
      marketingConsent: false,
      termsAndConditions: true,
    };
    expect(registerBody.safeParse(register).success).toBe(true);
    expect(firstMessage(registerBody, { ...register, password: 'pw' })).toBe('Password must be at least 8 characters.');
    expect(firstMessage(registerBody, { ...register, firstName: '' })).toBe('Please fill in all required fields.');
    expect(firstMessage(registerBody, { ...register, termsAndConditions: false })).toBe('You must accept the Terms & Conditions.');
  });

  it('profile update normalises the postcode', () => {
    const profile = { firstName: 'Ada', lastName: 'L', phone: '020 7946 0000', address_line1: '1 High St', city: 'London', postcode: ' sw1a1aa ' };
    expect(updateProfileBody.parse(profile)).toMatchObject({ postcode: 'SW1A 1AA', address_line2: '' });
    expect(firstMessage(updateProfileBody, { ...profile, city: '' })).toBe('Please fill in all required fields.');
  });
});

describe('endpoints table', () => {
  const all = Object.entries(endpoints);

  it('has every section 7 row plus the two calls the spec leaves unshown', () => {
    expect(all.length).toBeGreaterThanOrEqual(33);
    expect(endpoints.updateProfile.path).toBe('/api/users/profile');
    expect(endpoints.resendVerification.path).toBe('/api/users/resend-verification');
  });

  it('every path is under /api/ and every method + path is unique', () => {
    for (const [, endpoint] of all) expect(endpoint.path.startsWith('/api/')).toBe(true);
    const keys = all.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('path parameters are declared by a params schema', () => {
    for (const [, endpoint] of all) {
      if (endpoint.path.includes('/:')) expect(endpoint.params).toBeDefined();
      if (endpoint.method === 'GET') expect(endpoint.body).toBeUndefined();
    }
  });

  it('state-changing basket, order and cash-out calls take an Idempotency-Key', () => {
    const idempotent = all
      .filter(([, e]) => e.idempotent)
      .map(([name]) => name)
      .sort();
    expect(idempotent).toEqual(
      ['acceptRequote', 'addToBasket', 'applyDiscount', 'cashoutReferral', 'checkout', 'declineRequote', 'removeDiscount', 'removeFromBasket'].sort(),
    );
  });

  it('response schemas survive the server serialiser (encode: no one-way transforms)', () => {
    for (const [, endpoint] of all) expect(() => z.toJSONSchema(endpoint.response, { io: 'output' })).not.toThrow();
  });
});

describe('domain', () => {
  it('order statuses are the eight of section 4, spelled exactly', () => {
    expect(orderStatuses).toEqual([
      'Submitted',
      'Checked In - Under Review',
      'Awaiting Payout',
      'Completed',
      'Cancelled',
      'Revised - Awaiting Response',
      'In Transit',
      'Delivered - Awaiting Check-In',
    ]);
  });

  it('money is pounds with at most 2 decimals', () => {
    expect(pounds.safeParse(120.5).success).toBe(true);
    expect(pounds.safeParse(0.07 * 29).success).toBe(true);
    expect(pounds.safeParse(12.345).success).toBe(false);
    expect(pounds.safeParse(-1).success).toBe(false);
  });

  it('marketing update names only what it changes (nothing is filled in for the fields it leaves out)', () => {
    expect(updateMarketingBody.parse({})).toEqual({});
    expect(updateMarketingBody.parse({ partner_offers: false })).toEqual({ partner_offers: false });
    expect(updateMarketingBody.safeParse({ preferred_contact: 'Fax' }).success).toBe(false);
  });

  it('a question set merges standard then advanced', () => {
    const q = (text: string, type: 'standard' | 'advanced') => ({
      question_text: text,
      quote_type: type,
      answers: [{ label: 'Yes' }, { label: 'No' }],
    });
    const response = getQuestionsResponse.parse({
      success: true,
      deviceId: 3,
      questions: { id: 9, standard: [q('Does it power on?', 'standard')], advanced: [q('Is the screen cracked?', 'advanced')] },
    });
    const set = toQuestionSet(response.deviceId, response.questions);
    expect(set.merged.map((x) => x.question_text)).toEqual(['Does it power on?', 'Is the screen cracked?']);
    expect(questionsFor(set, 'standard')).toHaveLength(1);
    expect(questionsFor(set, 'advanced')).toHaveLength(2);
    expect(getQuestionsResponse.safeParse({ ...response, questions: { ...response.questions, standard: [] } }).success).toBe(false);
  });

  it('basket shapes: an empty basket, an added item, label status', () => {
    const empty = { success: true, contents: [], totalPrice: 0, originalPrice: 0, discount: null, itemCount: 0 };
    expect(basketResponse.parse(empty)).toEqual(empty);
    const item = {
      id: 1,
      device_name: 'iPhone 13',
      image_url: '/devices/iphone-13.webp',
      brand: 'Apple',
      offer_price: 215.5,
      expires_at: '2026-12-05T10:00:00.000Z',
      expired: 0 as const,
      selected_answers: { 'Does it power on?': 'Yes' },
    };
    expect(addToBasketResponse.safeParse({ success: true, message: 'Added', item, itemCount: 1 }).success).toBe(true);
    // What the server's serialiser (safeEncode) does with it.
    expect(z.safeEncode(addToBasketResponse, { success: true, message: 'Added', item, itemCount: 1 }).success).toBe(true);
    expect(addToBasketResponse.safeParse({ success: true, message: 'Added', item: { ...item, expired: 2 }, itemCount: 1 }).success).toBe(false);
    expect(labelStatusResponse.safeParse({ success: true, ready: false }).success).toBe(true);
    expect(labelStatusResponse.safeParse({ success: true, ready: true }).success).toBe(false);
  });
});
