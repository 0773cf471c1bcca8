import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

export interface NewSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** One browser, one seller: the endpoint moves to whoever subscribed last from it. */
export async function saveSubscription(db: Db, subscription: NewSubscription, now: Date): Promise<void> {
  const { endpoint, ...values } = subscription;
  await db
    .insert(pushSubscriptions)
    .values({ endpoint, ...values, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}
