import { count, eq, sql } from 'drizzle-orm';
import type { BasketItem } from '../../../src/contract/basket.ts';
import type { Device } from '../../../src/contract/devices.ts';
import { penceToPounds } from '../../../src/contract/pricing.ts';
import type { QuoteRequest } from '../../../src/contract/quote.ts';
import type { Db } from '../../db/client.ts';
import { basketItems, baskets } from '../../db/schema/index.ts';
import { hashBasketToken } from './basket-token.ts';

/** Spec section 1: a quote is valid for 14 days. */
export const quoteValidDays = 14;
/** More than anyone posts in one parcel; it stops a script from filling a basket without end. */
export const maxBasketItems = 20;
export const basketFull = 'Your basket is full. Please check out or remove a device before adding another.';

export async function findBasketId(db: Db, token: string): Promise<number | null> {
  const [row] = await db.select({ id: baskets.id }).from(baskets).where(eq(baskets.tokenHash, hashBasketToken(token))).limit(1);
  return row?.id ?? null;
}

export async function createBasket(db: Db, token: string): Promise<number> {
  const [row] = await db.insert(baskets).values({ tokenHash: hashBasketToken(token) }).returning({ id: baskets.id });
  return row!.id;
}

/** Every item, expired ones too: the basket page shows them greyed until they are removed. */
export async function countBasketItems(db: Db, basketId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(basketItems).where(eq(basketItems.basketId, basketId));
  return row?.n ?? 0;
}

export interface NewBasketItem {
  basketId: number;
  device: Device;
  quoteId: number;
  pricePence: number;
  request: QuoteRequest;
  now?: Date;
}

export async function insertBasketItem(db: Db, item: NewBasketItem): Promise<BasketItem> {
  const now = item.now ?? new Date();
  const expiresAt = new Date(now.getTime() + quoteValidDays * 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(basketItems)
    .values({
      basketId: item.basketId,
      deviceId: item.device.id,
      quoteId: item.quoteId,
      quoteType: item.request.quoteType,
      selectedAnswers: item.request.selected_answers,
      offerPricePence: item.pricePence,
      expiresAt,
      createdAt: now,
    })
    .returning({ id: basketItems.id });
  await db.update(baskets).set({ updatedAt: sql`now()` }).where(eq(baskets.id, item.basketId));
  return {
    id: row!.id,
    device_name: item.device.device_name,
    image_url: item.device.image_url,
    brand: item.device.brand,
    offer_price: penceToPounds(item.pricePence),
    expires_at: expiresAt.toISOString(),
    expired: 0,
    selected_answers: item.request.selected_answers,
  };
}
