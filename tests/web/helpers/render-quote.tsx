import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { useOutboxSync } from '@/app/layout/use-outbox-sync.ts';
import { QuotePage } from '@/features/quote/quote-page.tsx';
import { paths } from '@/shared/paths.ts';
import { db } from '@/offline/db.ts';
import { setOnline } from './fake-api.ts';

/** What the app shell does for every page: runs the outbox's drainer and follows the basket count. */
function OutboxSync() {
  useOutboxSync();
  return null;
}

function Probe() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The quote page in a memory router entered with `state`, plus the pages it leads to (as probes). */
export function renderQuote(state: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.quote, element: <QuotePage /> },
      { path: paths.basket, element: <Probe /> },
      { path: paths.catalogue, element: <Probe /> },
    ],
    { initialEntries: [{ pathname: paths.quote, state }] },
  );
  render(
    <QueryClientProvider client={client}>
      <OutboxSync />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router };
}

/**
 * The draft writes made so far have landed, and the steps waiting on them show: a tap's next step waits for its write,
 * and a read of the drafts runs only after the read-write transactions made before it.
 */
const draftsWritten = () => act(async () => void (await db.drafts.count()));

/** Taps an answer of the step on screen (after any tap before it has shown its step), and waits for its step. */
export async function answer(user: ReturnType<typeof userEvent.setup>, label: string): Promise<void> {
  await draftsWritten();
  await user.click(screen.getByRole('button', { name: label }));
  await draftsWritten();
}
export const currentQuestion = () => screen.getByRole('heading', { level: 2 }).textContent;

/** The hooks the quote page's test files share: no drafts, queue or stored question sets; online; fetch unstubbed. */
export function useQuoteTestSetup(): void {
  beforeEach(async () => {
    await Promise.all([db.drafts.clear(), db.outbox.clear(), db.syncResults.clear(), db.questionSets.clear()]);
    setOnline(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setOnline(true);
  });
}
