import type { CallbackBody } from '@/contract/support.ts';

/** POST /api/support/callback (Business: Request a Call Back). The typed client and the schemas load at the first submit, not with the page. */
export async function requestCallback(body: CallbackBody) {
  const [{ supportEndpoints }, { callApi }] = await Promise.all([import('@/contract/support-endpoints.ts'), import('@/lib/api/call-api.ts')]);
  return callApi(supportEndpoints.requestCallback, { body });
}
