import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketResponse, orderResponse } from '../../src/contract/index.ts';
import { quoteFor, validBank, verifiedSeller } from './helpers/orders.ts';
import { fetchQuestions, questionList } from './helpers/quote-fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Issue 16, item 4: a seller's answers come back in the order the questions were asked, in the basket and in
 * the order detail, whatever order the client sent them in and whatever the database does with JSON keys.
 */
describe('answers keep the question order', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists basket and order answers in question order, even when sent reversed', async () => {
    const seller = await verifiedSeller(t);
    const quote = await quoteFor(t);
    const asked = questionList((await fetchQuestions(t.app, 'Samsung Galaxy S23')).questions, 'standard').map((q) => q.question_text);
    // Sorted by length: what PostgreSQL jsonb would hand back, and not the asked order.
    expect([...asked].sort((a, b) => a.length - b.length)).not.toEqual(asked);
    const reversed = Object.fromEntries(Object.entries(quote.selected_answers).reverse());
    expect(Object.keys(reversed)).not.toEqual(asked);

    const added = await seller.api.post('/api/basket/add', { ...quote, selected_answers: reversed });
    expect(added.statusCode, added.body).toBe(200);
    const basket = basketResponse.parse((await seller.api.get('/api/basket')).json());
    expect(Object.keys(basket.contents[0]!.selected_answers)).toEqual(asked);

    const checkout = await seller.api.post('/api/basket/checkout', validBank);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const detail = orderResponse.parse((await seller.api.get(`/api/users/orders/${checkout.json().order_id}`)).json());
    expect(Object.keys(detail.items[0]!.selected_answers)).toEqual(asked);
  });
});
