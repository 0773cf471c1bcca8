import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { bestAnswers, fetchQuestions, questionList } from './helpers/quote-fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const remainingFor = async (app: NonNullable<typeof t>['app'], forwardedFor: string) => {
    const found = await fetchQuestions(app, 'iPhone 13');
    const payload = {
      deviceId: found.deviceId,
      selected_answers: bestAnswers('phone', questionList(found.questions, 'standard')),
      quoteType: 'standard',
    };
    const res = await app.inject({ method: 'POST', url: '/api/quote/calculate', payload, headers: { 'x-forwarded-for': forwardedFor } });
    expect(res.statusCode).toBe(200);
    return Number(res.headers['x-ratelimit-remaining']);
  };

  it('without it, a forged X-Forwarded-For does not give a client a fresh rate-limit counter', async () => {
    t = await createTestApp();
    const first = await remainingFor(t.app, '203.0.113.1');
    expect(await remainingFor(t.app, '203.0.113.2')).toBe(first - 1);
  });

  it('naming the proxy counts each client behind it on its own', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const first = await remainingFor(t.app, '203.0.113.1');
    expect(await remainingFor(t.app, '203.0.113.2')).toBe(first);
  });

  it('refuses a setting that trusts every sender, and reads a hop count as a number', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
  });
});
