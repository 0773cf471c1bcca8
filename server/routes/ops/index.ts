import { count, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../src/contract/index.ts';
import { devices } from '../../db/schema/index.ts';
import { ensureOperatorSecret, secretMatches } from '../../services/ops/operator-secret.ts';
import { opsOrderRoutes } from './orders.ts';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Operator endpoints for `npm run ops` (no admin UI exists). Only from loopback with the DATA_DIR secret;
 * anything else gets the same 404 as an unknown path, so they are invisible from outside.
 */
export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = ensureOperatorSecret(app.config.dataDir);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (!loopback.has(request.socket.remoteAddress ?? '') || !secretMatches(secret, token)) {
      const path = request.url.split('?')[0];
      return reply.code(404).send({ success: false, message: `No API route for ${request.method} ${path}.` });
    }
  });

  app.get(
    '/api/ops/catalogue',
    {
      schema: {
        response: {
          200: z.object({ rows: z.array(z.object({ brand: z.string(), type: z.string(), devices: z.number() })) }),
          404: errorBody,
        },
      },
    },
    async () => {
      const rows = await app.database.db
        .select({ brand: sql<string>`coalesce(${devices.brand}, 'Other Devices')`, type: devices.deviceType, devices: count() })
        .from(devices)
        .groupBy(sql`1`, devices.deviceType)
        .orderBy(sql`1`, devices.deviceType);
      return { rows };
    },
  );

  // Inside this plugin, so the loopback + secret hook above guards them too.
  await app.register(opsOrderRoutes);
};
