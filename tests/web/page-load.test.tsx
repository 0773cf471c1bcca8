import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../../src/app/layout/root-layout.tsx';
import {
  isPageLoadFailure,
  pageLoadFailedText,
  pageLoadSlowAfterMs,
  pageLoadSlowText,
  PageLoadTimeoutError,
  pageWaitsHeading,
  pageWaitsText,
  withPageLoadTimeout,
} from '../../src/app/page-load.ts';
import { RouteError } from '../../src/app/pages/route-error.tsx';
import { AppProviders, createQueryClient } from '../../src/app/providers.tsx';
import { resetReachability } from '../../src/lib/api/reachability.ts';
import { codeReloadKey } from '../../src/lib/code-reload-budget.ts';

/**
 * An outside review: with the worker blocked and the quote page's chunk hanging, the page said 'Loading page' (and
 * a Select 'Loading...') for ever; a chunk refused showed the error page without a word about the connection.
 */
function renderShell(page: RouteObject, ms: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: withPageLoadTimeout(
              [
                { index: true, element: <Link to="/quote">Get a quote</Link> },
                { path: 'quote', ...page },
              ],
              ms,
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async () => Response.json({ success: true, itemCount: 0 }));
  // React Router reports the caught error on the console; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetReachability();
  sessionStorage.clear();
});

/** This tab loaded the page again for its code a moment ago: the one reload a minute is spent (decision 206). */
const reloadSpent = () => sessionStorage.setItem(codeReloadKey + location.pathname, String(Date.now()));

describe('a page whose code does not arrive', () => {
  it('ends the wait with the error page and the connection words, at the page asked for, once its one reload is spent', async () => {
    reloadSpent();
    const user = userEvent.setup();
    const router = renderShell({ lazy: () => new Promise<never>(() => {}) }, 200);
    await user.click(await screen.findByRole('link', { name: 'Get a quote' }));
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Unexpected Application Error!' }, { timeout: 3000 })).toBeInTheDocument();
    expect(within(main).getByText(pageLoadFailedText)).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    // Reload then asks for the page the seller chose, not the one they left.
    expect(router.state.location.pathname).toBe('/quote');
  });

  it('a chunk the network refused says the same, once its one reload is spent', async () => {
    reloadSpent();
    const user = userEvent.setup();
    renderShell(
      { lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/quote-page-x.js')) },
      5000,
    );
    await user.click(await screen.findByRole('link', { name: 'Get a quote' }));
    expect(await screen.findByText(pageLoadFailedText)).toBeInTheDocument();
  });

  it('a chunk refused while the server answers loads the page again first: a spinner, not the error page, and the reload is noted (decision 206)', async () => {
    const user = userEvent.setup();
    renderShell({ lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/q.js')) }, 5000);
    await user.click(await screen.findByRole('link', { name: 'Get a quote' }));
    // jsdom does not navigate: the page stays as the seller sees it until the reload takes it away.
    await waitFor(() => expect(sessionStorage.getItem(codeReloadKey + location.pathname)).not.toBeNull());
    const main = screen.getByRole('main');
    expect(within(main).getByText('Loading page')).toBeInTheDocument();
    expect(within(main).queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(within(main).queryByText(pageLoadFailedText)).not.toBeInTheDocument();
  });

  it('a chunk refused while the server does not answer either waits in calm words, not on the error page (decision 203)', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderShell({ lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/q.js')) }, 5000);
    await user.click(await screen.findByRole('link', { name: 'Get a quote' }));
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: pageWaitsHeading })).toBeInTheDocument();
    expect(within(main).getByText(pageWaitsText).closest('[role="status"]')).not.toBeNull();
    expect(within(main).queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
  });

  it("lie-fi failing only the page's chunk while the API answers, after its one reload: calm words, not the error page (decision 208)", async () => {
    reloadSpent();
    const chunkUrl = 'http://127.0.0.1/assets/quote-page-x.js';
    vi.stubGlobal('fetch', async (url: string) =>
      url === chunkUrl ? Promise.reject(new TypeError('Failed to fetch')) : Response.json({ success: true, itemCount: 0 }),
    );
    const user = userEvent.setup();
    renderShell({ lazy: () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl}`)) }, 5000);
    await user.click(await screen.findByRole('link', { name: 'Get a quote' }));
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: pageWaitsHeading })).toBeInTheDocument();
    expect(within(main).getByText(pageWaitsText)).toBeInTheDocument();
    expect(within(main).queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('a page that arrives in time shows, and a page that fails to render keeps the general words', async () => {
    const user = userEvent.setup();
    renderShell({ lazy: async () => ({ element: <h1>Quote</h1> }) }, 5000);
    await user.click(await screen.findByRole('link', { name: 'Get a quote' }));
    expect(await screen.findByRole('heading', { name: 'Quote' })).toBeInTheDocument();
    expect(isPageLoadFailure(new Error('boom'))).toBe(false);
    expect(isPageLoadFailure(new PageLoadTimeoutError('late'))).toBe(true);
    expect(isPageLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('says in words that the page is slow once it has waited 8 s, and stops saying it when the page comes', async () => {
    let arrive: (page: { element: ReactElement }) => void = () => {};
    renderShell({ lazy: () => new Promise((resolve) => (arrive = resolve)) }, 60_000);
    const link = await screen.findByRole('link', { name: 'Get a quote' });
    vi.useFakeTimers();
    try {
      fireEvent.click(link);
      await act(() => vi.advanceTimersByTimeAsync(pageLoadSlowAfterMs - 1000));
      expect(screen.queryByText(pageLoadSlowText)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByText(pageLoadSlowText)).toBeInTheDocument();
      await act(async () => arrive({ element: <h1>Quote</h1> }));
      await act(() => vi.advanceTimersByTimeAsync(10));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('heading', { name: 'Quote' })).toBeInTheDocument();
    expect(screen.queryByText(pageLoadSlowText)).not.toBeInTheDocument();
  });
});
