import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, getQuestionsBody } from '../../../src/contract/index.ts';
import { HttpError } from '../../http/errors.ts';
import { noQuestionsFound } from '../../services/pricing/price-quote.ts';
import { findDeviceByName, loadQuestions } from '../../services/pricing/question-store.ts';

const { path, response } = endpoints.getQuestions;

/** POST /api/questions: a device's standard and advanced questions, by device name. */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    path,
    {
      schema: { body: getQuestionsBody, response: { 200: response, 400: errorBody, 404: errorBody } },
      // Generous: a seller browsing fires one per device, a scraper fires thousands.
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request) => {
      const device = await findDeviceByName(app.database.db, request.body.device_name);
      const found = device ? await loadQuestions(app.database.db, device) : null;
      // Section 5: an empty result counts as a failure.
      if (!found) throw new HttpError(404, noQuestionsFound);
      return { success: true as const, deviceId: found.device.id, questions: found.lists };
    },
  );
};
