import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import type { User } from '@/contract/index.ts';
import { AppProviders, createQueryClient } from '@/app/providers.tsx';
import { appRoutes } from '@/app/router.tsx';
import { sessionHintCookie } from '@/shared/auth/session-hint.ts';
import { db } from '@/offline/db.ts';

const setHint = (on: boolean) => {
  document.cookie = on ? `${sessionHintCookie}=1; Path=/` : `${sessionHintCookie}=; Max-Age=0; Path=/`;
};

export type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A test user (docs/style.md#8-one-set-of-test-factories: factories with overrides). */
export function createUser(overrides: Partial<User> = {}): User {
  return { username: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', phone: '07700 900123', verified: true, marketing: false, termsAndConditions: true, title: null, ...overrides };
}

/**
 * Stubs fetch with `'METHOD /path'` handlers; anything unhandled answers 500 (and is recorded), so a test
 * sees every request the app makes. The basket count and an unauthenticated session are the defaults.
 * Like the server, it keeps the readable "signed in" hint cookie: there when a test answers validate itself
 * (the browser it stands for holds a session, or a stale one), set by a login or register that succeeds,
 * cleared by logout and by a validate that answers 401.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  setHint('GET /api/users/validate' in handlers);
  const calls: { method: string; path: string; body: unknown }[] = [];
  const all: Record<string, Handler> = {
    'GET /api/basket/count': () => json(200, { success: true, itemCount: 0 }),
    'GET /api/users/validate': () => json(401, { success: false, message: 'Please log in to continue.' }),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = all[`${method} ${url.pathname}`];
    if (!handler) return json(500, { success: false, message: `Unexpected ${method} ${url.pathname}` });
    const response = await handler(body, url);
    if (/^\/api\/users\/(login|register)$/.test(url.pathname) && response.ok) setHint(true);
    if (url.pathname === '/api/users/logout' || (url.pathname === '/api/users/validate' && response.status === 401)) setHint(false);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, count: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length };
}

/** The whole app in a memory router, in StrictMode (effects run twice, as in development). */
export function renderApp(path: string, state?: unknown) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [state ? { pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state } : path] });
  const queryClient = createQueryClient();
  render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { router, queryClient };
}

/**
 * The hooks every whole-app test file shares: scrolling stubbed (jsdom has none), the cookie choice made (the
 * banner stays out of the way), and after each test the fetch stub and the stored user gone.
 */
export function useAppTestSetup(): void {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    document.cookie = 'qmt_cookie_consent=necessary; Path=/';
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    setHint(false);
    await db.account.clear();
  });
}
