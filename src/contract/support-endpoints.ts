import { successMessage } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { bestPriceBody, callbackBody, supportTicketBody } from './support.ts';

/**
 * The support rows of docs/product.md#7-calls, part of `endpoints`: a support form loads these at its first submit,
 * not the whole contract (docs/decisions/155-contract-in-groups.md).
 */
export const supportEndpoints = {
  createSupportTicket: defineEndpoint({ method: 'POST', path: '/api/support/ticket', body: supportTicketBody, response: successMessage }),
  requestCallback: defineEndpoint({ method: 'POST', path: '/api/support/callback', body: callbackBody, response: successMessage }),
  submitBestPrice: defineEndpoint({ method: 'POST', path: '/api/support/bpp', body: bestPriceBody, response: successMessage }),
} as const;
