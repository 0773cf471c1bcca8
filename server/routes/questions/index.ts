import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceTypes, endpoints, errorBody, getQuestionsBody } from '@/contract/index.ts';
import { HttpError } from '../../http/errors.ts';
import { noQuestionsFound } from '../../services/pricing/price-quote.ts';
import { deviceByName, deviceQuestions } from '../../services/pricing/pricing-tables.ts';

const { path, response } = endpoints.getQuestions;
const pack = endpoints.getOfflineQuotePack;

/**
 * POST /api/questions: a device's standard and advanced questions, by device name, with its pricing table
 * (the offline estimate runs the contract's pricing function on it; the server's price is still the one kept).
 * GET /api/questions/offline: every set and price at once, for 'Save for offline'.
 */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    path,
    {
      schema: { body: getQuestionsBody, response: { 200: response, 400: errorBody, 404: errorBody } },
      // Generous: a seller browsing fires one per device, a scraper fires thousands.
      config: { rateLimit: { max: 300 * app.config.RATE_LIMIT_SCALE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const tables = await app.pricing.tables();
      const device = deviceByName(tables, request.body.device_name);
      const found = device ? deviceQuestions(tables, device) : null;
      // docs/product.md#5-validation-rules: an empty result counts as a failure.
      if (!found) throw new HttpError(404, noQuestionsFound);
      const price = tables.prices.get(found.device.id);
      return {
        success: true as const,
        deviceId: found.device.id,
        questions: found.lists,
        ...(price ? { pricing: { ...price, adjustments: found.adjustments } } : {}),
      };
    },
  );

  app.get(pack.path, { schema: { response: { 200: pack.response } }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async () => {
    const tables = await app.pricing.tables();
    const sets = deviceTypes.flatMap((deviceType) => {
      const found = tables.questions.get(deviceType);
      return found ? [{ deviceType, questions: found.lists, adjustments: found.adjustments }] : [];
    });
    const prices = [...tables.prices].map(([deviceId, price]) => ({ deviceId, ...price })).sort((a, b) => a.deviceId - b.deviceId);
    return { success: true as const, sets, prices };
  });
};
