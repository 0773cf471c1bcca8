import { useMutation } from '@tanstack/react-query';
import { endpoints, type ResetPasswordBody } from '@/contract/index.ts';
import { callApi } from '@/lib/api/call-api.ts';

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => callApi(endpoints.requestPasswordReset, { body: { email } }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => callApi(endpoints.resetPassword, { body }) });
}
