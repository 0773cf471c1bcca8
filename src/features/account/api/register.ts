import { useMutation } from '@tanstack/react-query';
import { endpoints, type RegisterBody } from '../../../contract/index.ts';
import { callApi, errorMessage } from '../../../lib/api/call-api.ts';

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBody) => callApi(endpoints.register, { body }) });
}

/** Spec section 8, Registration: server message, default 'Unknown error occurred.'; no connection 'Failed to connect to the server.' */
export function registerErrorMessage(error: unknown): string {
  return errorMessage(error, { fallback: 'Unknown error occurred.', network: 'Failed to connect to the server.', unexpected: 'Unknown error occurred.' });
}
