import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatePrice, calculateQuoteResponse, devicesResponse, getQuestionsResponse, offlineQuotePackResponse } from '../../src/contract/index.ts';
import { answerAll, questionList } from './helpers/quote-fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';

describe('pricing tables for the offline estimate', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const calculate = async (payload: object) =>
    calculateQuoteResponse.parse((await t.app.inject({ method: 'POST', url: '/api/quote/calculate', payload })).json()).price;

  it('the table sent with the questions gives the server price through the same pricing function', async () => {
    for (const name of ['iPhone 13', 'Samsung Galaxy Tab S9', 'MacBook Air 13" M4 (2025)', 'Apple Watch Series 9']) {
      const body = getQuestionsResponse.parse((await t.app.inject({ method: 'POST', url: '/api/questions', payload: { device_name: name } })).json());
      for (const quoteType of ['standard', 'advanced'] as const) {
        // Two answer sets each: always the first offered, always the last offered.
        for (const pick of [(offered: string[]) => offered[0]!, (offered: string[]) => offered.at(-1)!]) {
          const selected_answers = answerAll(questionList(body.questions, quoteType), (_question, offered) => pick(offered));
          const server = await calculate({ deviceId: body.deviceId, quoteType, selected_answers });
          expect(calculatePrice(body.pricing!, selected_answers), `${name} ${quoteType}`).toBe(server);
        }
      }
    }
  });

  it("'Save for offline' gets every device's set and price in one call", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/questions/offline' });
    expect(res.statusCode).toBe(200);
    const pack = offlineQuotePackResponse.parse(res.json());
    const devices = devicesResponse.parse((await t.app.inject({ method: 'GET', url: '/api/devices' })).json());
    expect(new Set(pack.sets.map((set) => set.deviceType))).toEqual(new Set(['phone', 'tablet', 'laptop', 'watch']));
    const priced = new Set(pack.prices.map((price) => price.deviceId));
    expect(devices.every((device) => priced.has(device.id))).toBe(true);

    const phone = devices.find((device) => device.device_name === 'iPhone 13')!;
    const single = getQuestionsResponse.parse(
      (await t.app.inject({ method: 'POST', url: '/api/questions', payload: { device_name: phone.device_name } })).json(),
    );
    const set = pack.sets.find((candidate) => candidate.deviceType === 'phone')!;
    expect(set.questions).toEqual(single.questions);
    expect({ ...pack.prices.find((price) => price.deviceId === phone.id)!, adjustments: set.adjustments }).toEqual({
      deviceId: phone.id,
      ...single.pricing,
    });
  });
});
