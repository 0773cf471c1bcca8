import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { BasketItem } from '../../../src/contract/basket.ts';
import type { Device } from '../../../src/contract/devices.ts';
import { penceToPounds } from '../../../src/contract/pricing.ts';
import type { QuoteRequest } from '../../../src/contract/quote.ts';
import type { Db } from '../../db/client.ts';
import { basketItems, baskets, devices } from '../../db/schema/index.ts';

/** docs/product.md#1-what-the-product-does: a quote is valid for 14 days. */
export const quoteValidDays = 14;
/** More than anyone posts in one parcel; it stops a script from filling a basket without end. */
export const maxBasketItems = 20;
export const basketFull = 'Your basket is full. Please check out or remove a device before adding another.';

/** Every item, expired ones too: the basket page shows them greyed until they are removed. */
export async function countBasketItems(db: Db, basketId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(basketItems).where(eq(basketItems.basketId, basketId));
  return row?.n ?? 0;
}

/** The items still priced at `now`: the count a seller sees (an expired item stays listed, but is not counted). */
export async function countLiveBasketItems(db: Db, basketId: number, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(basketItems).where(and(eq(basketItems.basketId, basketId), gt(basketItems.expiresAt, now)));
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
  await touchBasket(db, item.basketId);
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

export async function touchBasket(db: Db, basketId: number): Promise<void> {
  await db.update(baskets).set({ updatedAt: sql`now()` }).where(eq(baskets.id, basketId));
}
