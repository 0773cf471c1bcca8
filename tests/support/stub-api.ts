import { vi } from 'vitest';

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type Handler = (body: unknown) => Response | Promise<Response>;

/** fetch routed by 'METHOD /path'; the parsed JSON body is passed on. An unexpected request fails loudly. */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected request ${key}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Requests the stub saw for one route, as parsed bodies. */
export function bodiesOf(fetchMock: ReturnType<typeof stubApi>, route: string): unknown[] {
  const [method, path] = route.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** navigator.onLine as the test wants it; tests set it back to true after each case. */
export function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}
