import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportTicketBody, endpoints, errorBody, supportSuccessMessages } from '@/contract/index.ts';
import { submitTicket } from '../../services/support/submissions.ts';
import { supportRateLimit } from './rate-limit.ts';

// The endpoint's body is typed optional; the schema itself keeps request.body typed.
const { path, response } = endpoints.createSupportTicket;
const body = supportTicketBody;

/** POST /api/support/ticket: Contact Us. Stored, then e-mailed to the support inbox (reply goes to the sender). */
export const createSupportTicketRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    path,
    { config: { rateLimit: supportRateLimit }, schema: { body, response: { 200: response, 400: errorBody, 429: errorBody } } },
    async (request) => {
      await submitTicket(app.database.db, { mailer: app.mailer, address: app.config.SUPPORT_INBOX, log: app.log }, request.body);
      return { success: true as const, message: supportSuccessMessages.ticket };
    },
  );
};
