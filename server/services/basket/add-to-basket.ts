import type { z } from 'zod';
import type { addToBasketResponse } from '../../../src/contract/basket.ts';
import type { QuoteRequest } from '../../../src/contract/quote.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { priceQuote } from '../pricing/price-quote.ts';
import { basketFull, countBasketItems, createBasket, findBasketId, insertBasketItem, maxBasketItems } from './basket-store.ts';
import { newBasketToken } from './basket-token.ts';

export const addedToBasket = 'Quote submitted successfully!';

export interface AddToBasketResult {
  /** The basket's token: the caller's own, or a new one to set as the cookie. */
  token: string;
  response: z.infer<typeof addToBasketResponse>;
}

/**
 * Prices the quote again (the server's price is the one kept), records it and adds it to the basket, in one
 * transaction. Pure of HTTP apart from its errors, so the route (and later an idempotency wrapper that
 * stores the response under the Idempotency-Key) can call it as one unit.
 */
export async function addToBasket(db: Db, token: string | null, request: QuoteRequest): Promise<AddToBasketResult> {
  return db.transaction(async (tx) => {
    const store = tx as unknown as Db;
    let basketToken = token;
    let basketId = basketToken ? await findBasketId(store, basketToken) : null;
    if (basketId === null) {
      basketToken = newBasketToken();
      basketId = await createBasket(store, basketToken);
    }
    if ((await countBasketItems(store, basketId)) >= maxBasketItems) throw new HttpError(400, basketFull);
    const quote = await priceQuote(store, request);
    const item = await insertBasketItem(store, { basketId, device: quote.device, quoteId: quote.quoteId, pricePence: quote.pricePence, request });
    const itemCount = await countBasketItems(store, basketId);
    return { token: basketToken!, response: { success: true as const, message: addedToBasket, item, itemCount } };
  });
}
