import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../../src/contract/index.ts';
import { devices, popularDevices } from '../../db/schema/index.ts';

const { path, response } = endpoints.getPopular;

/** GET /api/dashboard/popular: the home page's Popular Devices, in display order. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(path, { schema: { response: { 200: response } } }, async (_request, reply) => {
    const popular = await app.database.db
      .select({
        id: devices.id,
        device_name: devices.deviceName,
        brand: devices.brand,
        device_type: devices.deviceType,
        image_url: devices.imageUrl,
      })
      .from(popularDevices)
      .innerJoin(devices, eq(devices.id, popularDevices.deviceId))
      .orderBy(asc(popularDevices.position));
    // The same for everyone and changed only by the operator: a short shared cache is safe.
    reply.header('Cache-Control', 'public, max-age=300');
    return { success: true as const, popular };
  });
};
