import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callbackBody, endpoints, errorBody, supportSuccessMessages } from '../../../src/contract/index.ts';
import { callbackRequests } from '../../db/schema/index.ts';
import { supportRateLimit } from './rate-limit.ts';
import { mailSupportInbox } from './support-mail.ts';

// The endpoint's body is typed optional; the schema itself keeps request.body typed.
const { path, response } = endpoints.requestCallback;
const body = callbackBody;

/** POST /api/support/callback: the Business page's Request a Call Back. Stored, then e-mailed to the inbox. */
export const requestCallbackRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    path,
    { config: { rateLimit: supportRateLimit }, schema: { body, response: { 200: response, 400: errorBody, 429: errorBody } } },
    async (request) => {
      const { company, name, email, phone, message } = request.body;
      const [row] = await app.database.db
        .insert(callbackRequests)
        .values({ company, name, email, phone, message: message || null })
        .returning({ id: callbackRequests.id });
      const id = row!.id;
      const mailed = await mailSupportInbox(
        app,
        {
          subject: `Call-back request #${id} from ${name}, ${company}`,
          replyTo: email,
          fields: [['Company', company], ['Name', name], ['E-mail', email], ['Phone', phone], ['Message', message]],
        },
        id,
      );
      if (mailed) await app.database.db.update(callbackRequests).set({ mailedAt: new Date() }).where(eq(callbackRequests.id, id));
      return { success: true as const, message: supportSuccessMessages.callback };
    },
  );
};
