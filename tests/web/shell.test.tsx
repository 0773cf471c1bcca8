import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type Device } from '../../src/contract/index.ts';
import type { CatalogueState } from '../../src/offline/catalogue.ts';
import { AppProviders, createQueryClient } from '../../src/app/providers.tsx';
import { appRoutes } from '../../src/app/router.tsx';
import { paths } from '../../src/shared/paths.ts';
import { storeBasketCount } from '../../src/offline/basket-count.ts';
import { db } from '../../src/offline/db.ts';
import { readTimeoutMs, resetReachability } from '../../src/lib/api/reachability.ts';
import { fakeApi, json, on } from './helpers/fake-api.ts';

function createDevice(id: number, device_name: string, overrides: Partial<Device> = {}): Device {
  return { id, device_name, brand: 'Apple', device_type: 'phone', image_url: `/images/${id}.webp`, ...overrides };
}

/** The fake API with the basket count answering `basketCount`, or failing the network when it is 'offline'. */
function basketApi(basketCount: number | 'offline' = 0) {
  return fakeApi([
    on(endpoints.getBasketCount, () =>
      basketCount === 'offline' ? Promise.reject(new TypeError('Failed to fetch')) : json(200, { success: true, itemCount: basketCount }),
    ),
  ]);
}

/** The whole app (shell and routes) in a memory router at `path`. */
function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function clearConsentCookie(): void {
  document.cookie = 'qmt_cookie_consent=; Max-Age=0; Path=/';
}

const catalogue = vi.hoisted(() => ({ state: { status: 'loading', devices: [], error: null } as CatalogueState }));
vi.mock('../../src/offline/catalogue.ts', () => ({ useCatalogue: () => catalogue.state }));

const googlePhones = Array.from({ length: 25 }, (_, i) => createDevice(100 + i, `Pixel ${i + 1}`, { brand: 'Google' }));
const devices = [
  createDevice(1, 'iPhone 14'),
  createDevice(2, 'iPhone 15'),
  createDevice(3, 'Samsung Galaxy S24', { brand: 'Samsung' }),
  createDevice(4, 'Mystery Phone', { brand: null }),
  ...googlePhones,
];

