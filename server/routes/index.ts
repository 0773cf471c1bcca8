import type { FastifyInstance } from 'fastify';
import type { CatalogueCache } from '../services/catalogue-cache.ts';
import { basketRoutes } from './basket/index.ts';
import { dashboardRoutes } from './dashboard/index.ts';
import { getDevicesRoute } from './devices/get-devices.ts';
import { marketingRoutes } from './marketing/index.ts';
import { usersRoutes } from './users/index.ts';
import { opsRoutes } from './ops/index.ts';
import { supportRoutes } from './support/index.ts';
import { eventsRoutes } from './events/index.ts';
import { questionsRoutes } from './questions/index.ts';
import { quoteRoutes } from './quote/index.ts';
import { ordersRoutes } from './orders/index.ts';
import { referralRoutes } from './referrals/index.ts';
import { pushRoutes } from './push/index.ts';

export interface RouteDeps {
  catalogue: CatalogueCache;
}

/**
 * Every /api route, one plugin per resource folder (docs/product.md#7-calls). Each folder's index.ts registers
 * its own routes; this list is the only place they meet.
 */
export async function registerRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(getDevicesRoute(deps.catalogue));
  await app.register(usersRoutes);
  await app.register(marketingRoutes);
  await app.register(opsRoutes);
  await app.register(supportRoutes);
  await app.register(questionsRoutes);
  await app.register(quoteRoutes);
  await app.register(dashboardRoutes);
  await app.register(basketRoutes);
  await app.register(eventsRoutes);
  await app.register(ordersRoutes);
  await app.register(referralRoutes);
  await app.register(pushRoutes);
}
