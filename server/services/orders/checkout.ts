import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CheckoutBody, CheckoutResponse } from '@/contract/basket.ts';
import { discountPence } from '@/contract/pricing.ts';
import type { Db } from '../../db/client.ts';
import { basketItems, baskets, devices, orderItems, orders, quotes, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { findBasket } from '../basket/basket-owner.ts';
import { checkDiscount } from '../basket/discounts.ts';
import { assertPossibleUkAccount } from '../payments/bank-account.ts';
import { sendBy } from './order-view.ts';

const checkoutMessages = {
  submitted: 'Order submitted successfully!',
  empty: 'Your basket is empty.',
  expired: 'Some items in your basket have expired. Please remove them before checking out.',
  noAddress: 'Please add your shipping address before submitting your order.',
} as const;

/**
 * POST /api/basket/checkout, inside the call's one transaction: the basket row is locked (a second checkout of
 * it waits, then finds it empty), its items are taken out by DELETE ... RETURNING, and the order, its items and
 * the label job (label_status 'pending') are written. Any failure rolls all of it back: no half order, no lost item.
 */
export async function checkout(tx: Db, userId: number, body: CheckoutBody, now = new Date()): Promise<CheckoutResponse> {
  assertPossibleUkAccount(body.sort_code, body.account_number);
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(401, 'Please log in to continue.');
  if (!user.addressLine1 || !user.city || !user.postcode) throw new HttpError(400, checkoutMessages.noAddress);

  const basket = await findBasket(tx, { kind: 'user', user }, true);
  if (!basket) throw new HttpError(400, checkoutMessages.empty);
  const taken = (await tx.delete(basketItems).where(eq(basketItems.basketId, basket.id)).returning()).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
  );
  if (taken.length === 0) throw new HttpError(400, checkoutMessages.empty);
  if (taken.some((item) => item.expiresAt <= now)) throw new HttpError(400, checkoutMessages.expired);

  const totalPence = taken.reduce((sum, item) => sum + item.offerPricePence, 0);
  // The discount the basket page showed: a code that no longer applies was not shown, and is not used.
  const check = basket.discountCode ? await checkDiscount(tx, basket.discountCode, user, now) : null;
  const terms = check?.ok ? check.terms : null;
  if (terms?.referrerId) {
    // Using a friend's code links the two accounts, for the friend's reward when this sale completes.
    await tx
      .update(users)
      .set({ referredByUserId: terms.referrerId })
      .where(and(eq(users.id, user.id), isNull(users.referredByUserId)));
  }

  const labelUuid = randomUUID();
  const [order] = await tx
    .insert(orders)
    .values({
      userId: user.id,
      totalPence,
      discountCode: terms?.code ?? null,
      discountPence: terms ? discountPence(terms, totalPence) : 0,
      sortCode: body.sort_code,
      accountNumber: body.account_number,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      addressLine1: user.addressLine1,
      addressLine2: user.addressLine2 ?? '',
      city: user.city,
      postcode: user.postcode,
      labelUuid,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id, createdAt: orders.createdAt });

  const deviceRows = await tx
    .select()
    .from(devices)
    .where(
      inArray(
        devices.id,
        taken.map((item) => item.deviceId),
      ),
    );
  const quoteRows = await tx
    .select({ id: quotes.id, createdAt: quotes.createdAt })
    .from(quotes)
    .where(
      inArray(
        quotes.id,
        taken.map((item) => item.quoteId),
      ),
    );
  const deviceById = new Map(deviceRows.map((device) => [device.id, device]));
  const quotedAt = new Map(quoteRows.map((quote) => [quote.id, quote.createdAt]));
  const rows = taken.map((item) => {
    const device = deviceById.get(item.deviceId)!;
    return {
      orderId: order!.id,
      deviceId: item.deviceId,
      quoteId: item.quoteId,
      deviceName: device.deviceName,
      brand: device.brand,
      imageUrl: device.imageUrl,
      offerPricePence: item.offerPricePence,
      selectedAnswers: item.selectedAnswers,
      quotedAt: quotedAt.get(item.quoteId) ?? item.createdAt,
    };
  });
  await tx.insert(orderItems).values(rows);
  await tx
    .update(baskets)
    .set({ discountCode: null, updatedAt: sql`now()` })
    .where(eq(baskets.id, basket.id));
  return { success: true, message: checkoutMessages.submitted, order_id: order!.id, label_name: labelUuid, send_by: sendBy(order!).toISOString() };
}
