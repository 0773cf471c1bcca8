import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callbackBody, endpoints, errorBody, supportSuccessMessages } from '@/contract/index.ts';
import { submitCallbackRequest } from '../../services/support/submissions.ts';
import { supportRateLimit } from './rate-limit.ts';

// The endpoint's body is typed optional; the schema itself keeps request.body typed.
const { path, response } = endpoints.requestCallback;
const body = callbackBody;

/** POST /api/support/callback: the Business page's Request a Call Back. Stored, then e-mailed to the inbox. */
export const requestCallbackRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    path,
    { config: { rateLimit: supportRateLimit }, schema: { body, response: { 200: response, 400: errorBody, 429: errorBody } } },
    async (request) => {
      await submitCallbackRequest(app.database.db, { mailer: app.mailer, address: app.config.SUPPORT_INBOX, log: app.log }, request.body);
      return { success: true as const, message: supportSuccessMessages.callback };
    },
  );
};
