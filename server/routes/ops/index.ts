import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, opsEndpoints } from '@/contract/index.ts';
import { catalogueSummary } from '../../services/ops/ops-orders.ts';
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

  const catalogue = opsEndpoints.getCatalogue;
  app.get(catalogue.path, { schema: { response: { 200: catalogue.response, 404: errorBody } } }, async () => catalogueSummary(app.database.db));

  // Inside this plugin, so the loopback + secret hook above guards them too.
  await app.register(opsOrderRoutes);
};
