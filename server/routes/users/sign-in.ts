import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, loginBody } from '@/contract/index.ts';
import { HttpError } from '../../http/errors.ts';
import { authMessages } from '../../plugins/session.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../services/auth/passwords.ts';
import { deviceToken, isKnownDevice, knownDeviceCookieName, knownDevicePolicy, rememberDevice } from '../../services/auth/known-devices.ts';
import { accountRateLimit, authLimits } from '../../http/rate-limits.ts';
import { clearSessionCookie, deleteStaleSessions, endSession, isSecureRequest, startSession } from '../../http/sessions.ts';
import { mergeVisitorBasket } from '../../services/basket/merge-baskets.ts';
import { clearBasketCookie, readBasketToken } from '../../http/basket-cookie.ts';
import { findUserByEmail, setPasswordHash } from '../../services/auth/user-store.ts';
import { normaliseEmail, toUser } from '../../services/auth/user-view.ts';

const invalidCredentials = 'Invalid username or password';

/** This browser's device cookie (decision 120), read here so the service sees only its value. */
const deviceCookie = (request: FastifyRequest) => deviceToken(request.cookies[knownDeviceCookieName(isSecureRequest(request))]);

/** Validate, login and logout: the session's life (docs/product.md#7-calls). */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(endpoints.validateSession.path, { schema: { response: { 200: endpoints.validateSession.response, 401: errorBody } } }, async (request) => {
    if (!request.session) throw new HttpError(401, authMessages.signedOut);
    return { success: true as const, user: toUser(request.session.user) };
  });

  // GET, as the spec shows it; refused from other sites so a link elsewhere cannot sign the seller out.
  app.get(
    endpoints.logout.path,
    { config: { sameOriginOnly: true }, schema: { response: { 200: endpoints.logout.response, 403: errorBody } } },
    async (request, reply) => {
      if (request.session) await endSession(db, request.session.idHash);
      clearSessionCookie(reply);
      return { success: true as const, message: 'You have been logged out.' };
    },
  );

  app.post(
    endpoints.login.path,
    {
      schema: { body: loginBody, response: { 200: endpoints.login.response, 400: errorBody, 401: errorBody, 429: errorBody } },
      preHandler: accountRateLimit(app, 'login', {
        ...authLimits.login,
        account: (request) => normaliseEmail((request.body as { username: string }).username),
        knownDevice: (request) => isKnownDevice(db, deviceCookie(request), normaliseEmail((request.body as { username: string }).username)),
      }),
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.username);
      const user = await findUserByEmail(db, email);
      // Unknown e-mail: the same argon2 work and the same answer as a wrong password.
      const ok = user ? await verifyPassword(user.passwordHash, request.body.password) : await verifyAgainstDummy(request.body.password);
      if (!user || !ok) throw new HttpError(401, invalidCredentials);
      if (needsRehash(user.passwordHash)) {
        await setPasswordHash(db, user.id, await hashPassword(request.body.password));
      }
      // A new id at every sign-in (no session fixation); the session the browser had before is ended.
      if (request.session) await endSession(db, request.session.idHash);
      await startSession(db, reply, user.id);
      const device = await rememberDevice(db, user.id, deviceCookie(request));
      const secure = isSecureRequest(request);
      reply.setCookie(knownDeviceCookieName(secure), device, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
        maxAge: knownDevicePolicy.maxAgeSeconds,
      });
      // What the visitor put in the basket before signing in becomes the seller's (issue 5).
      const basketToken = readBasketToken(request);
      await mergeVisitorBasket(db, basketToken, user.id);
      if (basketToken) clearBasketCookie(request, reply);
      await deleteStaleSessions(db);
      return { success: true as const, message: 'Login successful.', user: toUser(user) };
    },
  );
};
