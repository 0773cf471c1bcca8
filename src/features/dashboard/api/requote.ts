import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/contract/index.ts';
import { callApi, errorMessage } from '@/lib/api/call-api.ts';
import { announceOrdersChanged } from '@/lib/orders-changed.ts';
import { ordersRoot } from './orders.ts';

export type RequoteAnswer = 'accept' | 'decline';

/** docs/product.md#8-error-and-message-catalogue, requote failures: server message, else these. */
const failures: Record<RequoteAnswer, string> = {
  accept: 'Failed to accept requote. Please try again.',
  decline: 'Failed to decline requote. Please try again.',
};

export function requoteErrorMessage(answer: RequoteAnswer, error: unknown): string {
  return errorMessage(error, { fallback: failures[answer] });
}

/** Confirm / Decline Requote; the orders are read again after (the new status, the payout). */
export function useRequote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answer, orderId }: { answer: RequoteAnswer; orderId: number }) =>
      callApi(answer === 'accept' ? endpoints.acceptRequote : endpoints.declineRequote, { body: { order_id: orderId } }),
    // Not awaited: the dialog must mark the answer (and keep the message) before the re-read changes the status.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ordersRoot });
      announceOrdersChanged();
    },
  });
}
