import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type Device } from '../../src/contract/index.ts';
import { fakeApi, json, on } from './helpers/fake-api.ts';
import { CataloguePage } from '../../src/features/catalogue/catalogue-page.tsx';
import { paths } from '../../src/shared/paths.ts';
import { refreshCatalogue, resetCatalogueRefresh } from '../../src/offline/catalogue-refresh.ts';
import { db } from '../../src/offline/db.ts';

function createDevice(id: number, device_name: string, overrides: Partial<Device> = {}): Device {
  return { id, device_name, brand: 'Apple', device_type: 'phone', image_url: `/devices/${id}.webp`, ...overrides };
}

// 35 devices, two pages of 30: iPhone 1..32, two Samsung, one without a brand.
const catalogue: Device[] = [
  ...Array.from({ length: 32 }, (_, i) => createDevice(i + 1, `iPhone ${i + 1}`)),
  createDevice(33, 'Galaxy Tab S9', { brand: 'Samsung', device_type: 'tablet' }),
  createDevice(34, 'Samsung Galaxy S21', { brand: 'Samsung' }),
  createDevice(35, 'Mystery Phone', { brand: null }),
];

const questionsResponse = {
  success: true,
  deviceId: 1,
  questions: {
    id: 7,
    standard: [{ question_text: 'Does it power on?', quote_type: 'standard', answers: [{ label: 'Yes' }, { label: 'No' }] }],
    advanced: [],
  },
};

function QuoteProbe() {
  const { state } = useLocation();
  return <pre data-testid="quote-state">{JSON.stringify(state)}</pre>;
}

