import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, pushSubscribeBody, pushTexts, pushUnsubscribeBody } from '@/contract/index.ts';
import { HttpError } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/session.ts';
import { isKnownPushService } from '../../services/push/push-hosts.ts';
import { forgetSubscription } from '../../jobs/push-sender.ts';
import { saveSubscription } from '../../services/push/subscriptions.ts';

/** Order updates by Web Push: the VAPID public key, and this browser's subscription for the signed-in seller. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(endpoints.getPushPublicKey.path, { schema: { response: { 200: endpoints.getPushPublicKey.response } } }, async () => ({
    success: true as const,
    public_key: await app.push.publicKey(),
  }));

  app.post(
    endpoints.pushSubscribe.path,
    { schema: { body: pushSubscribeBody, response: { 200: endpoints.pushSubscribe.response, 400: errorBody, 401: errorBody } } },
    async (request) => {
      const { endpoint, keys } = request.body;
      if (!isKnownPushService(endpoint)) throw new HttpError(400, pushTexts.unsupportedService);
      await saveSubscription(db, { userId: signedInUser(request).id, endpoint, p256dh: keys.p256dh, auth: keys.auth }, app.clock.now());
      return { success: true as const, message: pushTexts.subscribed };
    },
  );

  app.post(
    endpoints.pushUnsubscribe.path,
    { schema: { body: pushUnsubscribeBody, response: { 200: endpoints.pushUnsubscribe.response, 400: errorBody, 401: errorBody } } },
    async (request) => {
      await forgetSubscription(db, request.body.endpoint, signedInUser(request).id);
      return { success: true as const, message: pushTexts.unsubscribed };
    },
  );
};
