import type { FastifyPluginAsync } from 'fastify';
import { createSupportTicketRoute } from './create-support-ticket.ts';
import { requestCallbackRoute } from './request-callback.ts';
import { submitBestPriceRoute } from './submit-best-price.ts';

/** The three public forms of docs/product.md#7-calls (Support). */
export const supportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(createSupportTicketRoute);
  await app.register(requestCallbackRoute);
  await app.register(submitBestPriceRoute);
};
