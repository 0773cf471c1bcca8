import type { OrderStatus } from '@/contract/orders.ts';
import { formatGBP } from '@/shared/format.ts';
import { penceToPounds } from '@/contract/pricing.ts';
import type { Db } from '../../db/client.ts';
import { pushMessages, type OrderRow } from '../../db/schema/index.ts';
import { addDays } from '../clock.ts';
import { orderNumber } from '../orders/order-view.ts';

/** The reminder of an unanswered revised offer goes this many days before it lapses (docs/product.md#9-business-constants-and-limits: 14 days). */
const reminderDaysBefore = 2;

/** Where a notification opens: the seller's trade-ins with this order's detail open. */
function orderUrl(orderId: number): string {
  return `/dashboard?order=${orderId}`;
}

const ukDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/London' }).format(date);

interface Update {
  key: string;
  title: string;
  body: string;
  dueAt: Date;
  expectStatus?: OrderStatus;
}

/**
 * What the seller hears about an order that has just moved (docs/decisions/111-web-push-order-updates.md): device
 * arrived, checked in, a revised offer waiting for an answer (and a reminder two days before it lapses), paid.
 */
function orderUpdates(order: OrderRow, now: Date, requoteDays: number): Update[] {
  const number = orderNumber(order.id);
  switch (order.status) {
    case 'Delivered - Awaiting Check-In':
      return [
        { key: 'arrived', title: `${number}: your device has arrived`, body: 'We have your parcel. We will check your device in next.', dueAt: now },
      ];
    case 'Checked In - Under Review':
      return [{ key: 'checked-in', title: `${number}: checked in`, body: 'Your device is checked in and under review.', dueAt: now }];
    case 'Revised - Awaiting Response': {
      if (!order.revisedAt || order.revisedPricePence === null) return [];
      const deadline = addDays(order.revisedAt, requoteDays);
      const offer = formatGBP(penceToPounds(order.revisedPricePence));
      const stamp = order.revisedAt.toISOString();
      return [
        {
          key: `revised:${stamp}`,
          title: `${number}: a revised offer of ${offer}`,
          body: `Please accept or decline it by ${ukDate(deadline)}, or your device is sent back.`,
          dueAt: now,
          expectStatus: order.status,
        },
        {
          key: `revised-reminder:${stamp}`,
          title: `${number}: 2 days left to answer`,
          body: `Your revised offer of ${offer} lapses on ${ukDate(deadline)}. Accept or decline it before then.`,
          dueAt: addDays(deadline, -reminderDaysBefore),
          expectStatus: order.status,
        },
      ];
    }
    case 'Completed':
      return order.paymentStatus === 'Paid'
        ? [{ key: 'paid', title: `${number}: paid`, body: 'We have sent your payment by bank transfer.', dueAt: now }]
        : [];
    default:
      return [];
  }
}

/** Records the updates of a move in the caller's transaction, once per order event (a repeated move adds nothing). */
export async function enqueueOrderPush(tx: Db, order: OrderRow, now: Date, requoteDays: number): Promise<void> {
  const updates = orderUpdates(order, now, requoteDays);
  if (updates.length === 0) return;
  await tx
    .insert(pushMessages)
    .values(
      updates.map((update) => ({
        userId: order.userId,
        orderId: order.id,
        dedupeKey: `${order.id}:${update.key}`,
        title: update.title,
        body: update.body,
        url: orderUrl(order.id),
        expectStatus: update.expectStatus ?? null,
        dueAt: update.dueAt,
      })),
    )
    .onConflictDoNothing({ target: pushMessages.dedupeKey });
}
