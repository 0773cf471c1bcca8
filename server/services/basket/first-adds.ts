import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Priced } from '../pricing/price-quote.ts';
import { addedToBasket, type AddToBasketResult } from './add-to-basket.ts';
import { newBasketItem, quoteExpiresAt } from './basket-store.ts';
import { hashBasketToken, newBasketToken } from './basket-token.ts';

/** A visitor's first add: no basket yet, priced already (a request the pricing refuses never gets here). */
export interface FirstAdd {
  priced: Priced;
  now: Date;
}

/**
 * Several visitors' first adds in ONE statement (docs/decisions/215-first-adds-are-written-together.md): for each, a
 * new basket behind a new cookie token, the quote that explains the price and the item. The ids are drawn from the
 * tables' sequences row by row first, so the rows are tied together without reading them back, and the answer's
 * item id is known. The rows go as one json parameter, so the statement's text is the same for any number of adds
 * (one prepared statement). A new basket holds nothing, so no count or limit is read: every item count is 1.
 */
export async function insertFirstAdds(tx: Db, adds: FirstAdd[]): Promise<(AddToBasketResult & { token: string })[]> {
  const tokens = adds.map(() => newBasketToken());
  const rows = adds.map(({ priced, now }, index) => ({
    n: index,
    token_hash: hashBasketToken(tokens[index]!),
    device_id: priced.device.id,
    question_set_id: priced.record.questionSetId,
    quote_type: priced.record.quoteType,
    answer_ids: priced.record.answerIds,
    base_pence: priced.record.basePence,
    floor_pence: priced.record.floorPence,
    quote_pence: priced.record.pricePence,
    selected_answers: priced.selectedAnswers,
    offer_price_pence: priced.pricePence,
    expires_at: quoteExpiresAt(now).toISOString(),
    created_at: now.toISOString(),
  }));
  const result = await tx.execute(sql`
    with input as materialized (
      select nextval('baskets_id_seq')::int as basket_id, nextval('quotes_id_seq')::int as quote_id,
        nextval('basket_items_id_seq')::int as item_id, t.*
      from json_to_recordset(${JSON.stringify(rows)}::json) as t(n int, token_hash text, device_id int, question_set_id int,
        quote_type text, answer_ids int[], base_pence int, floor_pence int, quote_pence int, selected_answers json,
        offer_price_pence int, expires_at timestamptz, created_at timestamptz)
    ),
    basket as (insert into baskets (id, token_hash) select basket_id, token_hash from input),
    quote as (
      insert into quotes (id, device_id, question_set_id, quote_type, answer_ids, base_pence, floor_pence, price_pence)
      select quote_id, device_id, question_set_id, quote_type, answer_ids, base_pence, floor_pence, quote_pence from input
    ),
    item as (
      insert into basket_items (id, basket_id, device_id, quote_id, quote_type, selected_answers, offer_price_pence, expires_at, created_at)
      select item_id, basket_id, device_id, quote_id, quote_type, selected_answers, offer_price_pence, expires_at, created_at from input
    )
    select n, item_id from input`);
  const itemIds = new Map(rowsOf<{ n: number; item_id: number }>(result).map((row) => [row.n, row.item_id]));
  return adds.map(({ priced, now }, index) => ({
    token: tokens[index]!,
    response: {
      success: true as const,
      message: addedToBasket,
      item: newBasketItem(itemIds.get(index)!, priced, quoteExpiresAt(now)),
      itemCount: 1,
    },
  }));
}
