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
  // Callbacks, not async functions: a request without a session cookie (a visitor pricing a phone, the catalogue)
  // passes with no promise and no extra turn (issue 14); only a cookie waits for the database.
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = readSessionCookie(request);
    if (!cookie) return done(refusal(request));
    findSession(app.database.db, cookie).then((session) => {
      request.session = session;
      // A cookie for a session that has ended is removed, so the browser stops sending it.
      if (!session) clearSessionCookie(reply);
      // A session begun before the hint existed gets it on its next call, so the app keeps checking it.
      else if (!hasSessionHintCookie(request)) setSessionHint(reply, session.expiresAt);
      done(refusal(request));
    }, done);
  });

  app.addHook('onSend', (request, reply, _payload, done) => {
    // Personal data must not stay in any cache (ASVS 5.0 14.3.2); account calls are never cached at all.
    if (request.session || /^\/api\/(users|marketing)(\/|$)/.test(request.routeOptions.url ?? '')) {
      reply.header('Cache-Control', 'no-store');
    }
    done();
  });
}

/** The route's own rule on who may call it: a 401 without a session, a 403 for an unverified e-mail, else nothing. */
function refusal(request: FastifyRequest): HttpError | undefined {
  const auth = request.routeOptions.config?.auth ?? contractAuth.get(`${request.method} ${request.routeOptions.url}`);
  if (!auth) return undefined;
  if (!request.session) return new HttpError(401, request.routeOptions.config?.signedOutMessage ?? authMessages.signedOut);
  if (auth === 'verified' && !request.session.user.verified) return new HttpError(403, authMessages.unverified);
  return undefined;
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
