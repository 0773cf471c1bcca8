import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type UpdateProfileBody } from '@/contract/index.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { callApi, errorMessage } from '@/lib/api/call-api.ts';

/** The seller's details, to pre-fill the address step (the dashboard reads the same call under the same key). */
export const userDetailsQuery = queryOptions({
  queryKey: queryKeys.userDetails,
  queryFn: ({ signal }) => callApi(endpoints.getUserDetails, { signal }),
});

export function useUserDetails(enabled: boolean) {
  return useQuery({ ...userDetailsQuery, enabled });
}

/** POST /api/users/profile (the address step's save). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => callApi(endpoints.updateProfile, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsQuery.queryKey }),
  });
}

/** docs/product.md#8-error-and-message-catalogue, Address: a toast with the server's message or 'Failed to update address.'; on an exception the other text. */
export function addressErrorMessage(error: unknown): string {
  return errorMessage(error, { fallback: 'Failed to update address.', network: 'Something went wrong while updating your address.' });
}

/** The inline indicator's error text (clears after 5 s). */
export const addressInlineError = 'Failed to update address. Please try again.';
