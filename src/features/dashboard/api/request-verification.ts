import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/contract/index.ts';
import { callApi, errorMessage } from '@/lib/api/call-api.ts';

/** The banner's Verify Now: POST /api/users/request-verify (no body). */
export function useRequestVerification() {
  return useMutation({ mutationFn: () => callApi(endpoints.requestVerification) });
}

/** docs/product.md#8-error-and-message-catalogue: server message else 'Failed to send verification email.'; exception 'An error occurred. Please try again.' */
export function verificationErrorMessage(error: unknown): string {
  return errorMessage(error, { fallback: 'Failed to send verification email.', unexpected: 'An error occurred. Please try again.' });
}
