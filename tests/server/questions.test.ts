import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, getQuestionsResponse, questionsFor, toQuestionSet } from '../../src/contract/index.ts';
import { createTestApp } from './helpers/test-app.ts';

describe('POST /api/questions', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ask = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/questions', payload: payload as object });

  it("returns a phone's standard and advanced questions, matching the contract", async () => {
    const res = await ask({ device_name: 'iPhone 15' });
    expect(res.statusCode).toBe(200);
    const body = getQuestionsResponse.parse(res.json());
    const devices = (await t.app.inject({ method: 'GET', url: '/api/devices' })).json() as { id: number; device_name: string }[];
    expect(body.deviceId).toBe(devices.find((device) => device.device_name === 'iPhone 15')!.id);
    const { standard, advanced } = body.questions;
    expect(standard.length).toBeGreaterThanOrEqual(4);
    expect(standard.length).toBeLessThanOrEqual(6);
    expect(advanced.length).toBeGreaterThan(standard.length);
    expect(standard.map((q) => q.question_text)).toContain('Does the screen have any cracks or chips?');
    expect(advanced.map((q) => q.question_text)).toContain('Is the battery health 80% or lower?');
    const condition = standard.find((q) => q.question_text === 'What is the overall condition of your phone?');
    expect(condition?.answers.map((a) => a.label)).toEqual(['Excellent', 'Good', 'Fair', 'Poor']);
    expect(standard[0]!.popup).toMatch(/^<p>/);
    // The merged list an advanced quote walks is standard then advanced.
    const set = toQuestionSet(body.deviceId, body.questions);
    expect(questionsFor(set, 'advanced').map((q) => q.quote_type)).toEqual([...standard.map(() => 'standard'), ...advanced.map(() => 'advanced')]);
    // Pricing travels only as the separate table for the offline estimate, never inside the questions.
    expect(JSON.stringify(body.questions)).not.toMatch(/percent|fixed|floor/i);
    expect(body.pricing?.basePence).toBeGreaterThan(0);
  });

  it("asks watches about battery health 'below 81%'", async () => {
    const body = getQuestionsResponse.parse((await ask({ device_name: 'Apple Watch Series 9' })).json());
    expect(body.questions.standard.map((q) => q.question_text)).toContain('Is the battery health below 81%?');
  });

  it('finds a device whatever the case of its name', async () => {
    const res = await ask({ device_name: 'iphone 15' });
    expect(res.statusCode).toBe(200);
  });

  it("answers an unknown device with 404 'No questions found for this device.'", async () => {
    const res = await ask({ device_name: 'Nokia 3310' });
    expect(res.statusCode).toBe(404);
    expect(errorBody.parse(res.json()).message).toBe('No questions found for this device.');
  });

  it("answers a blank or missing device name with 400 'No device selected.'", async () => {
    for (const payload of [{ device_name: '   ' }, {}, { device_name: 42 }]) {
      const res = await ask(payload);
      expect(res.statusCode).toBe(400);
      expect(errorBody.parse(res.json()).message).toBe('No device selected.');
    }
  });
});

describe('GET /api/dashboard/popular', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the popular devices in display order, as catalogue devices', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/popular' });
    expect(res.statusCode).toBe(200);
    const { popular } = res.json() as { popular: { device_name: string; image_url: string }[] };
    expect(popular).toHaveLength(8);
    expect(popular[0]).toMatchObject({ device_name: 'iPhone 16 Pro Max', brand: 'Apple', device_type: 'phone' });
    expect(popular.map((device) => device.device_name)).toContain('Samsung Galaxy S24 Ultra');
  });
});
