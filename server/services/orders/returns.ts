import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderReturns, orders } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { returnMail } from './order-mail.ts';
import { orderNumber } from './order-view.ts';

/** Why a device goes back, as the seller reads it in the order detail and the e-mail. */
export const returnReasons = {
  declined: 'You declined the revised quote.',
  expired: 'The revised quote was not answered within 14 days.',
} as const;

/** Records the return of `orderId` inside the move's transaction (once: the order id is unique). */
export async function recordReturn(tx: Db, orderId: number, reason: string, now: Date): Promise<void> {
  await tx.insert(orderReturns).values({ orderId, reason, createdAt: now }).onConflictDoNothing({ target: orderReturns.orderId });
}

/** `ops return-sent`: the operator posted the device back, with the carrier's tracking reference. */
export async function markReturnSent(tx: Db, orderId: number, tracking: string, now: Date) {
  // Once: a second 'sent' would overwrite the tracking the seller was given and mail them a second time.
  const [row] = await tx
    .update(orderReturns)
    .set({ sentAt: now, tracking })
    .where(and(eq(orderReturns.orderId, orderId), isNull(orderReturns.sentAt)))
    .returning();
  if (row) return row;
  const [existing] = await tx.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
  if (!existing) throw new HttpError(404, `Order ${orderNumber(orderId)} has no return to send.`);
  throw new HttpError(409, `Order ${orderNumber(orderId)}'s return was already sent${existing.tracking ? ` (tracking ${existing.tracking})` : ''}.`);
}

/**
 * E-mails every seller whose return is recorded but not yet mailed. Each mail is claimed first by a conditional
 * UPDATE (so two processes, or two runs, never send it twice) and released if the transport fails, for the
 * next run of the scheduler. Returns how many were sent.
 */
/** What the returns mailer needs: the app passes itself (it has all four), a script its own. */
export interface ReturnMailDeps {
  database: { db: Db };
  clock: Clock;
  mailer: Mailer;
  log: Logger;
}

export async function mailPendingReturns(app: ReturnMailDeps): Promise<number> {
  const db = app.database.db;
  const pending = await db
    .select({ back: orderReturns, order: orders })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(isNull(orderReturns.mailedAt));
  let sent = 0;
  for (const { back, order } of pending) {
    const [claimed] = await db
      .update(orderReturns)
      .set({ mailedAt: app.clock.now() })
      .where(and(eq(orderReturns.id, back.id), isNull(orderReturns.mailedAt)))
      .returning({ id: orderReturns.id });
    if (!claimed) continue;
    try {
      await app.mailer.send(returnMail(order, back.reason));
      sent += 1;
    } catch (error) {
      await db.update(orderReturns).set({ mailedAt: null }).where(eq(orderReturns.id, back.id));
      app.log.error({ err: error, order: order.id }, 'return mail failed');
    }
  }
  return sent;
}
