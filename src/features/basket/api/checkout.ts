import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { endpoints, type CheckoutBody } from '@/contract/index.ts';
import { ApiError, NetworkError, callApi, errorMessage } from '@/lib/api/call-api.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { announceOrdersChanged } from '@/lib/orders-changed.ts';

/** docs/product.md#8-error-and-message-catalogue, Checkout: success toast 3 s, error toast 6 s. */
export const checkoutSuccessMessage = 'Order submitted successfully!';

export function checkoutErrorMessage(error: unknown): string {
  return errorMessage(error, { fallback: 'Failed to submit order.', network: 'Something went wrong while submitting your order.' });
}

/**
 * Said under Submit Order after a submit whose outcome is unknown: no answer, or a gateway's 5xx (the server may have
 * made the order behind it). The spec's toast says only that something went wrong; a seller who fears selling twice
 * needs to know that pressing again is safe (an outside review).
 */
export const checkoutUnconfirmedNote =
  'We could not confirm whether your order went through. Submitting again is safe: if it did, you will be told so and no second order is made.';

/**
 * Said under Submit Order instead when the browser knew it was offline: nothing was sent, so the order certainly was
 * not made (an outside review: the unconfirmed note there left a seller unsure whether they had sold). Ours.
 */
export const checkoutNotSentNote = 'You are offline, so your order was not sent. Submit it again when you are back online.';
/** The same note once the server can be reached again (outside review 6: the offline words stayed once back online). */
export const checkoutBackOnlineNote = 'Your order was not sent while you were offline. You are back online: submit it again.';

/**
 * Said instead when, after such a submit, another attempt (other details) finds the basket empty: the earlier order
 * went through, with the details given then.
 */
export const checkoutEarlierOrderNote =
  'Your earlier submit went through: the order was made with the details you gave then, and Your Trade-ins lists it.';

/** The server's answer to an attempt on an empty basket (server/services/orders/checkout.ts). */
export function isEmptyBasketRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.serverMessage === 'Your basket is empty.';
}

/** No answer, or an answer that does not say whether the order was made (a 5xx, or a 2xx the contract does not know). */
export function checkoutOutcomeUnknown(error: unknown): boolean {
  return (error instanceof NetworkError && !error.notSent) || (error instanceof ApiError && (error.status >= 500 || error.status < 300));
}

/**
 * A submit that gets no answer gives up after this long with the spec's message (a hanging line must not leave
 * 'Submitting...' for good); the order may still have been made, so the retry below is safe.
 */
export const checkoutTimeoutMs = 20_000;

/**
 * One Idempotency-Key per order attempt: pressing Submit again after a timeout sends the same key with the same
 * body, so an order the server did make is answered again (the confirmation) instead of failing on an empty
 * basket. Other bank details, another address or other devices are a new attempt with a new key: a replay would
 * confirm the order made with the old ones as if the new ones had been used (an outside review: a label for the
 * old address after the seller changed it).
 */
function attemptKeys() {
  let last: { attempt: string; key: string } | null = null;
  return (body: CheckoutBody, order: unknown): string => {
    const attempt = JSON.stringify([body, order]);
    if (last?.attempt !== attempt) last = { attempt, key: crypto.randomUUID() };
    return last.key;
  };
}

/** What an order is made of besides the bank details: the address it was submitted with and the devices. */
export interface OrderAttempt {
  body: CheckoutBody;
  order: unknown;
}

/** POST /api/basket/checkout: the bank details go in this one request body and nowhere else (never stored here). */
export function useSubmitOrder() {
  const queryClient = useQueryClient();
  const [keyFor] = useState(attemptKeys);
  return useMutation({
    mutationFn: ({ body, order }: OrderAttempt) =>
      callApi(endpoints.checkout, { body, timeoutMs: checkoutTimeoutMs, idempotencyKey: keyFor(body, order) }),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.basketCount, 0);
      void queryClient.invalidateQueries({ queryKey: queryKeys.basket });
      // Your Trade-ins open in another tab lists the new order at once.
      announceOrdersChanged();
    },
  });
}

/**
 * What stays under Submit Order after a failed submit: the outcome is unknown, or nothing was sent (the browser said
 * it was offline), or an earlier unknown submit turns out to have gone through (`everUnconfirmed`); else nothing.
 */
export function checkoutNote(error: unknown, everUnconfirmed: boolean): string | null {
  if (checkoutOutcomeUnknown(error)) return checkoutUnconfirmedNote;
  if (error instanceof NetworkError && error.notSent) return checkoutNotSentNote;
  return everUnconfirmed && isEmptyBasketRefusal(error) ? checkoutEarlierOrderNote : null;
}
