import type { OutboxRow } from './types.ts';

/** What the basket badge needs of a queued row. */
export type QueuedBasketRow = Pick<OutboxRow, 'opId' | 'type' | 'state'>;

/**
 * How the basket's count will move once the queued rows reach the server: an add one more, a removal one fewer. A
 * failed row changes nothing until the seller retries it (the server refused it once).
 */
export function queuedBasketChange(rows: readonly QueuedBasketRow[]): number {
  let change = 0;
  for (const row of rows) {
    if (row.state === 'failed') continue;
    change += row.type === 'add-to-basket' ? 1 : -1;
  }
  return change;
}
