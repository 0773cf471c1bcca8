import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calculateQuoteBody, endpoints, errorBody, penceToPounds } from '@/contract/index.ts';
import { price } from '../../services/pricing/price-quote.ts';

const { path, response } = endpoints.calculateQuote;

/** POST /api/quote/calculate: the server's price for a device and its answers, from memory; recorded in the next batch. */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    path,
    {
      schema: { body: calculateQuoteBody, response: { 200: response, 400: errorBody, 404: errorBody } },
      config: { rateLimit: { max: 300 * app.config.RATE_LIMIT_SCALE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const quote = price(await app.pricing.tables(), request.body);
      app.quoteRecorder.record(quote.record);
      return { success: true as const, price: penceToPounds(quote.pricePence) };
    },
  );
};
