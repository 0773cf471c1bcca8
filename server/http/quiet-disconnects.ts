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

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Pino's child, with a premature close reported at error moved to info. */
function quietChild(logger: FastifyBaseLogger, bindings: Record<string, unknown>, options: object): FastifyBaseLogger {
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

/**
 * A request's logger that makes its pino child on its first line, not for every request: at the usual level most
 * requests log nothing, and the child (its bindings serialised, the error wrapper) was about 0.7 us of each
 * catalogue request's 17 (issue 14). A line below the level is dropped without one.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Record<string, unknown>;
  readonly #options: object;

  constructor(parent: FastifyBaseLogger, bindings: Record<string, unknown>, options: object) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #real(): FastifyBaseLogger {
    return (this.#child ??= quietChild(this.#parent, this.#bindings, this.#options));
  }

  #write(method: LogMethod, args: unknown[]): void {
    const parent = this.#parent as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    if (this.#child || parent.isLevelEnabled?.(method) !== false) (this.#real[method] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#real.level = level;
  }
  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}
  child(bindings: Record<string, unknown>, options?: object): FastifyBaseLogger {
    return this.#real.child(bindings, options);
  }
}

/**
 * Each request's logger, with a premature close logged at info by whoever reports it: plugins log a stream's error
 * themselves (@fastify/compress writes `log.error(err)` when the client of a compressed static file goes away), out of
 * reach of the log controller. Any other error keeps its level.
 */
export function quietDisconnectsChildLogger(logger: FastifyBaseLogger, bindings: Record<string, unknown>, options: object): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
