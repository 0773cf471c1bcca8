import { endpoints } from '@/contract/index.ts';
import type { CallbackBody } from '@/contract/index.ts';
import { callApi } from '@/lib/api/call-api.ts';

/** POST /api/support/callback (Business: Request a Call Back). */
export function requestCallback(body: CallbackBody) {
  return callApi(endpoints.requestCallback, { body });
}
