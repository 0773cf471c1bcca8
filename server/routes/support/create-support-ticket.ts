import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportTicketBody, endpoints, errorBody, supportSuccessMessages } from '../../../src/contract/index.ts';
import { supportTickets } from '../../db/schema/index.ts';
import { supportRateLimit } from './rate-limit.ts';
import { mailSupportInbox } from './support-mail.ts';

// The endpoint's body is typed optional; the schema itself keeps request.body typed.
const { path, response } = endpoints.createSupportTicket;
const body = supportTicketBody;

/** POST /api/support/ticket: Contact Us. Stored, then e-mailed to the support inbox (reply goes to the sender). */
export const createSupportTicketRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    path,
    { config: { rateLimit: supportRateLimit }, schema: { body, response: { 200: response, 400: errorBody, 429: errorBody } } },
    async (request) => {
      const { name, email, message } = request.body;
      const [row] = await app.database.db.insert(supportTickets).values({ name, email, message }).returning({ id: supportTickets.id });
      const id = row!.id;
      const mailed = await mailSupportInbox(
        app,
        {
          subject: `Support ticket #${id} from ${name}`,
          replyTo: email,
          fields: [['Name', name], ['E-mail', email], ['Message', message]],
        },
        id,
      );
      if (mailed) await app.database.db.update(supportTickets).set({ mailedAt: new Date() }).where(eq(supportTickets.id, id));
      return { success: true as const, message: supportSuccessMessages.ticket };
    },
  );
};
