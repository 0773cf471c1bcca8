import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type LoginBody } from '@/contract/index.ts';
import { ApiError, callApi, errorMessage, NetworkError } from '@/lib/api/call-api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => callApi(endpoints.login, { body }),
    // The server hands the visitor's basket to the account: the badge and basket are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.basket }),
  });
}

/** docs/product.md#8-error-and-message-catalogue, Login: server message, else 'Invalid username or password' (401) or 'Login failed.'. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && !error.serverMessage && error.status === 401) return 'Invalid username or password';
  if (error instanceof NetworkError) return 'Network error. Please try again.';
  return errorMessage(error, { fallback: 'Login failed.', unexpected: 'Something went wrong. Please try again.' });
}
