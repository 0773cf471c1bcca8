import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';

export const textGuardMessage = 'The request contains characters that are not allowed.';

// NUL cannot be stored in a PostgreSQL text column (the query fails, which would be a 500); a lone surrogate is
// not Unicode text at all and would be stored silently altered. Neither is anything a seller can type.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const forbidden = /\u0000|\p{Surrogate}/u;

function hasForbiddenText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return forbidden.test(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) if (forbidden.test(key) || hasForbiddenText(item, depth + 1)) return true;
  return false;
}

/** Refuses (400) any request to a route of this scope (all of /api) whose body, query or path carries such characters, before its schema runs. */
function registerTextGuard(app: FastifyInstance): void {
  // A callback, not an async function: no promise per request (issue 14).
  app.addHook('preValidation', (request, _reply, done) => {
    const refused = hasForbiddenText(request.body) || hasForbiddenText(request.query) || hasForbiddenText(request.params);
    done(refused ? new HttpError(400, textGuardMessage) : undefined);
  });
}

/** As a plugin (fastify-plugin: its hooks apply to the scope that registers it), after session. */
export default fp(async (app) => registerTextGuard(app), { name: 'text-guard', fastify: '5.x', dependencies: ['session'] });
