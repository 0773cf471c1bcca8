import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints, errorBody, recordEventBody } from '@/contract/index.ts';
import { recordEvent } from '../../services/events/record-event.ts';

const { path } = endpoints.recordEvent;

/** POST /api/events: one consented analytics event (sent by sendBeacon), stored first-party. 204. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    path,
    {
      schema: { body: recordEventBody, response: { 204: z.undefined(), 400: errorBody, 429: errorBody } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await recordEvent(app.database.db, request.body);
      return reply.code(204).send();
    },
  );
};
