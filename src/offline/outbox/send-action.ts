import { basketEndpoints as endpoints } from '../../contract/basket-endpoints.ts';
import { callApi, errorMessage } from '../../lib/api/call-api.ts';
import { sendTimeoutMs } from '../../lib/api/reachability.ts';
import type { OutboxRow } from './types.ts';

/** What the drainer keeps of the server's answer. */
export interface ActionResponse {
  itemCount: number;
  /** add-to-basket: the server's price for the item (the one that counts). */
  price: number | null;
}

/** Sends one row with its opId as Idempotency-Key: a retry of the same row can never act twice. */
export async function sendAction(row: OutboxRow): Promise<ActionResponse> {
  switch (row.type) {
    case 'add-to-basket': {
      const response = await callApi(endpoints.addToBasket, { body: row.payload, idempotencyKey: row.opId, timeoutMs: sendTimeoutMs });
      return { itemCount: response.itemCount, price: response.item.offer_price };
    }
    case 'remove-from-basket': {
      const response = await callApi(endpoints.removeFromBasket, { body: row.payload, idempotencyKey: row.opId, timeoutMs: sendTimeoutMs });
      return { itemCount: response.itemCount, price: null };
    }
  }
}

/**
 * Why the server refused an action, in `docs/product.md#8-error-and-message-catalogue`'s words: add to basket 'server message else Failed to add to
 * basket.'; an exception 'An error occurred adding the quote to basket.'. Null: drop the row without a word
 * (docs/product.md#8-error-and-message-catalogue: basket removal failures are silently ignored).
 */
export function refusalMessage(row: OutboxRow, error: unknown): string | null {
  if (row.type === 'remove-from-basket') return null;
  return errorMessage(error, { fallback: 'Failed to add to basket.', network: 'An error occurred adding the quote to basket.' });
}
