import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * One row of spec section 7. The server registers its route from this (path, schemas) and the
 * client's typed `callApi` parses every response with `response`: the API's shape is written once.
 */
export interface Endpoint<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are filled from `params`. */
  path: string;
  body?: TBody;
  query?: TQuery;
  params?: TParams;
  /** The success (2xx) body. Errors are always `errorBody`. */
  response: TResponse;
  /** State-changing calls accept an Idempotency-Key (offline outbox replays). */
  idempotent?: boolean;
}

export function defineEndpoint<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<TBody, TQuery, TParams, TResponse>): Endpoint<TBody, TQuery, TParams, TResponse> {
  return endpoint;
}
