import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bestPriceBody, endpoints, errorBody, supportSuccessMessages } from '../../../src/contract/index.ts';
import { bestPriceSubmissions } from '../../db/schema/index.ts';
import { supportRateLimit } from './rate-limit.ts';
import { mailSupportInbox } from './support-mail.ts';

// The endpoint's body is typed optional; the schema itself keeps request.body typed.
const { path, response } = endpoints.submitBestPrice;
const body = bestPriceBody;

/** POST /api/support/bpp: Best Price Promise 'Challenge Us'. Stored, then e-mailed to the inbox for a check. */
export const submitBestPriceRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    path,
    { config: { rateLimit: supportRateLimit }, schema: { body, response: { 200: response, 400: errorBody, 429: errorBody } } },
    async (request) => {
      const { name, email, competitor, price, message } = request.body;
      const pounds = price.toFixed(2);
      const [row] = await app.database.db
        .insert(bestPriceSubmissions)
        .values({ name, email, competitor, price: pounds, message: message || null })
        .returning({ id: bestPriceSubmissions.id });
      const id = row!.id;
      const mailed = await mailSupportInbox(
        app,
        {
          subject: `Best Price Promise #${id}: ${competitor} quoted £${pounds}`,
          replyTo: email,
          fields: [['Name', name], ['E-mail', email], ['Competitor', competitor], ['Competitor price', `£${pounds}`], ['Additional information', message]],
        },
        id,
      );
      if (mailed) await app.database.db.update(bestPriceSubmissions).set({ mailedAt: new Date() }).where(eq(bestPriceSubmissions.id, id));
      return { success: true as const, message: supportSuccessMessages.bestPrice };
    },
  );
};
