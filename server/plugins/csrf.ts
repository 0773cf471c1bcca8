import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

export const csrfMessages = {
  json: 'Requests that change data must be sent as JSON (Content-Type: application/json).',
  utf8: 'JSON must be sent in UTF-8 (Content-Type: application/json; charset=utf-8).',
  crossSite: 'Cross-site requests are not allowed.',
} as const;

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for every state-changing call of the scope it is registered in (all of /api) (ASVS 5.0 3.5.1-3.5.3), without tokens:
 * - the body must be JSON, which a cross-site HTML form cannot send and which fetch cannot send cross-origin
 *   without a CORS preflight this server never grants; a bodiless POST (the client sends those without a
 *   Content-Type) is accepted only when it really has no body;
 * - a browser's Sec-Fetch-Site must say same-origin (or none: typed by the user), else its Origin must be ours.
 * Clients that send neither header (curl, app.inject, server-to-server) are not browsers and cannot carry a
 * victim's cookie, so they pass. Routes may opt GET requests in with `config: { sameOriginOnly: true }`.
 */
function registerCsrfGuard(app: FastifyInstance): void {
  // A callback, not an async function: no promise and no extra turn per request on the API's hot reads (issue 14).
  app.addHook('onRequest', (request, _reply, done) => {
    const changing = stateChanging.has(request.method);
    if (!changing && !request.routeOptions.config?.sameOriginOnly) return done();
    try {
      // Another site first (403): what it sent does not matter. Then the body's type (415).
      checkSameOrigin(request, app.config.PUBLIC_URL);
      if (changing) checkContentType(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

/**
 * 415, not 403: a client that sent the wrong type is told what to send (an outside review). JSON is UTF-8 (RFC 8259),
 * and the parser reads it so: a body declared in another charset was read as UTF-8 and its text garbled.
 */
function checkContentType(request: FastifyRequest): void {
  const type = request.headers['content-type'];
  if (type !== undefined) {
    const [mediaType, ...parameters] = type.split(';').map((part) => part.trim().toLowerCase());
    if (mediaType !== 'application/json') throw new HttpError(415, csrfMessages.json);
    const charset = parameters
      .find((parameter) => parameter.startsWith('charset='))
      ?.slice('charset='.length)
      .replace(/"/g, '');
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') throw new HttpError(415, csrfMessages.utf8);
    return;
  }
  const length = request.headers['content-length'];
  const hasBody = request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  if (hasBody) throw new HttpError(415, csrfMessages.json);
}

function checkSameOrigin(request: FastifyRequest, publicUrl: string | undefined): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    if (site !== 'same-origin' && site !== 'none') throw new HttpError(403, csrfMessages.crossSite);
    return;
  }
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const own = `${request.protocol}://${request.host}`;
  if (origin !== own && origin !== publicUrl) throw new HttpError(403, csrfMessages.crossSite);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    sameOriginOnly?: boolean;
  }
}

/** As a plugin (fastify-plugin: its hooks apply to the scope that registers it). */
export default fp(async (app) => registerCsrfGuard(app), { name: 'csrf', fastify: '5.x' });
