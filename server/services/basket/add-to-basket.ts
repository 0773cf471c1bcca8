import type { z } from 'zod';
import type { addToBasketResponse } from '../../../src/contract/basket.ts';
import type { QuoteRequest } from '../../../src/contract/quote.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { priceQuote } from '../pricing/price-quote.ts';
import type { PricingTables } from '../pricing/pricing-tables.ts';
import { findOrCreateBasket, type BasketOwner } from './basket-owner.ts';
import { basketFull, countBasketItems, countLiveBasketItems, insertBasketItem, maxBasketItems } from './basket-store.ts';

export const addedToBasket = 'Quote submitted successfully!';

export interface AddToBasketResult {
  /** A visitor's basket token to set as the cookie (their own, or a new one); null for a signed-in seller. */
  token: string | null;
  response: z.infer<typeof addToBasketResponse>;
}

/**
 * Prices the quote again (the server's price is the one kept), records it and adds it to the owner's basket.
 * `tx` is the call's one transaction (services/idempotency/idempotent.ts), so the quote, the item and the
 * stored Idempotency-Key commit together.
 */
export async function addToBasket(tx: Db, tables: PricingTables, owner: BasketOwner, request: QuoteRequest, now = new Date()): Promise<AddToBasketResult> {
  const { basket, token } = await findOrCreateBasket(tx, owner);
  if ((await countBasketItems(tx, basket.id)) >= maxBasketItems) throw new HttpError(400, basketFull);
  const quote = await priceQuote(tx, tables, request);
  const item = await insertBasketItem(tx, { basketId: basket.id, device: quote.device, quoteId: quote.quoteId, pricePence: quote.pricePence, request: { ...request, selected_answers: quote.selectedAnswers }, now });
  const itemCount = await countLiveBasketItems(tx, basket.id, now);
  return { token, response: { success: true as const, message: addedToBasket, item, itemCount } };
}
