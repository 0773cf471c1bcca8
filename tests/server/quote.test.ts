import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calculateQuoteResponse, errorBody, excellentRemovedNote } from '../../src/contract/index.ts';
import { devicePrices, quotes } from '../../server/db/schema/index.ts';
import { answerAll, bestAnswers, fetchQuestions, questionList } from './helpers/quote-fixtures.ts';
import { explainQuote } from '../../server/services/pricing/quote-explained.ts';
import { createTestApp } from './helpers/test-app.ts';

describe('POST /api/quote/calculate', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let deviceId: number;
  let standard: ReturnType<typeof questionList>;
  let advanced: ReturnType<typeof questionList>;
  let base: { basePence: number; floorPence: number };

  beforeAll(async () => {
    t = await createTestApp();
    const found = await fetchQuestions(t.app, 'iPhone 15');
    deviceId = found.deviceId;
    standard = questionList(found.questions, 'standard');
    advanced = questionList(found.questions, 'advanced');
    const [row] = await t.database.db.select().from(devicePrices).where(eq(devicePrices.deviceId, deviceId));
    base = row!;
  });
  afterAll(() => t.close());

  const calculate = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/quote/calculate', payload: payload as object });

  it('prices a perfect device above its base value and records the quote with its answers', async () => {
    const answers = bestAnswers('phone', standard);
    const res = await calculate({ deviceId, selected_answers: answers, quoteType: 'standard' });
    expect(res.statusCode).toBe(200);
    const { price } = calculateQuoteResponse.parse(res.json());
    // Works, 512GB or more (+15%), unlocked, no cracks, no marks, Excellent (+5%).
    expect(price).toBe(Math.round(base.basePence * 1.15 * 1.05) / 100);
    expect(price).toBeGreaterThan(base.basePence / 100);
    // Recorded off the request path, within one flush window.
    const last = await vi.waitFor(async () => {
      const recorded = await t.database.db.select().from(quotes).where(eq(quotes.deviceId, deviceId));
      expect(recorded.length).toBeGreaterThan(0);
      return (await explainQuote(t.database.db, recorded.at(-1)!.id))!;
    });
    expect(last).toMatchObject({ quoteType: 'standard', selectedAnswers: answers, basePence: base.basePence, pricePence: Math.round(price * 100) });
    expect(last.adjustments['What is the overall condition of your phone?']).toEqual({ percent: 5, fixedPence: 0, floor: false });
    expect(Object.keys(last.adjustments)).toEqual(Object.keys(answers));
    expect(last.adjustmentsGivePrice).toBe(true);
  });

  it('prices a phone that does not power on at its recycling floor', async () => {
    const best = bestAnswers('phone', advanced);
    const answers = answerAll(advanced, (question) =>
      question.question_text.startsWith('Does your phone power on') ? 'No' : best[question.question_text]!,
    );
    const { price } = calculateQuoteResponse.parse((await calculate({ deviceId, selected_answers: answers, quoteType: 'advanced' })).json());
    expect(price).toBe(base.floorPence / 100);
    expect(price).toBeGreaterThan(0);
  });

  it('rejects an answer the question does not offer', async () => {
    const answers = { ...bestAnswers('phone', standard), 'Is your phone unlocked to all networks?': 'Maybe' };
    const res = await calculate({ deviceId, selected_answers: answers, quoteType: 'standard' });
    expect(res.statusCode).toBe(400);
    expect(errorBody.parse(res.json()).message).toBe("'Maybe' is not a valid answer to: Is your phone unlocked to all networks?");
  });

  it('rejects Excellent after a yes to a damage question (the rule of section 4)', async () => {
    const answers: Record<string, string> = { ...bestAnswers('phone', standard), 'Does the screen have any cracks or chips?': 'Yes' };
    expect(answers['What is the overall condition of your phone?']).toBe('Excellent');
    const res = await calculate({ deviceId, selected_answers: answers, quoteType: 'standard' });
    expect(res.statusCode).toBe(400);
    expect(excellentRemovedNote).toMatch(/^Excellent condition has been removed/);
    expect(errorBody.parse(res.json()).message).toMatch(/^'Excellent' is not a valid answer to: What is the overall condition/);
    // Why, in the note the wizard shows (an API client was told only that Excellent, listed by /api/questions, is not valid).
    expect(errorBody.parse(res.json()).message.endsWith(` ${excellentRemovedNote}`)).toBe(true);
  });

  it('rejects a missing required answer and a question from another list', async () => {
    const missing = bestAnswers('phone', standard);
    delete missing['Is your phone unlocked to all networks?'];
    const res = await calculate({ deviceId, selected_answers: missing, quoteType: 'standard' });
    expect(res.statusCode).toBe(400);
    expect(errorBody.parse(res.json()).message).toBe('Please answer every question. Missing: Is your phone unlocked to all networks?');

    // Advanced answers on a standard quote are not part of it.
    const extra = await calculate({ deviceId, selected_answers: bestAnswers('phone', advanced), quoteType: 'standard' });
    expect(extra.statusCode).toBe(400);
    expect(errorBody.parse(extra.json()).message).toMatch(/^This question is not part of the quote for this device: /);
  });

  it('answers an unknown device with 404', async () => {
    const res = await calculate({ deviceId: 999_999, selected_answers: bestAnswers('phone', standard), quoteType: 'standard' });
    expect(res.statusCode).toBe(404);
    expect(errorBody.parse(res.json()).message).toBe('Device not found.');
  });

  it('answers malformed bodies with 400 and a message, never 500', async () => {
    const bad = [
      { selected_answers: {}, quoteType: 'standard' },
      { deviceId: 'one', selected_answers: {}, quoteType: 'standard' },
      { deviceId, selected_answers: [], quoteType: 'standard' },
      { deviceId, selected_answers: { q: 1 }, quoteType: 'standard' },
      { deviceId, selected_answers: {}, quoteType: 'express' },
    ];
    for (const payload of bad) {
      const res = await calculate(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorBody.parse(res.json()).message.length).toBeGreaterThan(0);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/quote/calculate',
      headers: { 'content-type': 'application/json' },
      payload: '{"deviceId":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(errorBody.parse(notJson.json()).message).toBe('The request body is not valid JSON.');
  });

  it('names a forbidden key rather than calling well-formed JSON invalid (an outside review)', async () => {
    for (const payload of ['{"deviceId":1,"__proto__":{"x":1}}', '{"deviceId":1,"constructor":{"prototype":{"x":1}}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quote/calculate',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(errorBody.parse(res.json()).message, payload).toBe('The request body may not use the keys "__proto__" or "constructor.prototype".');
    }
  });

  it('refuses a body whose bytes are not UTF-8 rather than storing U+FFFD in their place (outside review 6)', async () => {
    const text = Buffer.from(JSON.stringify({ deviceId, selected_answers: {}, quoteType: 'standard' }));
    // A Latin-1 'é' (0xe9) where UTF-8 would have two bytes, and a lone continuation byte.
    for (const bad of [Buffer.from([0xe9]), Buffer.from([0x80])]) {
      const payload = Buffer.concat([text.subarray(0, 1), Buffer.from('"name":"Caf'), bad, Buffer.from('",'), text.subarray(1)]);
      const res = await t.app.inject({ method: 'POST', url: '/api/quote/calculate', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(errorBody.parse(res.json()).message).toBe('The request body is not valid UTF-8.');
    }
    // Welsh and Irish letters sent as UTF-8 are read as they were sent.
    const welsh = Buffer.from(JSON.stringify({ deviceId: 999_999, selected_answers: { 'Tŷ Gwyn': 'Siân Ó Briain' }, quoteType: 'standard' }));
    const fine = await t.app.inject({ method: 'POST', url: '/api/quote/calculate', headers: { 'content-type': 'application/json' }, payload: welsh });
    expect(errorBody.parse(fine.json()).message).toBe('Device not found.');
  });

  it('reads JSON with a charset, and refuses a body over 64 KB as too large', async () => {
    const withCharset = await t.app.inject({
      method: 'POST',
      url: '/api/quote/calculate',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ deviceId: 999_999, selected_answers: {}, quoteType: 'standard' }),
    });
    expect(errorBody.parse(withCharset.json()).message).toBe('Device not found.');
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/quote/calculate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ deviceId: 1, padding: 'x'.repeat(70 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(errorBody.parse(large.json()).message).toBe('The request body is too large.');
  });
});
