import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export const forbiddenKeysMessage = 'The request body may not use the keys "__proto__" or "constructor.prototype".';
export const notUtf8Message = 'The request body is not valid UTF-8.';

/**
 * Fastify's own JSON parser (secure-json-parse, refusing prototype poisoning), with two differences: a body that is
 * well-formed JSON but carries `__proto__` or `constructor.prototype` is told so, where Fastify calls it "not valid
 * JSON" (an outside review), and a body whose bytes are not UTF-8 is refused, where decoding it as a string would have
 * put U+FFFD in place of each bad byte and stored a name or an address nobody typed (outside review 6). The extra
 * JSON.parse runs only on the failure path; `isUtf8` is Node's native check.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const secureParse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    // Always a Buffer with parseAs 'buffer' (Fastify's type also allows a string).
    if (typeof body !== 'string' && !isUtf8(body)) return done(new HttpError(400, notUtf8Message), undefined);
    const text = body.toString('utf8');
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
