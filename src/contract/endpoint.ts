import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call: 'user' needs a signed-in session (else 401 errorBody), 'verified' also a verified e-mail
 * (else 403). Absent: anyone; basket calls work for visitors through their session cookie.
 */
export type EndpointAuth = 'user' | 'verified';

/**
 * One row of docs/product.md#7-calls. The server registers its route from this (path, schemas) and the
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
  auth?: EndpointAuth;
}

export function defineEndpoint<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<TBody, TQuery, TParams, TResponse>): Endpoint<TBody, TQuery, TParams, TResponse> {
  return endpoint;
}

type InputOf<T> = T extends z.ZodType ? z.input<T> : undefined;
type OutputOf<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a caller passes as the body / query / path params of an endpoint (undefined when it takes none). */
export type EndpointBody<E> = E extends Endpoint<infer B, z.ZodType | undefined, z.ZodType | undefined, z.ZodType> ? InputOf<B> : never;
export type EndpointQuery<E> = E extends Endpoint<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType> ? InputOf<Q> : never;
export type EndpointParams<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer P, z.ZodType> ? InputOf<P> : never;
/** What the server's handler receives after validation (defaults and normalisation applied). */
export type EndpointParsedBody<E> = E extends Endpoint<infer B, z.ZodType | undefined, z.ZodType | undefined, z.ZodType> ? OutputOf<B> : never;
/** The parsed 2xx body. */
export type EndpointResult<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;

/** One endpoint by method and concrete path (`/api/users/orders/7` finds `/api/users/orders/:orderId`). */
export function matchEndpoint<E extends Endpoint>(list: readonly E[], method: string, url: string): E | undefined {
  const path = url.split('?')[0] ?? url;
  const exact = list.find((endpoint) => endpoint.method === method && endpoint.path === path);
  if (exact) return exact;
  return list.find((endpoint) => endpoint.method === method && templatePattern(endpoint.path).test(path));
}

function templatePattern(template: string): RegExp {
  const escaped = template.split(/:[A-Za-z_]\w*/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]+')}$`);
}
