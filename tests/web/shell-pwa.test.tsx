import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../../src/app/layout/root-layout.tsx';
import { RouteError } from '../../src/app/pages/route-error.tsx';
import { AppProviders, createQueryClient } from '../../src/app/providers.tsx';
import { appRoutes } from '../../src/app/router.tsx';

vi.mock('../../src/offline/catalogue.ts', () => ({ useCatalogue: () => ({ status: 'loaded', devices: [], error: null }) }));

function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
}

beforeEach(() => {
  document.cookie = 'qmt_cookie_consent=; Max-Age=0; Path=/';
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // The basket count: an empty basket.
  vi.stubGlobal('fetch', async () => Response.json({ success: true, itemCount: 0 }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Boom(): never {
  throw new Error('boom');
}

describe('shell variants', () => {
  it('links the account icon to the dashboard when signed in', async () => {
    renderApp('/', [{ path: '/', element: <RootLayout signedIn />, children: [{ index: true, element: <h1>Home</h1> }] }]);
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows Unexpected Application Error! inside the shell when a page fails to render', async () => {
    // React and React Router both report the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/', [
      { path: '/', element: <RootLayout />, children: [{ errorElement: <RouteError />, children: [{ index: true, Component: Boom }] }] },
    ]);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('install entry', () => {
  it('keeps beforeinstallprompt for an Install app button that prompts once, then goes', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Sell us your device' });
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();

    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);

    const [button] = screen.getAllByRole('button', { name: 'Install app' });
    await user.click(button as HTMLElement);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
