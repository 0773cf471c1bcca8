import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers.tsx';
import { appRoutes } from '@/app/router.tsx';
import { db } from '@/offline/db.ts';
import { setSessionHint } from './fake-api.ts';

/** The whole app in a memory router, in StrictMode (effects run twice, as in development). */
export function renderApp(path: string, state?: unknown) {
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [state ? { pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state } : path],
  });
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
    setSessionHint(false);
    // The last-known basket too: a basket page shows it while the server's answers, so one test's items showed in the next
    // one's first look (tests/web/basket.test.tsx counted 3 items of 2 once, in a full run on a loaded host).
    await Promise.all([db.account.clear(), db.basket.clear()]);
  });
}
