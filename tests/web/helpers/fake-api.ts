import { vi } from 'vitest';
import { endpoints, errorBody, matchEndpoint, opsEndpoints, type Endpoint } from '@/contract/index.ts';
import { sessionHintCookie } from '@/shared/auth/session-hint.ts';

/** What a handler sees: the parsed JSON body the app sent (undefined without one) and the full URL. */
export type Handler = (body: unknown, url: URL) => Response | Promise<Response>;
/** One answer of the fake: the contract's endpoint object and how it replies. */
export type Route = readonly [Endpoint, Handler];

/** A JSON reply with this status. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const unchecked = new WeakSet<Response>();

/**
 * A reply our server never sends (a proxy's or a broken deploy's, e.g. a 400 without a message): the fake passes it
 * on without the contract check, so a test can still show how the app copes with one.
 */
export function offContract(response: Response): Response {
  unchecked.add(response);
  return response;
}

/** A route for `fakeApi`: this contract endpoint answers with `handler`. */
export function on(endpoint: Endpoint, handler: Handler): Route {
  return [endpoint, handler];
}

const contractEndpoints: readonly Endpoint[] = [...Object.values(endpoints), ...Object.values(opsEndpoints)];

export const setSessionHint = (on: boolean) => {
  document.cookie = on ? `${sessionHintCookie}=1; Path=/` : `${sessionHintCookie}=; Max-Age=0; Path=/`;
};

interface Call {
  endpoint: Endpoint | undefined;
  method: string;
  path: string;
  body: unknown;
  init: RequestInit | undefined;
}

/**
 * The one fake API of the web tests, keyed by the contract's endpoint objects (later routes replace earlier ones).
 * A 2xx reply must match the endpoint's response schema and a 4xx reply the contract's error body, as the real
 * server's would: a reply that does not is a defect of the test, reported with console.error (which fails it).
 * Anything unhandled answers 500 (and is recorded), so a test sees every request the app makes. The basket count
 * and an unauthenticated session are the defaults. Like the server, it keeps the readable "signed in" hint cookie:
 * there when a test answers validate itself (the browser it stands for holds a session, or a stale one), set by a
 * login or register that succeeds, cleared by logout and by a validate that answers 401.
 */
export function fakeApi(routes: readonly Route[] = []) {
  setSessionHint(routes.some(([endpoint]) => endpoint === endpoints.validateSession));
  const handlers = new Map<Endpoint, Handler>([
    on(endpoints.getBasketCount, () => json(200, { success: true, itemCount: 0 })),
    on(endpoints.validateSession, () => json(401, { success: false, message: 'Please log in to continue.' })),
    ...routes,
  ]);
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const endpoint = matchEndpoint(contractEndpoints, method, url.pathname);
    calls.push({ endpoint, method, path: url.pathname, body, init });
    const handler = endpoint && handlers.get(endpoint);
    if (!endpoint || !handler) return json(500, { success: false, message: `Unexpected ${method} ${url.pathname}` });
    const response = await handler(body, url);
    await checkReply(endpoint, response);
    if ((endpoint === endpoints.login || endpoint === endpoints.register) && response.ok) setSessionHint(true);
    if (endpoint === endpoints.logout || (endpoint === endpoints.validateSession && response.status === 401)) setSessionHint(false);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (endpoint: Endpoint) => calls.filter((call) => call.endpoint === endpoint);
  return {
    calls,
    fetch: fetchMock,
    /** How many requests reached this endpoint. */
    count: (endpoint: Endpoint) => callsTo(endpoint).length,
    /** The parsed bodies sent to this endpoint, in order. */
    bodies: (endpoint: Endpoint) => callsTo(endpoint).map((call) => call.body),
    /** The fetch options of each request to this endpoint, in order. */
    inits: (endpoint: Endpoint) => callsTo(endpoint).map((call) => call.init),
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** A reply the real server could not send fails the test (through the console.error guard in tests/setup). */
async function checkReply(endpoint: Endpoint, response: Response): Promise<void> {
  if (unchecked.has(response)) return;
  const status = response.status;
  const schema = status >= 200 && status < 300 ? endpoint.response : status >= 400 && status < 500 ? errorBody : undefined;
  if (!schema) return;
  const text = await response.clone().text();
  const parsed = schema.safeParse(text === '' ? undefined : JSON.parse(text));
  if (!parsed.success) {
    console.error(`fakeApi: the ${status} reply to ${endpoint.method} ${endpoint.path} breaks the contract`, JSON.stringify(parsed.error.issues));
  }
}

/** navigator.onLine as the test wants it; tests set it back to true after each case. */
export function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}
