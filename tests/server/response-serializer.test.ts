import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from '../../server/http/serializer.ts';

const reply = z.object({ success: z.literal(true), price: z.number() });

/** A route answering `body` under the contract-like schema above, serialised the app's way. */
async function answer(check: boolean, body: object) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(check));
  app.get('/r', { schema: { response: { 200: reply } } }, async () => body as z.infer<typeof reply>);
  const res = await app.inject({ method: 'GET', url: '/r' });
  await app.close();
  return res;
}

describe('replies: plain JSON in production, checked against the contract in tests', () => {
  it('sends the body the route built, as JSON, without a schema pass', async () => {
    const res = await answer(false, { success: true, price: 120.5 });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"success":true,"price":120.5}');
  });

  it('with the check on, a reply that matches its schema goes out unchanged', async () => {
    const res = await answer(true, { price: 120.5, success: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, price: 120.5 });
  });

  it('with the check on, a field the contract does not name (zod would strip it) or a wrong value fails the request', async () => {
    expect((await answer(true, { success: true, price: 1, passwordHash: 'x' })).statusCode).toBe(500);
    expect((await answer(true, { success: true, price: '1' })).statusCode).toBe(500);
  });
});
