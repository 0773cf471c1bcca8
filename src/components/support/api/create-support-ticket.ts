import { endpoints } from '@/contract/index.ts';
import type { SupportTicketBody } from '@/contract/index.ts';
import { callApi } from '@/lib/api/call-api.ts';

/** POST /api/support/ticket (Contact Us). */
export function createSupportTicket(body: SupportTicketBody) {
  return callApi(endpoints.createSupportTicket, { body });
}
