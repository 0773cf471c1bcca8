import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, type EndpointAuth } from '../../src/contract/index.ts';
import type { UserRow } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { clearSessionCookie, findSession, hasSessionHintCookie, readSessionCookie, setSessionHint, type ActiveSession } from '../http/sessions.ts';

export const authMessages = {
  signedOut: 'Please log in to continue.',
  unverified: 'Please verify your email address to submit new orders.',
} as const;

// Who may call each route, read from the contract (`auth` of `docs/product.md#7-calls`'s rows), so a resource that another
// issue adds is protected the moment it is registered with the contract's method and path.
const contractAuth = new Map<string, EndpointAuth>(
  Object.values(endpoints).flatMap((endpoint) => (endpoint.auth ? [[`${endpoint.method} ${endpoint.path}`, endpoint.auth] as const] : [])),
);

/**
 * Sessions for every route of the scope it is registered in (all of /api), the request's decoded route, never its raw URL: the cookie is looked up (idle and absolute limits applied) and the result
 * is `request.session`. Routes the contract marks `auth: 'user'` answer 401 without one, `'verified'` 403 for an
 * unverified e-mail; `config.auth` on a route does the same for routes outside the contract, and
 * `config.signedOutMessage` words its 401. Every response to a signed-in request is `Cache-Control: no-store`.
 */
function registerSessions(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = readSessionCookie(request);
    if (cookie) {
      request.session = await findSession(app.database.db, cookie);
      // A cookie for a session that has ended is removed, so the browser stops sending it.
      if (!request.session) clearSessionCookie(reply);
      // A session begun before the hint existed gets it on its next call, so the app keeps checking it.
      else if (!hasSessionHintCookie(request)) setSessionHint(reply, request.session.expiresAt);
    }
    const auth = request.routeOptions.config?.auth ?? contractAuth.get(`${request.method} ${request.routeOptions.url}`);
    if (!auth) return;
    if (!request.session) throw new HttpError(401, request.routeOptions.config?.signedOutMessage ?? authMessages.signedOut);
    if (auth === 'verified' && !request.session.user.verified) throw new HttpError(403, authMessages.unverified);
  });

  app.addHook('onSend', async (request, reply) => {
    // Personal data must not stay in any cache (ASVS 5.0 14.3.2); account calls are never cached at all.
    if (request.session || /^\/api\/(users|marketing)(\/|$)/.test(request.routeOptions.url ?? '')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}

/** The signed-in user of a route that requires one (the hook above has already answered 401 otherwise). */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.session) throw new HttpError(401, authMessages.signedOut);
  return request.session.user;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
  interface FastifyContextConfig {
    auth?: EndpointAuth;
    signedOutMessage?: string;
  }
}

/** As a plugin (fastify-plugin: its hooks apply to the scope that registers it), after @fastify/cookie and csrf. */
export default fp(async (app) => registerSessions(app), { name: 'session', fastify: '5.x', dependencies: ['@fastify/cookie', 'csrf'] });
