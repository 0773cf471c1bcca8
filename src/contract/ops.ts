import { z } from 'zod';
import { errorBody } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { orderStatus } from './orders.ts';

/**
 * The operator's calls (`npm run ops`, server/ops/cli.ts; no admin UI). Only the server and the CLI use them:
 * the server admits them from loopback with the DATA_DIR secret alone. Written here so both read one shape.
 */
export const opsOrderParams = z.object({ orderId: z.coerce.number<string>().int().positive() });

export const opsOrderMoves = ['transit', 'deliver', 'checkin', 'pay', 'complete', 'cancel'] as const;

export const opsCatalogueResponse = z.object({ rows: z.array(z.object({ brand: z.string(), type: z.string(), devices: z.number() })) });

export const opsOrdersResponse = z.object({
  orders: z.array(
    z.object({
      order_id: z.number(),
      number: z.string(),
      status: orderStatus,
      seller: z.string(),
      /** The price the seller's list shows: the accepted revised offer, else the order's total (src/shared/order-price.ts). */
      total: z.number(),
      /** Revised - Awaiting Response: the offer the seller is asked to accept (`total` is still the old price); else null. */
      revised_offer: z.number().nullable(),
      created_at: z.string(),
      /**
       * Submitted: 'ready', 'pending', or 'failed (n attempts): <error>' while the scheduler retries it; Cancelled:
       * 'void (order cancelled)'; any later status: 'used (device sent)'.
       */
      label: z.string(),
      /** The device's return, when one is recorded: 'to send' or 'sent <tracking>'. */
      return: z.string().nullable(),
    }),
  ),
});

export const opsMovedResponse = z.object({
  order_id: z.number(),
  number: z.string(),
  from: orderStatus,
  to: orderStatus,
  rewarded_referrer: z.number().optional(),
  /** complete: why a referred friend's sale credited no reward. */
  referral_refused: z.string().optional(),
  mailed: z.boolean().optional(),
});

export const opsMoveParams = opsOrderParams.extend({ move: z.enum(opsOrderMoves) });
export const opsMoveBody = z.object({ tracking: z.string().trim().min(1).max(64).optional() }).nullish();

const trackingMessage = 'Give the tracking reference with --tracking.';
export const opsReturnSentBody = z.object({ tracking: z.string({ error: trackingMessage }).trim().min(1, trackingMessage).max(64) });
export const opsReturnSentResponse = z.object({ number: z.string(), tracking: z.string() });

// The price rules (above zero, pounds and pence, below the order's) are checked with the order in hand.
export const opsReviseBody = z.object({
  price: z.number({ error: 'Give the revised price in pounds, such as 120.50.' }),
  reason: z.string().trim().min(1).max(500),
});

export const opsExpireResponse = z.object({ expired: z.array(z.string()) });

/** Every operator call answers an unknown caller, and its own refusals, with `errorBody`. */
export const opsErrors = { 400: errorBody, 404: errorBody, 409: errorBody } as const;

export const opsEndpoints = {
  getCatalogue: defineEndpoint({ method: 'GET', path: '/api/ops/catalogue', response: opsCatalogueResponse }),
  getOrders: defineEndpoint({ method: 'GET', path: '/api/ops/orders', response: opsOrdersResponse }),
  moveOrder: defineEndpoint({
    method: 'POST',
    path: '/api/ops/orders/:orderId/:move',
    params: opsMoveParams,
    body: opsMoveBody,
    response: opsMovedResponse,
    idempotent: true,
  }),
  markReturnSent: defineEndpoint({
    method: 'POST',
    path: '/api/ops/orders/:orderId/return-sent',
    params: opsOrderParams,
    body: opsReturnSentBody,
    response: opsReturnSentResponse,
    idempotent: true,
  }),
  reviseOrder: defineEndpoint({
    method: 'POST',
    path: '/api/ops/orders/:orderId/revise',
    params: opsOrderParams,
    body: opsReviseBody,
    response: opsMovedResponse,
    idempotent: true,
  }),
  expireRequotes: defineEndpoint({ method: 'POST', path: '/api/ops/requotes/expire', response: opsExpireResponse, idempotent: true }),
} as const;
