import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../src/features/home/home-page.tsx';
import { paths } from '../../src/shared/paths.ts';
import { db } from '../../src/offline/db.ts';
import { createDevice, createQuestionsResponse } from '../factories/quotes.ts';
import { endpoints } from '@/contract/index.ts';
import { fakeApi, json, on, setOnline } from './helpers/fake-api.ts';

const popular = [
  createDevice({ id: 1, device_name: 'iPhone 16 Pro Max' }),
  createDevice({ id: 2, device_name: 'Samsung Galaxy S24 Ultra', brand: 'Samsung' }),
  createDevice({ id: 3, device_name: 'iPad Air 11-inch (M2)', device_type: 'tablet' }),
  createDevice({ id: 4, device_name: 'Apple Watch Series 9', device_type: 'watch' }),
];

function QuoteProbe() {
  return <pre data-testid="quote-state">{JSON.stringify(useLocation().state)}</pre>;
}

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <HomePage /> },
      { path: paths.quote, element: <QuoteProbe /> },
    ],
    { initialEntries: [paths.home] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await db.meta.clear();
  setOnline(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('home page', () => {
  it('has every section of docs/product.md#home, its own title and canonical', async () => {
    fakeApi([on(endpoints.getPopular, () => json(200, { success: true, popular }))]);
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Sell us your device' })).toBeInTheDocument();
    for (const name of [
      'Sell technology',
      'Buy technology',
      'Popular Devices',
      'Best Price Guarantee',
      'How It Works',
      'Shop Refurbished',
      'Ready to sell your device?',
      'Why Choose QuickMobile Trade?',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    for (const name of [
      'Get Your Quote',
      'Post Your Device For Free',
      'Get Paid Fast',
      'Quote locked for 14 days',
      'Refer friends, earn £5',
      'Free tracked delivery',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const badges = within(screen.getByRole('list', { name: 'Our promises' }));
    expect(badges.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Secure & Trusted', 'Same Day Payouts', 'Seamless & Easy']);
    expect(screen.getByRole('link', { name: 'Get A Quote' })).toHaveAttribute('href', '/sell-my-device');
    expect(screen.getByRole('link', { name: 'Help & Contact' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: /About our Best Price Promise/ })).toHaveAttribute('href', '/best-price-promise');
    expect(document.title).toBe('Sell My Phone, Tablet, Laptop or Watch for Cash | QuickMobile Trade');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.quickmobiletrade.co.uk/');
    expect(await screen.findAllByRole('button', { name: / Get a quote$/ })).toHaveLength(4);
  });

  it("a popular device shows 'Loading...' on its card, fetches its questions, then opens /quote with phone and questions", async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const questions = createQuestionsResponse(2);
    fakeApi([
      on(endpoints.getPopular, () => json(200, { success: true, popular })),
      on(endpoints.getQuestions, () => new Promise((resolve) => (answer = () => resolve(json(200, questions))))),
    ]);
    renderHome();
    await user.click(await screen.findByRole('button', { name: 'Galaxy S24 Ultra Get a quote' }));
    const busy = screen.getByRole('button', { name: /Loading\.\.\./ });
    expect(busy).toHaveTextContent('Galaxy S24 Ultra');
    expect(busy).toBeDisabled();
    // Asked once the code that asks for it has loaded (at the tap).
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    await act(async () => answer());
    expect(JSON.parse((await screen.findByTestId('quote-state')).textContent!)).toEqual({ phone: popular[1], questions });
  });

  it("alerts 'Failed to load questions for this device.' when the questions cannot be had", async () => {
    const user = userEvent.setup();
    fakeApi([
      on(endpoints.getPopular, () => json(200, { success: true, popular })),
      on(endpoints.getQuestions, () => json(404, { success: false, message: 'No questions found for this device.' })),
    ]);
    renderHome();
    await user.click(await screen.findByRole('button', { name: 'iPhone 16 Pro Max Get a quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load questions for this device.');
    expect(screen.getByRole('button', { name: 'iPhone 16 Pro Max Get a quote' })).toBeEnabled();
  });

  it('shows the last popular list seen when offline, and an error with Try Again when there is none', async () => {
    fakeApi([on(endpoints.getPopular, () => json(200, { success: true, popular }))]);
    renderHome();
    await screen.findAllByRole('button', { name: / Get a quote$/ });
    cleanup();

    setOnline(false);
    fakeApi([on(endpoints.getPopular, () => Promise.reject(new TypeError('Failed to fetch')))]);
    renderHome();
    expect(await screen.findAllByRole('button', { name: / Get a quote$/ })).toHaveLength(4);

    await db.meta.clear();
    cleanup();
    renderHome();
    expect(await screen.findByText('Popular devices could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
