import type { SupportTicketBody } from '@/contract/support.ts';

/** POST /api/support/ticket (Contact Us). The typed client and the schemas load at the first submit, not with the page. */
export async function createSupportTicket(body: SupportTicketBody) {
  const [{ supportEndpoints }, { callApi }] = await Promise.all([import('@/contract/support-endpoints.ts'), import('@/lib/api/call-api.ts')]);
  return callApi(supportEndpoints.createSupportTicket, { body });
}
