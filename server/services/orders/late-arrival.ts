import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, quotes, type OrderRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { priceQuote } from '../pricing/price-quote.ts';
import type { PricingTables } from '../pricing/pricing-tables.ts';
import { longDate } from './order-mail.ts';
import { sendBy } from './order-view.ts';

export interface LatePrice {
  pricePence: number;
  reason: string;
}

/**
 * docs/product.md#9-business-constants-and-limits: a quote is valid 14 calendar days from the sale order. A device checked in after its send-by date
 * is priced again with the seller's own answers at today's value (each item through the quote engine, recorded
 * as a new quote). A lower result becomes a revised quote the seller accepts or declines; the same or a higher
 * one keeps the order's price (the seller is never paid less for posting late when the value held). An item the
 * engine can no longer price (device withdrawn) keeps its offer.
 */
export async function repriceLateArrival(tx: Db, tables: PricingTables, order: OrderRow, now: Date): Promise<LatePrice | null> {
  const deadline = sendBy(order);
  if (now <= deadline) return null;
  const items = await tx
    .select({ item: orderItems, quoteType: quotes.quoteType })
    .from(orderItems)
    .innerJoin(quotes, eq(quotes.id, orderItems.quoteId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  let totalPence = 0;
  for (const { item, quoteType } of items) {
    try {
      const priced = await priceQuote(tx, tables, { deviceId: item.deviceId, quoteType, selected_answers: item.selectedAnswers });
      totalPence += priced.pricePence;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      totalPence += item.offerPricePence;
    }
  }
  const pricePence = totalPence + order.discountPence;
  if (pricePence >= order.totalPence + order.discountPence) return null;
  return {
    pricePence,
    reason: `Your device arrived after the send-by date of ${longDate(deadline)}. Quotes are valid for 14 days from your order, so we have priced it again with your answers at today's value.`,
  };
}
