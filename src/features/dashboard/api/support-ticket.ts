import { useMutation } from '@tanstack/react-query';
import { endpoints, type SupportTicketBody } from '@/contract/index.ts';
import { callApi, errorMessage } from '@/lib/api/call-api.ts';

export function useSupportTicket() {
  return useMutation({ mutationFn: (body: SupportTicketBody) => callApi(endpoints.createSupportTicket, { body }) });
}

/** docs/product.md#8-error-and-message-catalogue, Contact ticket. */
export function supportTicketErrorMessage(error: unknown): string {
  return errorMessage(error, { fallback: 'Failed to submit ticket. Please try again.', network: 'Something went wrong. Please try again later.' });
}
