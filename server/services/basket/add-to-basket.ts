import type { z } from 'zod';
import type { addToBasketResponse } from '@/contract/basket.ts';
import type { QuoteRequest } from '@/contract/quote.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { price } from '../pricing/price-quote.ts';
import type { PricingTables } from '../pricing/pricing-tables.ts';
import { openBasketForAdd, type BasketOwner } from './basket-owner.ts';
import { basketFull, insertQuotedItem } from './basket-store.ts';

export const addedToBasket = 'Quote submitted successfully!';

export interface AddToBasketResult {
  /** A visitor's basket token to set as the cookie (their own, or a new one); null for a signed-in seller. */
  token: string | null;
  response: z.infer<typeof addToBasketResponse>;
}

/**
 * Prices the quote again from the in-memory tables (the server's price is the one kept), records it and adds it to
 * the owner's basket. `tx` is the call's one transaction (server/http/idempotency/idempotent.ts), so the quote, the item
 * and the stored Idempotency-Key commit together. Two statements here: the basket (found and locked, or made) and
 * the quote with its item (basket-store.ts insertQuotedItem); one for a visitor's first add, whose new basket is
 * made by that same statement.
 */
export async function addToBasket(
  tx: Db,
  tables: PricingTables,
  owner: BasketOwner,
  request: QuoteRequest,
  now = new Date(),
): Promise<AddToBasketResult> {
  // Priced first: a bad request is refused before anything is written.
  const priced = price(tables, request);
  const { basket, token } = await openBasketForAdd(tx, owner);
  const added = await insertQuotedItem(tx, { basket, priced, now });
  if (!added) throw new HttpError(400, basketFull);
  return { token, response: { success: true as const, message: addedToBasket, item: added.item, itemCount: added.itemCount } };
}
