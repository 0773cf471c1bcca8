import type { z } from 'zod';
// From the files themselves, not the contract's index: a call evaluates only the schemas it uses (docs/decisions/155-contract-in-groups.md).
import { errorBody } from '../../contract/common.ts';
import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointResult } from '../../contract/endpoint.ts';
import { ApiError, InvalidResponseError, NetworkError, ValidationError, isAbortError } from './api-error.ts';
import { yieldToBrowser } from '../yield-to-browser.ts';
import { reportAnswered, reportUnanswered } from './reachability.ts';

export { ApiError, InvalidResponseError, NetworkError, ValidationError } from './api-error.ts';
export { errorMessage, genericErrorMessage, isAbortError, isRetryable } from './api-error.ts';

type AnyEndpoint = Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType>;

/** `body`, `query` and `params` are required exactly when the endpoint declares a schema for them. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

export type CallOptions<E extends AnyEndpoint> = Part<'body', EndpointBody<E>> &
  Part<'query', EndpointQuery<E>> &
  Part<'params', EndpointParams<E>> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** Give up after this long with a NetworkError (and the server counted unreachable): a hanging line must not hold the seller. */
    timeoutMs?: number;
    /**
     * Sent as `Idempotency-Key` on an endpoint the contract flags `idempotent` (the outbox passes its opId, reused on
     * every retry). Left out, a fresh key is minted for this one call.
     */
    idempotencyKey?: string;
    /**
     * A list answer is checked this many items at a time, each slice in a task of its own: the whole catalogue checked
     * at once was one long task (docs/decisions/157-catalogue-checked-in-slices.md). Same result, same errors.
     */
    parseSliceSize?: number;
  };

/** Options may be left out when the endpoint needs no body, query or params. */
type OptionsArg<E extends AnyEndpoint> = Partial<CallOptions<E>> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

export type FetchResult<T> =
  { status: 304; notModified: true; headers: Headers; data: undefined } | { status: number; notModified: false; headers: Headers; data: T };

/**
 * Calls one endpoint of the contract and returns its parsed 2xx body.
 * Throws ValidationError (request failed its own schema, nothing sent), NetworkError (fetch rejected),
 * ApiError (non-2xx; `message` is the server's), InvalidResponseError (2xx not matching the contract; also
 * a 304, which only comes when the caller sent If-None-Match: use fetchApi for that). An abort rethrows the
 * AbortError as it is, so query libraries see a cancellation.
 */
export async function callApi<E extends AnyEndpoint>(endpoint: E, ...[options]: OptionsArg<E>): Promise<EndpointResult<E>> {
  const result = await fetchApi(endpoint, ...([options] as OptionsArg<E>));
  if (result.notModified) throw new InvalidResponseError(304, [], result.headers);
  return result.data;
}

/** As callApi, with the status and headers; a 304 (after If-None-Match) gives `data: undefined`. */
export async function fetchApi<E extends AnyEndpoint>(endpoint: E, ...[options]: OptionsArg<E>): Promise<FetchResult<EndpointResult<E>>> {
  const opts: Partial<CallOptions<AnyEndpoint>> & { body?: unknown; query?: unknown; params?: unknown } = options ?? {};
  const body = endpoint.body ? validate(endpoint.body, opts.body, 'body') : undefined;
  const query = endpoint.query ? validate(endpoint.query, opts.query, 'query') : undefined;
  const params = endpoint.params ? validate(endpoint.params, opts.params, 'params') : undefined;

  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  // No Content-Type without a body: Fastify rejects an empty application/json body.
  if (endpoint.body) headers['Content-Type'] = 'application/json';
  // The contract's flag decides: every call to a state-changing endpoint carries a key, so a retry the network
  // repeats (or a second tap) is answered from the server's record and never acts twice.
  if (endpoint.idempotent) headers['Idempotency-Key'] = opts.idempotencyKey ?? newIdempotencyKey();

  const timeout = opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined;
  const signal = timeout && opts.signal ? AbortSignal.any([opts.signal, timeout]) : (timeout ?? opts.signal);
  // The browser says it has no network (the reachability rule: certain): the request could only fail, and each one
  // was a console error and a wasted wake-up of the radio. It fails here the same way, with no request.
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    throw unanswered(new NetworkError(new TypeError('The browser is offline.'), true), false);
  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint.path, params, query), {
      method: endpoint.method,
      headers,
      credentials: 'include',
      ...(endpoint.body ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw unanswered(error, timeout?.aborted === true);
  }
  reportAnswered();

  if (response.status === 304) return { status: 304, notModified: true, headers: response.headers, data: undefined };
  let json: unknown;
  try {
    json = await readJson(response, signal);
  } catch (error) {
    throw unanswered(error, timeout?.aborted === true);
  }
  if (!response.ok) {
    const parsed = errorBody.safeParse(json);
    throw new ApiError(response.status, parsed.success ? parsed.data.message : undefined, response.headers);
  }
  const parsed = opts.parseSliceSize ? await safeParseInSlices(endpoint.response, json, opts.parseSliceSize) : endpoint.response.safeParse(json);
  if (!parsed.success) throw new InvalidResponseError(response.status, parsed.error.issues, response.headers, parsed.error);
  return { status: response.status, notModified: false, headers: response.headers, data: parsed.data as EndpointResult<E> };
}

type ParseResult = { success: true; data: unknown } | { success: false; error: z.ZodError };

/**
 * `schema.safeParse(json)` for a plain array schema (no checks on the array itself), `size` items per task; an item's
 * failure is reported at its index, as the whole parse would. Anything else is parsed whole.
 */
async function safeParseInSlices(schema: z.ZodType, json: unknown, size: number): Promise<ParseResult> {
  const def = (schema as { def?: { type?: string; checks?: unknown[]; element?: z.ZodType } }).def;
  if (def?.type !== 'array' || def.checks?.length || !def.element || !Array.isArray(json)) return schema.safeParse(json);
  const slice = def.element.array();
  const data: unknown[] = [];
  for (let start = 0; start < json.length; start += size) {
    if (start > 0) await yieldToBrowser();
    const parsed = slice.safeParse(json.slice(start, start + size));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) if (typeof issue.path[0] === 'number') issue.path[0] += start;
      return parsed;
    }
    data.push(...parsed.data);
  }
  return { success: true, data };
}

/** 122 random bits: a key no other call (from this or any device) will ever send. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * fetch gave no answer: the caller's own abort is rethrown as it is (a cancellation, not a fault); anything else,
 * a timeout included, is a NetworkError and tells the reachability rule.
 */
function unanswered(error: unknown, timedOut: boolean): unknown {
  if (isAbortError(error) && !timedOut) return error;
  reportUnanswered(timedOut);
  return error instanceof NetworkError ? error : new NetworkError(error);
}

/** Client and server check a request with the same schema; the parsed value (normalised) is what is sent. */
function validate(schema: z.ZodType, value: unknown, part: 'body' | 'query' | 'params'): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ValidationError(result.error.issues, [part, ...(result.error.issues[0]?.path ?? [])]);
}

/** `/api/users/orders/:orderId` + { orderId: 7 } -> `/api/users/orders/7`; query values are appended in order. */
export function buildUrl(path: string, params?: unknown, query?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/** The body as JSON, or undefined when it is empty or not JSON (a proxy's HTML error page). */
async function readJson(response: Response, signal: AbortSignal | undefined): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
