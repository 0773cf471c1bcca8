import type { QuoteRequest } from '../../contract/index.ts';

/**
 * What an outbox row asks the server to do. Self-describing (endpoint kind and body), so any page of the app can
 * drain it, whichever feature queued it.
 */
export type OutboxAction =
  | {
      type: 'add-to-basket';
      payload: QuoteRequest;
      label: string;
      /** The price the seller was shown (null when none was). */
      estimate: number | null;
      /** That price was an offline estimate, not the server's quote. Absent on rows queued before it existed: an estimate. */
      estimated?: boolean;
    }
  | { type: 'remove-from-basket'; payload: { itemId: number }; label: string };

export type OutboxActionType = OutboxAction['type'];

/** queued: waiting (for a connection or its backoff); sending: in flight; failed: refused, the seller decides. */
export type OutboxState = 'queued' | 'sending' | 'failed';

/** One action to send (docs/offline.md): the opId is minted at the tap and sent as Idempotency-Key on every try. */
export type OutboxRow = OutboxAction & {
  /** Auto-increment: rows drain in this order. */
  seq?: number;
  opId: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  /** The last try never reached the server (no answer at all): a returning connection ends its backoff. */
  unreached?: boolean;
  /** When its last try began: a returning connection does not send again a row tried moments ago (manage.ts). */
  triedAt?: number;
  state: OutboxState;
};

/** The server's answer to an action, kept until the seller has seen it (a price that changed, a queued add done). */
export interface SyncResult {
  opId: string;
  type: OutboxActionType;
  label: string;
  completedAt: number;
  /** add-to-basket: the price the seller was shown (null when none was) and the server's price. */
  estimate: number | null;
  /** The shown price was an offline estimate (absent: a result kept before this existed, read as an estimate). */
  estimated?: boolean;
  price: number | null;
  itemCount: number;
}
