import type { z } from 'zod';
import type { recordEventBody } from '@/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

/** One consented analytics event, stored first-party. */
export async function recordEvent(db: Db, { event, path, params }: z.output<typeof recordEventBody>) {
  await db.insert(analyticsEvents).values({ event, path: path ?? null, params: params ?? null });
}
