import type { z } from 'zod';

/** The spec's generic wording (docs/product.md#8-error-and-message-catalogue) for a failure with nothing better to say. */
export const genericErrorMessage = 'Something went wrong. Please try again.';

/**
 * The server answered, but not with what the call expects: a non-2xx (its `errorBody` message when it sent
 * one), or a 2xx whose body does not match the contract (`InvalidResponseError`). `status` is always the real
 * HTTP status; 0 is never used, so "the server answered" and "the network failed" never blur.
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';

  constructor(
    readonly status: number,
    /** The message of the server's errorBody, undefined when it sent none (then `message` is generic). */
    readonly serverMessage: string | undefined,
    readonly headers?: Headers,
    options?: { cause?: unknown },
  ) {
    super(serverMessage ?? genericErrorMessage, options);
  }
}

/**
 * A 2xx whose body failed the endpoint's response schema: a client/server version skew or a server bug.
 * The server did act on the request, so the outbox must not replay it as if it had not.
 */
export class InvalidResponseError extends ApiError {
  override readonly name: string = 'InvalidResponseError';

  constructor(
    status: number,
    readonly issues: z.core.$ZodIssue[],
    headers?: Headers,
    cause?: unknown,
  ) {
    super(status, undefined, headers, { cause });
  }
}

/** fetch itself rejected: offline, DNS, connection dropped. The request may or may not have reached the server. */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';

  constructor(
    cause: unknown,
    /** The browser said it was offline, so no request left: the server cannot have acted on it. */
    readonly notSent = false,
  ) {
    super('Network error. Please try again.', { cause });
  }
}

/** The request failed the endpoint's own schema before it was sent; `message` is the first issue's (spec words). */
export class ValidationError extends Error {
  override readonly name: string = 'ValidationError';

  constructor(
    readonly issues: z.core.$ZodIssue[],
    /** Where the first issue is, e.g. ['body', 'sort_code']. */
    readonly path: PropertyKey[],
  ) {
    super(issues[0]?.message ?? genericErrorMessage);
  }
}

/** A cancelled request (its AbortSignal fired): not a failure to show. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/** Outbox rule (docs/offline.md): network errors, 408, 409, 429 and 5xx are retried; other failures stop the row. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof InvalidResponseError) return false;
  if (error instanceof ApiError) return [408, 409, 429].includes(error.status) || error.status >= 500;
  return false;
}

export interface ErrorMessages {
  /** The server answered with no message (or an unexpected body). */
  fallback: string;
  /** fetch rejected (offline); defaults to `fallback`. */
  network?: string;
  /** Anything else thrown (a bug); defaults to `network`. */
  unexpected?: string;
}

/**
 * The message a feature shows, following `docs/product.md#8-error-and-message-catalogue`'s pattern "server message, else <fallback>; network
 * <network>; exception <unexpected>". A ValidationError shows its own (spec) message.
 */
export function errorMessage(error: unknown, messages: ErrorMessages): string {
  const network = messages.network ?? messages.fallback;
  if (error instanceof ValidationError) return error.message;
  if (error instanceof InvalidResponseError) return messages.fallback;
  if (error instanceof ApiError) return error.serverMessage ?? messages.fallback;
  if (error instanceof NetworkError) return network;
  return messages.unexpected ?? network;
}
