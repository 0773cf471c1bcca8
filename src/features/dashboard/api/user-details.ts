import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type UpdateUserBody } from '@/contract/index.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { callApi } from '@/lib/api/call-api.ts';

export const userDetailsQuery = queryOptions({
  queryKey: queryKeys.userDetails,
  queryFn: ({ signal }) => callApi(endpoints.getUserDetails, { signal }),
});

export function useUserDetails() {
  return useQuery(userDetailsQuery);
}

/** Account Settings' Save Changes; the saved details are read back. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => callApi(endpoints.updateUser, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsQuery.queryKey }),
  });
}