function renderCatalogue(entry: string | { pathname: string; state: unknown } = paths.catalogue) {
  const router = createMemoryRouter(
    [
      { path: paths.catalogue, element: <CataloguePage /> },
      { path: `${paths.catalogue}/:searchTerm`, element: <CataloguePage /> },
      { path: paths.quote, element: <QuoteProbe /> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const scrollTo = vi.fn();

beforeEach(async () => {
  await resetCatalogueRefresh();
  await db.devices.clear();
  await db.meta.clear();
  scrollTo.mockReset();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CataloguePage', () => {
  it("shows 'Loading devices...', then the first 30 cards", async () => {
    fakeApi([on(endpoints.getDevices, () => json(200, catalogue))]);
    renderCatalogue();
    expect(screen.getByText('Loading devices...')).toBeInTheDocument();
    expect(await screen.findByText('35 devices')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sell Your Tech' })).toBeInTheDocument();
    expect(screen.getByText('Get instant quotes and same-day payments for your devices')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Select / })).toHaveLength(30);
    const image = screen.getByRole('img', { name: 'iPhone 1' });
    expect(image).toHaveAttribute('width');
    // Issue 15: the first screen's cards load at once, the first (the LCP image) first; every card below is lazy.
    const cardImages = screen.getAllByRole('button', { name: /^Select / }).map((button) => button.closest('li')!.querySelector('img')!);
    expect(cardImages[0]).toHaveAttribute('loading', 'eager');
    expect(cardImages[0]).toHaveAttribute('fetchpriority', 'high');
    for (const below of cardImages.slice(4)) expect(below).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByText('iPhone 31')).not.toBeInTheDocument();
  });

  it('filters by the search box and shows the empty state', async () => {
    const user = userEvent.setup();
    fakeApi([on(endpoints.getDevices, () => json(200, catalogue))]);
    renderCatalogue();
    await screen.findByText('35 devices');
    const search = screen.getByRole('searchbox', { name: 'Search devices' });
    expect(search).toHaveAttribute('placeholder', 'Search for a phone...');

    await user.type(search, 'GALAXY');
    expect(screen.getByText('2 devices')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Galaxy S21' })).toBeInTheDocument(); // Samsung prefix dropped
    expect(screen.getByRole('heading', { name: 'Galaxy Tab S9' })).toBeInTheDocument();

    await user.type(search, 'zzz');
    expect(screen.getByText('No devices found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or filters')).toBeInTheDocument();
  });

  it('pre-fills the search from the URL term and titles the page with it', async () => {
    fakeApi([on(endpoints.getDevices, () => json(200, catalogue))]);
    renderCatalogue('/sell-my-device/iphone-3');
    expect(screen.getByRole('searchbox', { name: 'Search devices' })).toHaveValue('iphone 3');
    expect(await screen.findByText('4 devices')).toBeInTheDocument(); // iPhone 3, 30, 31, 32
    expect(document.title).toBe('Sell Your iPhone 3 | QuickMobile Trade');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Sell My Device' })).toHaveAttribute('href', '/sell-my-device');
    expect(within(breadcrumb).getByText('iPhone 3')).toHaveAttribute('aria-current', 'page');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.quickmobiletrade.co.uk/sell-my-device/iphone-3');
  });

  it('renders an odd search term as plain text', async () => {
    fakeApi([on(endpoints.getDevices, () => json(200, catalogue))]);
    renderCatalogue(`/sell-my-device/${encodeURIComponent('<script>alert(1)</script>')}`);
    await screen.findByText('No devices found');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.body.querySelector('script:not([type="application/ld+json"])')).toBeNull();
  });

  it('preselects the brand from navigation state filterBrand and opens the panel', async () => {
    const user = userEvent.setup();
    fakeApi([on(endpoints.getDevices, () => json(200, catalogue))]);
    renderCatalogue({ pathname: paths.catalogue, state: { filterBrand: 'Samsung' } });
    expect(await screen.findByText('2 devices')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Samsung' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Apple' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('checkbox', { name: 'Other Devices' }));
    expect(screen.getByText('3 devices')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Tablets' }));
    expect(screen.getByText('1 device')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Filters' }));
    expect(screen.getByRole('button', { name: 'Show Filters' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to page 2 with a smooth scroll to top, and back to page 1 when the search changes', async () => {
    const user = userEvent.setup();
    fakeApi([on(endpoints.getDevices, () => json(200, catalogue))]);
    renderCatalogue();
    await screen.findByText('35 devices');
    const pagination = screen.getByRole('navigation', { name: 'Catalogue pages' });
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('button', { name: 'Go to first page' })).toBeDisabled();

    await user.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    expect(screen.getByRole('heading', { name: 'iPhone 31' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mystery Phone' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'iPhone 1' })).not.toBeInTheDocument();
    expect(within(pagination).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('button', { name: 'Go to last page' })).toBeDisabled();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    await user.type(screen.getByRole('searchbox', { name: 'Search devices' }), 'iphone');
    expect(screen.getByRole('heading', { name: 'iPhone 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Catalogue pages' })).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("Select shows 'Loading...' then goes to /quote with the phone and its questions", async () => {
    const user = userEvent.setup();
    let answerQuestions!: () => void;
    const api = fakeApi([
      on(endpoints.getDevices, () => json(200, catalogue)),
      on(endpoints.getQuestions, () => new Promise<Response>((resolve) => (answerQuestions = () => resolve(json(200, questionsResponse))))),
    ]);
    renderCatalogue();
    await user.click(await screen.findByRole('button', { name: 'Select iPhone 1' }));
    const busy = screen.getByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    // Asked once the code that asks for it has loaded (at the tap).
    await waitFor(() => expect(api.fetch.mock.calls[1]).toBeDefined());
    expect(JSON.parse(String(api.fetch.mock.calls[1]?.[1]?.body))).toEqual({ device_name: 'iPhone 1' });

    await act(async () => answerQuestions());
    const state = JSON.parse((await screen.findByTestId('quote-state')).textContent ?? '');
    expect(state).toEqual({ phone: catalogue[0], questions: questionsResponse });
  });

  it('shows a failed Select in a closable alert and resets the button', async () => {
    const user = userEvent.setup();
    fakeApi([
      on(endpoints.getDevices, () => json(200, catalogue)),
      on(endpoints.getQuestions, () => json(404, { success: false, message: 'No questions found for this device.' })),
    ]);
    renderCatalogue();
    await user.click(await screen.findByRole('button', { name: 'Select iPhone 2' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load questions for this device.');
    expect(screen.getByRole('button', { name: 'Select iPhone 2' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("hides the Select alert after 5000 ms; an exception says 'Something went wrong. Please try again.'", async () => {
    fakeApi([
      on(endpoints.getDevices, () => json(200, catalogue)),
      on(endpoints.getQuestions, () => Promise.reject(new TypeError('Failed to fetch'))),
    ]);
    renderCatalogue();
    const select = await screen.findByRole('button', { name: 'Select iPhone 2' });
    // The list shows as soon as it is fetched; its write to the offline store (which needs real timers) ends first.
    await refreshCatalogue();
    // Fake only the timers the alert uses, once the offline store is read and written.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => select.click());
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
      await act(async () => vi.advanceTimersByTime(4900));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(200));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the error with 'Try Again' when the devices cannot load and nothing is cached", async () => {
    fakeApi([on(endpoints.getDevices, () => Promise.reject(new TypeError('Failed to fetch')))]);
    renderCatalogue();
    expect(await screen.findByText('Failed to load devices. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(screen.queryByText('Loading devices...')).not.toBeInTheDocument();
  });
});
