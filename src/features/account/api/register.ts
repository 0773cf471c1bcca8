import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RegisterBody } from '@/contract/index.ts';
import { callApi, errorMessage } from '@/lib/api/call-api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => callApi(endpoints.register, { body }),
    // The server hands the visitor's basket to the account: the badge and basket are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.basket }),
  });
}

/** docs/product.md#8-error-and-message-catalogue, Registration: server message, default 'Unknown error occurred.'; no connection 'Failed to connect to the server.' */
export function registerErrorMessage(error: unknown): string {
  return errorMessage(error, {
    fallback: 'Unknown error occurred.',
    network: 'Failed to connect to the server.',
    unexpected: 'Unknown error occurred.',
  });
}
