import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../src/contract/index.ts';

/** Unknown /api paths answer JSON; anything else is the SPA's business (see static.ts). */
export function apiNotFound(method: string, url: string): ErrorBody {
  const path = url.split('?')[0] ?? '';
  // Up to 16 KB of path would come back whole (an outside review): enough of it to recognise.
  const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
  return { success: false, message: `No API route for ${method} ${shown}.` };
}

export function registerApiOnlyNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => reply.code(404).send(apiNotFound(request.method, request.url)));
}

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The path as the router reads it (`/%61pi/basket` is `/api/basket`), or null when it cannot be decoded. */
function routerPath(url: string): string | null {
  try {
    return decodeURI(url.split('?')[0] ?? '');
  } catch {
    return null;
  }
}

/**
 * A method no route of the API defines (`DELETE /api/basket`) is answered at once, before its body is read: 405 with
 * `Allow` when the path exists for other methods, else 404, both with a JSON message. Without this the body parser
 * ran first, and an empty JSON body answered 400 "The request body is not valid JSON." for a route that does not exist.
 */
export function registerUnknownApiMethods(app: FastifyInstance): void {
  // A callback hook: every request passes here, and a matched route must pay no more than one property read.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.is404) return done();
    const path = routerPath(request.url);
    if (path === null || (path !== '/api' && !path.startsWith('/api/'))) return done();
    const allowed = methods.filter((method) => method !== request.method && Boolean(app.findRoute({ method, url: path })));
    if (allowed.length === 0) return void reply.code(404).send(apiNotFound(request.method, request.url));
    const body: ErrorBody = { success: false, message: `${request.method} is not allowed for ${path}. Allowed: ${allowed.join(', ')}.` };
    void reply.code(405).header('Allow', allowed.join(', ')).send(body);
  });
}
