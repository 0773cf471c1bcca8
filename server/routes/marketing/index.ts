import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultMarketingPreferences, endpoints, errorBody, updateMarketingBody, type MarketingPreferences } from '../../../src/contract/index.ts';
import { marketingPreferences } from '../../db/schema/index.ts';
import { signedInUser } from '../../plugins/session.ts';

export const preferencesSaved = 'Preferences saved successfully!';

/** GET /api/marketing/ (the defaults of docs/product.md#3-entities-and-their-fields until saved) and POST /api/marketing/update (signed-in). */
export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /**
   * The saved preferences; never saved, they follow the consent given at registration: ticked, the docs/product.md#3-entities-and-their-fields
   * defaults (all on); not ticked, all four off (no marketing without consent).
   */
  async function current(user: { id: number; marketing: boolean }): Promise<MarketingPreferences> {
    const [row] = await db.select().from(marketingPreferences).where(eq(marketingPreferences.userId, user.id));
    if (row) {
      return {
        exclusive_offers: row.exclusiveOffers,
        product_announcements: row.productAnnouncements,
        surveys_feedback: row.surveysFeedback,
        partner_offers: row.partnerOffers,
        preferred_contact: row.preferredContact,
      };
    }
    if (user.marketing) return defaultMarketingPreferences;
    return { exclusive_offers: false, product_announcements: false, surveys_feedback: false, partner_offers: false, preferred_contact: '' };
  }

  app.get(endpoints.getMarketing.path, { schema: { response: { 200: endpoints.getMarketing.response, 401: errorBody } } }, async (request) => ({
    success: true as const,
    data: await current(signedInUser(request)),
  }));

  app.post(
    endpoints.updateMarketing.path,
    { schema: { body: updateMarketingBody, response: { 200: endpoints.updateMarketing.response, 400: errorBody, 401: errorBody } } },
    async (request) => {
      // A partial update changes only what it names (the rest keeps its saved or registration value).
      const body = { ...(await current(signedInUser(request))), ...definedOnly(request.body) };
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

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
