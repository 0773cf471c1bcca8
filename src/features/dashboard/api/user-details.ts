import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type UpdateUserBody } from '@/contract/index.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { callApi } from '@/lib/api/call-api.ts';
import { readTimeoutMs } from '@/lib/api/reachability.ts';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { readStoredUserDetails, storeUserDetails } from '@/offline/account-pages.ts';
import { readOrLastKnown } from './last-known-read.ts';

/** The seller's details; in a dead spot the copy this device last read, marked last known (last-known-read.ts). */
export function userDetailsQuery(owner: string | null) {
  return queryOptions({
    queryKey: queryKeys.userDetails,
    queryFn: ({ signal }) =>
      readOrLastKnown(
        () => callApi(endpoints.getUserDetails, { signal, timeoutMs: readTimeoutMs }),
        storeUserDetails,
        () => readStoredUserDetails(owner),
      ),
  });
}

export function useUserDetails() {
  const { user } = useAuth();
  return useQuery(userDetailsQuery(user?.username ?? null));
}

/** Account Settings' Save Changes; the saved details are read back. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => callApi(endpoints.updateUser, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userDetails }),
  });
}
