import type { Device, QuoteRequest } from '@/contract/index.ts';
import { displayName } from '@/shared/devices/index.ts';
import type { QuoteDraft } from '@/offline/drafts.ts';
import { enqueue } from '@/offline/outbox/index.ts';

export interface AddToBasketRequest {
  device: Device;
  request: QuoteRequest;
  /** The price the seller was shown (the server's quote, or an offline estimate); null when none was. */
  estimate: number | null;
  /** `estimate` is an offline estimate rather than the server's quote (the basket and the landed notice say which). */
  estimated: boolean;
  draft: QuoteDraft;
}

/**
 * POST /api/basket/add through the outbox, online and offline alike (docs/offline.md, one path): the tap writes the
 * row and the queued draft together, the drainer sends it with its opId as Idempotency-Key. Resolves with the opId.
 */
export function queueAddToBasket({ device, request, estimate, estimated, draft }: AddToBasketRequest): Promise<string> {
  return enqueue({ type: 'add-to-basket', payload: request, label: displayName(device), estimate, estimated }, { draft });
}
