import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../src/contract/index.ts';

/** Unknown /api paths answer JSON; anything else is the SPA's business (see static.ts). */
export function apiNotFound(method: string, url: string): ErrorBody {
  const path = url.split('?')[0];
  return { success: false, message: `No API route for ${method} ${path}.` };
}

export function registerApiOnlyNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => reply.code(404).send(apiNotFound(request.method, request.url)));
}
