import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export const forbiddenKeysMessage = 'The request body may not use the keys "__proto__" or "constructor.prototype".';

/**
 * Fastify's own JSON parser (secure-json-parse, refusing prototype poisoning), with one difference: a body that is
 * well-formed JSON but carries `__proto__` or `constructor.prototype` is told so, where Fastify calls it "not valid
 * JSON" (an outside review). The extra JSON.parse runs only on that failure path.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const secureParse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    secureParse(request, text, (error, value) => {
      if ((error as { code?: string } | null)?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' && isWellFormed(text))
        return done(new HttpError(400, forbiddenKeysMessage), undefined);
      done(error, value);
    });
  });
}

function isWellFormed(body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}
