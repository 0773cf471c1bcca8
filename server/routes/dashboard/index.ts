import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@/contract/index.ts';
import { listPopularDevices } from '../../services/catalogue/popular-devices.ts';

const { path, response } = endpoints.getPopular;

/** GET /api/dashboard/popular: the home page's Popular Devices, in display order. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(path, { schema: { response: { 200: response } } }, async (_request, reply) => {
    const popular = await listPopularDevices(app.database.db);
    // The same for everyone and changed only by the operator: a short shared cache is safe.
    reply.header('Cache-Control', 'public, max-age=300');
    return { success: true as const, popular };
  });
};
