import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../src/contract/index.ts';
import { isNavigation } from './page-spellings.ts';
import { dropRestOfBody } from './refused-body.ts';
import { isPrematureClose, logDisconnect } from './quiet-disconnects.ts';
import { validationMessage } from './validation-message.ts';

/** A 4xx a route chooses to answer, with the seller-facing message (the spec's words). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const genericServerError = 'Something went wrong. Please try again.';

/** One error handler for the whole API: 4xx carry a message, 5xx hide their details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // The 413 waits for the rest of the body, so a client still sending reads it rather than a reset.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && (await dropRestOfBody(request.raw))) reply.removeHeader('connection');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ErrorBody = { success: false, message: validationMessage(error.validation[0]!, error.validationContext) };
      return reply.code(400).send(body);
    }
    if (
      error instanceof HttpError ||
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error))
    ) {
      const statusCode = error.statusCode ?? 400;
      const message = friendlyFastifyMessage(error) ?? error.message;
      return reply.code(statusCode).send({ success: false, message } satisfies ErrorBody);
    }
    // The client went away mid-response: nobody receives this 500, and it is no fault of ours (info, not error).
    if (isPrematureClose(error)) logDisconnect(request, error);
    else request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: genericServerError } satisfies ErrorBody);
  });
}

/**
 * Errors the router raises before any hook or handler (a malformed percent-encoding, a path parameter past
 * its length limit): answered in the API's own shape rather than Fastify's default body.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const clientError = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
  const { sendAppShell, setSecurityHeaders } = request.server;
  // A browser that opened such an address ('/%zz') sees the app's not-found page, not JSON (an outside review).
  if (clientError && sendAppShell && isPageRequest(request)) {
    setSecurityHeaders?.(request, reply.code(error.statusCode!).type('text/html; charset=utf-8'));
    void sendAppShell(reply);
    return;
  }
  // No hook runs for these answers: the headers every response carries are set here.
  setSecurityHeaders?.(request, reply.type('application/json; charset=utf-8'));
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long.' : clientError ? 'The address is not valid.' : genericServerError;
  void reply.code(clientError ? error.statusCode! : 500).send({ success: false, message } satisfies ErrorBody);
}

/** A browser's navigation to a page (not the API, not a script's fetch). */
function isPageRequest(request: FastifyRequest): boolean {
  const api = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
  return (request.method === 'GET' || request.method === 'HEAD') && !api && isNavigation(request);
}

function friendlyFastifyMessage(error: FastifyError): string | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return undefined;
  }
}
