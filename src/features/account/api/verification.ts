import { useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/contract/index.ts';
import { callApi } from '@/lib/api/call-api.ts';

/**
 * The link's token, spent once: a query (not an effect) so React's double-invoked effects and re-renders can
 * never send it twice, and never retried (a second try would only find it used).
 */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['verify-email', token],
    // No abort signal: React's double-mounted effects must not cancel (and so resend) the single-use call.
    queryFn: () => callApi(endpoints.verifyEmail, { query: { token } }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Resend from /verify-email: the session's user, else the typed address; always answers success. */
export function useResendVerification() {
  return useMutation({ mutationFn: (email: string | undefined) => callApi(endpoints.resendVerification, { body: email ? { email } : {} }) });
}
