import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bestPriceBody, endpoints, errorBody, supportSuccessMessages } from '@/contract/index.ts';
import { submitBestPrice } from '../../services/support/submissions.ts';
import { supportRateLimit } from './rate-limit.ts';

// The endpoint's body is typed optional; the schema itself keeps request.body typed.
const { path, response } = endpoints.submitBestPrice;
const body = bestPriceBody;

/** POST /api/support/bpp: Best Price Promise 'Challenge Us'. Stored, then e-mailed to the inbox for a check. */
export const submitBestPriceRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    path,
    { config: { rateLimit: supportRateLimit }, schema: { body, response: { 200: response, 400: errorBody, 429: errorBody } } },
    async (request) => {
      await submitBestPrice(app.database.db, { mailer: app.mailer, address: app.config.SUPPORT_INBOX, log: app.log }, request.body);
      return { success: true as const, message: supportSuccessMessages.bestPrice };
    },
  );
};
