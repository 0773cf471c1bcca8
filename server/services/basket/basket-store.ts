import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { BasketItem } from '@/contract/basket.ts';
import { penceToPounds } from '@/contract/pricing.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { basketItems, baskets, devices } from '../../db/schema/index.ts';
import type { Priced } from '../pricing/price-quote.ts';

/** docs/product.md#1-what-the-product-does: a quote is valid for 14 days. */
export const quoteValidDays = 14;
/** More than anyone posts in one parcel; it stops a script from filling a basket without end. */
export const maxBasketItems = 20;
export const basketFull = 'Your basket is full. Please check out or remove a device before adding another.';

/** The items still priced at `now`: the count a seller sees (an expired item stays listed, but is not counted). */
export async function countLiveBasketItems(db: Db, basketId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(basketItems)
    .where(and(eq(basketItems.basketId, basketId), gt(basketItems.expiresAt, now)));
  return row?.n ?? 0;
}

/** The basket's items with their devices, oldest first (the order they were added). */
export async function listBasketItems(db: Db, basketId: number) {
  return db
    .select({ item: basketItems, device: devices })
    .from(basketItems)
    .innerJoin(devices, eq(devices.id, basketItems.deviceId))
    .where(eq(basketItems.basketId, basketId))
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id));
}

export type BasketItemWithDevice = Awaited<ReturnType<typeof listBasketItems>>[number];

/** docs/product.md#3-entities-and-their-fields, Basket item: `expired` is 1 from `expires_at` on. */
export function toBasketItem({ item, device }: BasketItemWithDevice, now: Date): BasketItem {
  return {
    id: item.id,
    device_name: device.deviceName,
    image_url: device.imageUrl,
    brand: device.brand,
    offer_price: penceToPounds(item.offerPricePence),
    expires_at: item.expiresAt.toISOString(),
    expired: item.expiresAt <= now ? 1 : 0,
    selected_answers: item.selectedAnswers,
  };
}

export interface NewBasketItem {
  /** The basket's id, or a visitor's new basket to make in the same statement (the hash of its cookie token). */
  basket: number | { tokenHash: string };
  /** The server's price and the quote row that explains it (services/pricing/price-quote.ts). */
  priced: Priced;
  now: Date;
}

/**
 * Records the quote and adds the item in ONE statement (the basket add's round trips are counted:
 * tests/server/basket-statements.test.ts): both counts come from one scan of the basket's items, the quote and
 * the item are written only while the basket holds fewer than `maxBasketItems` items (every item, expired ones
 * too: they stay listed until removed), and the count a seller sees is the live items before plus this one (a
 * statement does not see its own inserts). Null when the basket is full. The caller holds the basket's row lock
 * (basket-owner.ts openBasketForAdd), so the limit cannot be passed by two adds at once. A visitor's new basket is
 * made by the same statement: nobody else can reach it yet, so it needs no lock and holds no items.
 */
export async function insertQuotedItem(db: Db, { basket, priced, now }: NewBasketItem): Promise<{ item: BasketItem; itemCount: number } | null> {
  const expiresAt = quoteExpiresAt(now);
  const quote = priced.record;
  const answers = JSON.stringify(priced.selectedAnswers);
  const target =
    typeof basket === 'number'
      ? sql`target as (select ${basket}::int as id),
    counts as (
      select count(*)::int as total, (count(*) filter (where expires_at > ${now.toISOString()}::timestamptz))::int as live
      from basket_items where basket_id = ${basket}::int
    )`
      : sql`target as (insert into baskets (token_hash) values (${basket.tokenHash}::text) returning id),
    counts as (select 0 as total, 0 as live)`;
  const result = await db.execute(sql`
    with ${target},
    quote as (
      insert into quotes (device_id, question_set_id, quote_type, answer_ids, base_pence, floor_pence, price_pence)
      select ${quote.deviceId}::int, ${quote.questionSetId}::int, ${quote.quoteType}::text, ${`{${quote.answerIds.join(',')}}`}::int[],
        ${quote.basePence}::int, ${quote.floorPence}::int, ${quote.pricePence}::int
      from counts where total < ${maxBasketItems}::int
      returning id
    ),
    item as (
      insert into basket_items (basket_id, device_id, quote_id, quote_type, selected_answers, offer_price_pence, expires_at, created_at)
      select target.id, ${priced.device.id}::int, quote.id, ${quote.quoteType}::text, ${answers}::json, ${priced.pricePence}::int,
        ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from quote, target
      returning id
    )
    select item.id, counts.live + 1 as item_count from item, counts`);
  const [row] = rowsOf<{ id: number; item_count: number }>(result);
  if (!row) return null;
  return { item: newBasketItem(row.id, priced, expiresAt), itemCount: row.item_count };
}

/** A new item as the add's answer shows it (not expired: it was priced just now). */
export function newBasketItem(id: number, priced: Priced, expiresAt: Date): BasketItem {
  return {
    id,
    device_name: priced.device.device_name,
    image_url: priced.device.image_url,
    brand: priced.device.brand,
    offer_price: penceToPounds(priced.pricePence),
    expires_at: expiresAt.toISOString(),
    expired: 0,
    selected_answers: priced.selectedAnswers,
  };
}

/** When an item priced at `now` stops being honoured. */
export function quoteExpiresAt(now: Date): Date {
  return new Date(now.getTime() + quoteValidDays * 24 * 60 * 60 * 1000);
}

export async function touchBasket(db: Db, basketId: number): Promise<void> {
  await db
    .update(baskets)
    .set({ updatedAt: sql`now()` })
    .where(eq(baskets.id, basketId));
}
