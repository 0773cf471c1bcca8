import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * "premature close": the response stream ended before it was written, because the client went away mid-response
 * (a tab closed, a navigation cancelled a download, a phone lost signal). Node names it ERR_STREAM_PREMATURE_CLOSE;
 * the end-of-stream module Fastify uses throws a plain Error('premature close').
 */
export function isPrematureClose(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' || error.message.toLowerCase() === 'premature close';
}

export const disconnectLogMessage = 'client closed the connection before the response was sent';

/** Logs a client's disconnect at info: it is not a fault of the server, and error-level lines must mean one. */
export function logDisconnect(request: FastifyRequest, error: Error): void {
  request.log.info({ err: { type: error.name, message: error.message } }, disconnectLogMessage);
}

/**
 * Fastify's own log lines, with premature closes moved to info: its default error log writes them at error level
 * (the response is a 500 that nobody receives), and its stream log at warn when they carry no code. Every other
 * error keeps Fastify's level.
 */
export class ServerLogController extends LogController {
  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (!isPrematureClose(error)) return super.defaultErrorLog(error, request, reply, metadata);
    if (!this.isLogDisabled(request)) logDisconnect(request, error);
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (!isPrematureClose(error)) return super.streamError(error, request, reply, metadata);
    if (!this.isLogDisabled(request)) logDisconnect(request, error);
  }
}

/**
 * Each request's logger, with a premature close logged at info by whoever reports it: plugins log a stream's error
 * themselves (@fastify/compress writes `log.error(err)` when the client of a compressed static file goes away), out of
 * reach of the log controller. Any other error keeps its level.
 */
export function quietDisconnectsChildLogger(logger: FastifyBaseLogger, bindings: Record<string, unknown>, options: object): FastifyBaseLogger {
  const child = logger.child(bindings, options);
  const error = child.error.bind(child) as (...args: unknown[]) => void;
  child.error = ((first: unknown, ...rest: unknown[]) => {
    const reported = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
    if (isPrematureClose(reported)) {
      const { name, message } = reported as Error;
      return child.info({ err: { type: name, message } }, disconnectLogMessage);
    }
    return error(first, ...rest);
  }) as FastifyBaseLogger['error'];
  return child;
}
