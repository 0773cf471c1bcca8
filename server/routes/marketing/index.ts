import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultMarketingPreferences, endpoints, errorBody, updateMarketingBody } from '../../../src/contract/index.ts';
import { marketingPreferences } from '../../db/schema/index.ts';
import { signedInUser } from '../../plugins/session.ts';

export const preferencesSaved = 'Preferences saved successfully!';

/** GET /api/marketing/ (the defaults of docs/product.md#3-entities-and-their-fields until saved) and POST /api/marketing/update (signed-in). */
export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(endpoints.getMarketing.path, { schema: { response: { 200: endpoints.getMarketing.response, 401: errorBody } } }, async (request) => {
    const [row] = await db.select().from(marketingPreferences).where(eq(marketingPreferences.userId, signedInUser(request).id));
    const data = row
      ? {
          exclusive_offers: row.exclusiveOffers,
          product_announcements: row.productAnnouncements,
          surveys_feedback: row.surveysFeedback,
          partner_offers: row.partnerOffers,
          preferred_contact: row.preferredContact,
        }
      : defaultMarketingPreferences;
    return { success: true as const, data };
  });

  app.post(
    endpoints.updateMarketing.path,
    { schema: { body: updateMarketingBody, response: { 200: endpoints.updateMarketing.response, 400: errorBody, 401: errorBody } } },
    async (request) => {
      const body = request.body;
      const values = {
        exclusiveOffers: body.exclusive_offers,
        productAnnouncements: body.product_announcements,
        surveysFeedback: body.surveys_feedback,
        partnerOffers: body.partner_offers,
        preferredContact: body.preferred_contact,
        updatedAt: sql`now()`,
      };
      await db
        .insert(marketingPreferences)
        .values({ userId: signedInUser(request).id, ...values })
        .onConflictDoUpdate({ target: marketingPreferences.userId, set: values });
      return { success: true as const, message: preferencesSaved };
    },
  );
};
