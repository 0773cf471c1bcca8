import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOperatorSecret } from '../../server/services/ops/operator-secret.ts';
import { createTestApp } from './helpers/test-app.ts';

describe('operator endpoints (npm run ops)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are invisible without the DATA_DIR secret: the same 404 as an unknown path', async () => {
    for (const authorization of [undefined, 'Bearer wrong']) {
      const res = await t.app.inject({ url: '/api/ops/catalogue', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'No API route for GET /api/ops/catalogue.' });
    }
  });

  it('refuse the right secret from outside loopback', async () => {
    const secret = readOperatorSecret(t.config.dataDir)!;
    const res = await t.app.inject({ url: '/api/ops/catalogue', remoteAddress: '192.0.2.10', headers: { authorization: `Bearer ${secret}` } });
    expect(res.statusCode).toBe(404);
  });

  it('answer the operator on loopback with the secret', async () => {
    const secret = readOperatorSecret(t.config.dataDir)!;
    const res = await t.app.inject({ url: '/api/ops/catalogue', headers: { authorization: `Bearer ${secret}` } });
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as { rows: { brand: string; type: string; devices: number }[] }).rows;
    expect(rows).toContainEqual({ brand: 'Apple', type: 'phone', devices: expect.any(Number) });
    expect(rows.some((row) => row.brand === 'Other Devices')).toBe(true);
  });
});
