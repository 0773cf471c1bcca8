import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, updateMarketingBody } from '@/contract/index.ts';
import { signedInUser } from '../../plugins/session.ts';
import { currentPreferences, savePreferences } from '../../services/marketing/preferences.ts';

const preferencesSaved = 'Preferences saved successfully!';

/** GET /api/marketing/ (the defaults of docs/product.md#3-entities-and-their-fields until saved) and POST /api/marketing/update (signed-in). */
export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(endpoints.getMarketing.path, { schema: { response: { 200: endpoints.getMarketing.response, 401: errorBody } } }, async (request) => ({
    success: true as const,
    data: await currentPreferences(db, signedInUser(request)),
  }));

  app.post(
    endpoints.updateMarketing.path,
    { schema: { body: updateMarketingBody, response: { 200: endpoints.updateMarketing.response, 400: errorBody, 401: errorBody } } },
    async (request) => {
      await savePreferences(db, signedInUser(request), request.body);
      return { success: true as const, message: preferencesSaved };
    },
  );
};