beforeEach(async () => {
  // The count kept from an earlier test's answer would stand in for an unanswered one.
  await db.meta.clear();
  localStorage.clear();
  // An earlier test's unanswered count leaves the server counted out of reach: this test's request must be made.
  resetReachability();
  catalogue.state = { status: 'loaded', devices, error: null };
  clearConsentCookie();
  delete window.dataLayer;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('top bar', () => {
  it('shows no basket badge when the basket is empty', async () => {
    const api = basketApi(0);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Sell us your device' });
    await waitFor(() => expect(api.fetch).toHaveBeenCalledWith('/api/basket/count', expect.anything()));
    expect(screen.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/basket');
    expect(screen.queryByTestId('basket-count')).not.toBeInTheDocument();
  });

  it('shows the count badge when the basket has items', async () => {
    basketApi(3);
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Basket, 3 items' })).toHaveAttribute('href', '/basket');
    expect(screen.getByTestId('basket-count')).toHaveTextContent('3');
  });

  it('treats a failed basket count as 0 when none was kept', async () => {
    const api = basketApi('offline');
    renderApp('/');
    await screen.findByRole('heading', { name: 'Sell us your device' });
    await waitFor(() => expect(api.fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('basket-count')).not.toBeInTheDocument();
  });

  it('keeps the count last given when the count request hangs (lie-fi), as it does offline', async () => {
    await storeBasketCount(2);
    const api = fakeApi();
    // Our server silent while the phone says online: the request is left hanging until the app gives up on it.
    const hanging = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/basket/count'
        ? new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
        : api.fetch(input, init),
    );
    vi.stubGlobal('fetch', hanging);
    renderApp('/');
    await waitFor(() => expect(hanging).toHaveBeenCalledWith('/api/basket/count', expect.anything()));
    // Given up after readTimeoutMs: the kept count, not an empty basket.
    expect(await screen.findByRole('link', { name: 'Basket, 2 items' }, { timeout: readTimeoutMs + 2_000 })).toHaveAttribute('href', '/basket');
    expect(screen.getByText("We can't reach our server.")).toBeInTheDocument();
  });

  it('treats a count the server refuses as 0, whatever was kept', async () => {
    await storeBasketCount(2);
    const api = fakeApi([on(endpoints.getBasketCount, () => json(500, { success: false, error: 'Internal Server Error' }))]);
    renderApp('/');
    await waitFor(() => expect(api.fetch).toHaveBeenCalledWith('/api/basket/count', expect.anything()));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Basket' })).toBeInTheDocument());
  });

  it('links the account icon to login with its tooltip text', async () => {
    basketApi();
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Log into your account' })).toHaveAttribute('href', '/login');
  });

  it('highlights the section of the current path', async () => {
    basketApi();
    renderApp('/help/postage-help');
    await screen.findByRole('heading', { name: 'Postage Help', level: 1 });
    const topBar = within(screen.getByRole('banner'));
    expect(topBar.getByRole('link', { name: 'Help & Contact' })).toHaveAttribute('aria-current', 'page');
    expect(topBar.getByRole('link', { name: 'Business' })).not.toHaveAttribute('aria-current');
  });

  it('reveals the four links from the Menu toggle and closes after navigating', async () => {
    basketApi();
    const user = userEvent.setup();
    const router = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement);
    const links = menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Sell my Device', '/sell-my-device'],
      ['Business', '/business'],
      ['How It Works', '/how-it-works'],
      ['Help & Contact', '/help'],
    ]);

    await user.click(menu.getByRole('link', { name: 'Business' }));
    expect(await screen.findByRole('heading', { name: 'Business Device Recycling', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/business');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('mega-menu', () => {
  it('opens on hover with brand groups, short Samsung names, quote links and +N more', async () => {
    basketApi();
    const user = userEvent.setup();
    const router = renderApp('/');
    const topBar = within(await screen.findByRole('banner'));
    await user.hover(topBar.getByRole('link', { name: 'Sell my Device' }));
    // The panel is its own chunk, loaded on first open.
    await screen.findByRole('region', { name: 'Apple' });

    const menu = within(document.getElementById('mega-menu') as HTMLElement);
    expect(menu.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Apple', 'Samsung', 'Google', 'Other Devices']);
    expect(menu.getByRole('link', { name: 'Galaxy S24' })).toHaveAttribute('href', '/quote');
    expect(within(menu.getByRole('region', { name: 'Google' })).getAllByRole('listitem')).toHaveLength(23);
    expect(menu.getByRole('link', { name: '+2 more Google devices' })).toHaveAttribute('href', '/sell-my-device');

    await user.click(menu.getByRole('link', { name: 'iPhone 15' }));
    await screen.findByRole('heading', { name: 'Your quote for iPhone 15', level: 1 });
    expect(router.state.location.state).toEqual({ phone: devices[1] });
    expect(document.getElementById('mega-menu')).toBeNull();
  });

  it('says Loading... while the catalogue loads and opens from the keyboard, closing on Escape', async () => {
    catalogue.state = { status: 'loading', devices: [], error: null };
    basketApi();
    const user = userEvent.setup();
    renderApp('/');
    const link = within(await screen.findByRole('banner')).getByRole('link', { name: 'Sell my Device' });
    act(() => link.focus());
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show devices menu' })).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('stays empty when the catalogue failed', async () => {
    catalogue.state = { status: 'error', devices: [], error: 'Failed to load devices. Please try again.' };
    basketApi();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Show devices menu' }));
    expect(document.getElementById('mega-menu')).toBeNull();
  });
});

describe('cookie banner', () => {
  it('Accept All Cookies stores the choice, starts tracking and hides the banner', async () => {
    basketApi();
    const user = userEvent.setup();
    renderApp('/');
    const banner = within(await screen.findByRole('region', { name: 'Cookie consent' }));
    expect(banner.getByText('We use cookies to enhance your experience.')).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Learn more about our Cookie & Privacy Policy' })).toHaveAttribute('href', '/cookie-privacy');

    await user.click(banner.getByRole('button', { name: 'Accept All Cookies' }));
    expect(document.cookie).toContain('qmt_cookie_consent=accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(window.dataLayer).toEqual(expect.any(Array));
  });

  it('Necessary Only stores the choice, hides the banner and tracks nothing', async () => {
    basketApi();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Necessary Only' }));
    expect(document.cookie).toContain('qmt_cookie_consent=necessary');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(window.dataLayer).toBeUndefined();
  });

  it('is not shown once a choice was made', async () => {
    document.cookie = 'qmt_cookie_consent=necessary; Path=/';
    basketApi();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Sell us your device' });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});

describe('route effects', () => {
  it('scrolls to the top and records a page view about 100 ms after a route change, with consent', async () => {
    document.cookie = 'qmt_cookie_consent=accepted; Path=/';
    basketApi();
    const router = renderApp('/');
    await waitFor(() => expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/' })));
    await act(() => router.navigate('/how-it-works?ref=mail'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    await waitFor(() => expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/how-it-works' })));
  });
});

describe('routes', () => {
  it('shows a not-found page with a link home for unknown paths', async () => {
    basketApi();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('serves the catalogue with and without a search term', async () => {
    basketApi();
    const router = renderApp('/sell-my-device/iphone-15');
    expect(await screen.findByRole('heading', { name: 'Sell Your Tech', level: 1 })).toBeInTheDocument();
    await act(() => router.navigate('/sell-my-device'));
    expect(await screen.findByRole('heading', { name: 'Sell Your Tech', level: 1 })).toBeInTheDocument();
  });

  it('serves /Quote as the quote route', async () => {
    basketApi();
    renderApp('/Quote');
    // Opened without a device: the quote page's own state, not the not-found page.
    expect(await screen.findByRole('heading', { name: 'Get a quote', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('No device selected.')).toBeInTheDocument();
  });

  it('has a page for every route of the spec: none falls through to not-found', () => {
    const routePaths = Object.values(paths).flatMap((value) => (typeof value === 'string' ? [value] : []));
    expect(routePaths).toContain('/basket');
    for (const path of [...routePaths, paths.catalogueSearch('iphone-15')]) {
      const matched = matchRoutes(appRoutes, path)?.at(-1)?.route.path;
      expect(matched, path).not.toBe('*');
    }
  });
});
