import { NetworkError } from '../../lib/api/api-error.ts';
import { ApiError, isRetryable } from '../../lib/api/call-api.ts';
import { db } from '../db.ts';
import { retryAfterMs, retryDelay } from './backoff.ts';
import { completeAction } from './complete-action.ts';
import { isCancellable } from './manage.ts';
import type { ActionResponse } from './send-action.ts';
import { refusalMessage } from './send-action.ts';
import type { OutboxRow } from './types.ts';

export interface DrainDeps {
  send(row: OutboxRow): Promise<ActionResponse>;
  now(): number;
  random(): number;
  /** False when the browser knows it is offline: nothing is tried until the 'online' event. */
  online(): boolean;
  /**
   * The server answers now (reachability.ts `answersNow`). Asked before a cancellable add's first try:
   * when nothing answers, the add is not sent at all, so it stays cancellable (absent: always sent).
   */
  answersNow?(): Promise<boolean>;
  onCompleted?(row: OutboxRow, response: ActionResponse): void;
  /** A refused row dropped without a word (a removal): the app reads the basket again. */
  onDropped?(row: OutboxRow): void;
}

export interface DrainOutcome {
  /** When the head row's backoff ends (wake the drainer then); null when nothing waits on a timer. */
  nextWakeAt: number | null;
  /** Rows still to send (not counting failed ones, which wait for the seller). */
  pending: number;
}

/** Failed rows wait for the seller; every other row is due in order. */
async function pendingRows(): Promise<OutboxRow[]> {
  return (await db.outbox.orderBy('seq').toArray()).filter((row) => row.state !== 'failed');
}

/**
 * One pass of the drainer (the caller holds the outbox lock, so no other tab is sending): the rows go in the
 * order they were tapped, one at a time, until the head must wait (backoff, offline) or none are left.
 * A row found 'sending' was left so by a tab that closed mid-request: it is sent again with the same opId,
 * and the server replays its answer if the first attempt had arrived.
 * docs/offline.md#outbox-rule-4-retry-what-may-succeed-stop-what-will-not: network errors, 408, 409, 429 and 5xx back off and retry; any other refusal marks the row
 * failed with the server's message (or drops a removal, whose failures are silent).
 */
export async function drainPass(deps: DrainDeps): Promise<DrainOutcome> {
  for (;;) {
    const rows = await pendingRows();
    const head = rows[0];
    if (!head) return { nextWakeAt: null, pending: 0 };
    if (!deps.online()) return { nextWakeAt: null, pending: rows.length };
    if (head.nextAttemptAt > deps.now()) return { nextWakeAt: head.nextAttemptAt, pending: rows.length };

    // A first try into silence would cost the seller Cancel (an answer lost may hide an add the server made), where
    // a probe that gets no answer proves nothing was sent. It backs off as a failed try would.
    if (deps.answersNow && isCancellable(head) && !(await deps.answersNow())) {
      await recordFailure(head, new NetworkError(new TypeError('The server did not answer.'), true), deps);
      continue;
    }
    // Claimed only if the row is still there: the seller may have cancelled it since it was read (cancelQueuedAdd).
    if ((await db.outbox.update(head.seq!, { state: 'sending', triedAt: deps.now() })) === 0) continue;
    let response: ActionResponse;
    try {
      response = await deps.send(head);
    } catch (error) {
      await recordFailure(head, error, deps);
      continue;
    }
    await completeAction(head, response, deps.now());
    deps.onCompleted?.(head, response);
  }
}

async function recordFailure(row: OutboxRow, error: unknown, deps: DrainDeps): Promise<void> {
  if (isRetryable(error)) {
    const attempts = row.attempts + 1;
    const wait = retryDelay(attempts, deps.random, error instanceof ApiError ? retryAfterMs(error.headers) : 0);
    await db.outbox.update(row.seq!, {
      state: 'queued',
      attempts,
      nextAttemptAt: deps.now() + wait,
      lastError: error instanceof Error ? error.message : String(error),
      unreached: !(error instanceof ApiError),
      // No request left (the browser said offline, or the probe above had no answer): the row is as untried as before.
      ...(error instanceof NetworkError && error.notSent ? { triedAt: row.triedAt } : {}),
    });
    return;
  }
  const message = refusalMessage(row, error);
  if (message === null) {
    await db.outbox.delete(row.seq!);
    deps.onDropped?.(row);
  } else await db.outbox.update(row.seq!, { state: 'failed', attempts: row.attempts + 1, lastError: message });
}
