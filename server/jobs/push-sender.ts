import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush, { type RequestDetails } from 'web-push';
import { site } from '@/shared/site.ts';
import type { Db } from '../db/client.ts';
import { orders, pushMessages, pushSubscriptions, type PushMessageRow, type PushSubscriptionRow } from '../db/schema/index.ts';
import type { Job } from './scheduler.ts';
import { loadVapidKeys, type VapidKeys } from '../services/push/vapid.ts';

/** How long a push service keeps trying a phone that is off: a weekend (seconds, the TTL header). */
const pushTtlSeconds = 3 * 24 * 60 * 60;
/** A message is given up after this many tries; each try waits longer (retryDelayMs). */
const maxPushAttempts = 8;
const batchSize = 50;
const sendTimeoutMs = 10_000;

/** 1, 2, 4 ... minutes after a failed try; also the lease that keeps another process off a message being sent. */
function retryDelayMs(attempt: number): number {
  return Math.min(2 ** Math.max(0, attempt - 1), 240) * 60 * 1000;
}

export interface PushService {
  /** The VAPID public key browsers subscribe with (made at first start). */
  publicKey(): Promise<string>;
}

/** The payload the worker shows (sw/push.ts): title, body, the order's URL, and a tag so a repeat replaces, not adds. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

type Outcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; error: string };

export function createPushService(app: FastifyInstance): PushService {
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => (keys ??= loadVapidKeys(app.config.dataDir));
  app.addHook('onReady', async () => void (await vapid()));
  return { publicKey: async () => (await vapid()).publicKey };
}

/**
 * The scheduler's push-send job: due messages are claimed in the job's transaction (FOR UPDATE SKIP LOCKED, then
 * attempts + 1 and due_at moved on as a lease), so across processes each try happens once; they are sent after the
 * commit. A message whose order has moved on (expect_status) is closed unsent.
 */
export function pushSendJob(app: FastifyInstance): Job {
  return {
    name: 'push-send',
    // Below the 30 s tick, so every tick sends what is due.
    everyMs: 15 * 1000,
    async run(tx, now) {
      const due = await tx
        .select({ message: pushMessages, status: orders.status })
        .from(pushMessages)
        .innerJoin(orders, eq(orders.id, pushMessages.orderId))
        .where(and(isNull(pushMessages.sentAt), lte(pushMessages.dueAt, now), lt(pushMessages.attempts, maxPushAttempts)))
        .orderBy(pushMessages.dueAt)
        .limit(batchSize)
        .for('update', { of: pushMessages, skipLocked: true });
      if (due.length === 0) return;
      const stale = due.filter(({ message, status }) => message.expectStatus !== null && message.expectStatus !== status);
      const live = due.filter((row) => !stale.includes(row)).map(({ message }) => message);
      if (stale.length > 0) {
        const ids = stale.map(({ message }) => message.id);
        await tx.update(pushMessages).set({ sentAt: now, lastError: 'not sent: the order has moved on' }).where(inArray(pushMessages.id, ids));
      }
      for (const message of live) {
        await tx
          .update(pushMessages)
          .set({ attempts: sql`${pushMessages.attempts} + 1`, dueAt: new Date(now.getTime() + retryDelayMs(message.attempts + 1)) })
          .where(eq(pushMessages.id, message.id));
      }
      if (live.length === 0) return;
      return async () => {
        const keys = await loadVapidKeys(app.config.dataDir);
        for (const message of live) await sendMessage(app, keys, message);
      };
    },
  };
}

/** Every subscription of the seller gets it; a gone one is removed; any other failure leaves the message for its retry. */
async function sendMessage(app: FastifyInstance, keys: VapidKeys, message: PushMessageRow): Promise<void> {
  const db = app.database.db;
  const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, message.userId));
  const payload: PushPayload = { title: message.title, body: message.body, url: message.url, tag: message.dedupeKey };
  const errors: string[] = [];
  for (const subscription of subscriptions) {
    const outcome = await deliver(subscription, JSON.stringify(payload), keys);
    if (outcome.kind === 'gone') await forgetSubscription(db, subscription.endpoint);
    if (outcome.kind === 'failed') errors.push(outcome.error);
  }
  if (errors.length > 0) app.log.warn({ messageId: message.id, errors }, 'push message not delivered; it is tried again');
  await db
    .update(pushMessages)
    .set(errors.length === 0 ? { sentAt: app.clock.now(), lastError: null } : { lastError: errors.join('; ').slice(0, 300) })
    .where(eq(pushMessages.id, message.id));
}

/** One encrypted POST (RFC 8291 payload, RFC 8292 VAPID Authorization, TTL) made by web-push, sent with fetch. */
async function deliver(subscription: PushSubscriptionRow, payload: string, keys: VapidKeys): Promise<Outcome> {
  let request: RequestDetails;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: { subject: `mailto:${site.email}`, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: pushTtlSeconds,
      },
    );
  } catch {
    // Keys no push service could decrypt for: it can never be sent to.
    return { kind: 'gone' };
  }
  try {
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return { kind: 'gone' };
    if (response.ok) return { kind: 'sent' };
    return { kind: 'failed', error: `push service answered ${response.status}` };
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}

export async function forgetSubscription(db: Db, endpoint: string, userId?: number): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      userId === undefined
        ? eq(pushSubscriptions.endpoint, endpoint)
        : and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)),
    );
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}
