import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/offline/db.ts';
import { enqueue } from '../../src/offline/outbox/index.ts';
import { createAddAction } from '../factories/outbox.ts';
import { endpoints } from '@/contract/index.ts';
import { createUser } from '../factories/users.ts';
import { fakeApi, json, on } from './helpers/fake-api.ts';
import { renderApp, useAppTestSetup } from './helpers/render-app.tsx';

/**
 * The Log out warning counts the rows really waiting in the outbox (no mocked count): actions queued with
 * enqueue() and held by a backoff an hour long, so the app's own drainer leaves them where they are.
 */
useAppTestSetup();
beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.drafts.clear(), db.syncResults.clear()]);
});

async function queueWaiting(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await enqueue(createAddAction());
  await db.outbox.toCollection().modify({ attempts: 1, nextAttemptAt: Date.now() + 60 * 60 * 1000 });
}

function signedInApi() {
  return fakeApi([
    on(endpoints.validateSession, () => json(200, { success: true, user: createUser() })),
    on(endpoints.getOrders, () => json(200, { success: true, orders: [] })),
    on(endpoints.logout, () => json(200, { success: true })),
  ]);
}

describe('Log out with actions still in the outbox', () => {
  it('warns with the number of rows waiting; Stay Logged In keeps them and the session', async () => {
    await queueWaiting(3);
    const api = signedInApi();
    renderApp('/dashboard');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Your Trade-ins' });
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    expect(await screen.findByText(/3 actions are still waiting to be sent/)).toBeInTheDocument();
    // The dialog's content renders a moment before the dialog opens (an effect): wait for the button itself.
    await user.click(await screen.findByRole('button', { name: 'Stay Logged In' }));
    expect(api.count(endpoints.logout)).toBe(0);
    expect(await db.outbox.count()).toBe(3);
  });

  it('one row reads "1 action is"; Log Out Anyway ends the session and removes it from this device', async () => {
    await queueWaiting(1);
    const api = signedInApi();
    const { router } = renderApp('/dashboard');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Your Trade-ins' });
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    expect(await screen.findByText(/1 action is still waiting to be sent/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Log Out Anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.count(endpoints.logout)).toBe(1);
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('with an empty outbox, Log out goes straight through (no warning)', async () => {
    const api = signedInApi();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Your Trade-ins' });
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.count(endpoints.logout)).toBe(1);
    expect(screen.queryByText(/still waiting to be sent/)).not.toBeInTheDocument();
  });
});
