import { supportSuccessMessages } from '../../contract/support-successes.ts';
import type { ErrorMessages } from '../../lib/api/api-error.ts';

export interface SupportFormMessages extends ErrorMessages {
  success: string;
}

/**
 * docs/product.md#8-error-and-message-catalogue, word for word. A server message is shown when the server sends one; `fallback` when it
 * answers without one; `network` when the request never got an answer. Successes are `docs/product.md#8-error-and-message-catalogue`'s
 * 'other successes': the received-message one for a ticket, the in-touch one for a call-back, and the
 * quote one for a competitor quote.
 */
export const supportMessages = {
  ticket: {
    success: supportSuccessMessages.ticket,
    fallback: 'Failed to submit ticket. Please try again.',
    network: 'Something went wrong. Please try again later.',
  },
  callback: {
    success: supportSuccessMessages.callback,
    fallback: 'Failed to submit request. Please check your details.',
    network: 'Something went wrong. Please try again later.',
  },
  bestPrice: {
    success: supportSuccessMessages.bestPrice,
    fallback: 'Failed to submit ticket. Please try again.',
    network: 'Something went wrong. Please try again.',
  },
} as const satisfies Record<string, SupportFormMessages>;
