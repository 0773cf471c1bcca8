import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/offline/db.ts';
import type * as UserData from '../../src/offline/user-data.ts';
import { endpoints } from '@/contract/index.ts';
import { createUser } from '../factories/users.ts';
import { fakeApi, json, on } from './helpers/fake-api.ts';
import { renderApp, useAppTestSetup } from './helpers/render-app.tsx';

const offline = vi.hoisted(() => ({ queued: 0 }));
vi.mock('../../src/offline/user-data.ts', async (original) => ({
  ...(await original<typeof UserData>()),
  queuedActionCount: async () => offline.queued,
}));

const signedInReply = (overrides = {}) => json(200, { success: true, user: createUser(overrides) });
const signedIn = (overrides = {}) => [on(endpoints.validateSession, () => signedInReply(overrides))];
const details = {
  success: true,
  user: createUser(),
  shipping: { address_line1: '1 High Street', address_line2: '', city: 'Leeds', postcode: 'LS1 1AA' },
  referral: { code: 'ABCD2345', balance: 0, uses: 0 },
};
const prefs = { exclusive_offers: true, product_announcements: true, surveys_feedback: true, partner_offers: true, preferred_contact: '' };

useAppTestSetup();
beforeEach(() => {
  offline.queued = 0;
});

describe('dashboard access', () => {
  it('without a session goes to /login (and back here after signing in), showing nothing meanwhile', async () => {
    let answer: (r: Response) => void = () => {};
    fakeApi([on(endpoints.validateSession, () => new Promise<Response>((resolve) => (answer = resolve)))]);
    const { router } = renderApp('/dashboard/account');
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    answer(json(401, { success: false, message: 'Please log in to continue.' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/dashboard/account' });
  });

  it('a session check that hangs says so after a moment instead of leaving the page blank', async () => {
    fakeApi([on(endpoints.validateSession, () => new Promise<Response>(() => undefined))]);
    renderApp('/dashboard');
    expect(await screen.findByText('Checking your account...')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('the session is checked on load and on every path change, but not on the home page', async () => {
    const api = fakeApi(signedIn());
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(api.count(endpoints.validateSession)).toBe(0);
    await router.navigate('/dashboard');
    await screen.findByRole('heading', { name: 'Your Trade-ins' });
    const afterFirst = api.count(endpoints.validateSession);
    expect(afterFirst).toBeGreaterThan(0);
    await router.navigate('/dashboard/marketing');
    await waitFor(() => expect(api.count(endpoints.validateSession)).toBeGreaterThan(afterFirst));
  });
});

describe('dashboard shell', () => {
  it('unverified: the banner (long and short text) and Verify Now, which hides it on success', async () => {
    const api = fakeApi([
      ...signedIn({ verified: false }),
      on(endpoints.requestVerification, () => json(200, { success: true, message: 'Verification email sent. Please check your inbox.' })),
    ]);
    renderApp('/dashboard');
    expect(await screen.findByText("Your account isn't verified. Please verify your email address to submit new orders.")).toBeInTheDocument();
    expect(screen.getByText('Please verify your account')).toHaveClass('sm:hidden');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify Now' }));
    expect(await screen.findByText('Verification email sent. Please check your inbox.')).toBeInTheDocument();
    expect(screen.queryByText('Please verify your account')).not.toBeInTheDocument();
    expect(api.bodies(endpoints.requestVerification)[0]).toBeUndefined();
  });

  it('sidebar links, Support to /help, and the mobile slide-out menu', async () => {
    fakeApi(signedIn());
    renderApp('/dashboard');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Your Trade-ins' });
    const sidebars = screen.getAllByRole('navigation', { name: 'Dashboard', hidden: true });
    const links = within(sidebars[0]!)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Trade-ins', '/dashboard'],
      ['Account', '/dashboard/account'],
      ['Marketing', '/dashboard/marketing'],
      ['Support', '/help'],
    ]);
    const toggle = screen.getByRole('button', { name: 'Dashboard Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Dashboard menu' });
    await user.click(within(menu).getByRole('link', { name: 'Marketing' }));
    expect(await screen.findByRole('heading', { name: 'Marketing Preferences' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('Log out ends the session, clears the stored user and the query cache, and goes home', async () => {
    // As the real server: once logged out, the session check answers 401.
    let loggedOut = false;
    const api = fakeApi([
      on(endpoints.validateSession, () => (loggedOut ? json(401, { success: false, message: 'Not logged in' }) : signedInReply())),
      on(endpoints.logout, () => ((loggedOut = true), json(200, { success: true }))),
      on(endpoints.getUserDetails, () => json(200, details)),
    ]);
    const { router, queryClient } = renderApp('/dashboard/account');
    await screen.findByDisplayValue('1 High Street');
    await waitFor(async () => expect(await db.account.get('user')).toBeDefined());
    expect(queryClient.getQueryData(['user-details'])).toBeDefined();
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.count(endpoints.logout)).toBe(1);
    expect(await db.account.get('user')).toBeUndefined();
    expect(queryClient.getQueryData(['user-details'])).toBeUndefined();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log into your account' })).toBeInTheDocument();
  });

  it('Log out warns first when queued actions would be lost', async () => {
    offline.queued = 2;
    const api = fakeApi([...signedIn(), on(endpoints.logout, () => json(200, { success: true }))]);
    renderApp('/dashboard');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Your Trade-ins' });
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    expect(await screen.findByText(/2 actions are still waiting to be sent/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    expect(api.count(endpoints.logout)).toBe(0);
  });
});

describe('Account Settings', () => {
  it("Save Changes: 'Saving...', then the success toast", async () => {
    let answer: (r: Response) => void = () => {};
    const api = fakeApi([
      ...signedIn(),
      on(endpoints.getUserDetails, () => json(200, details)),
      on(endpoints.updateUser, () => new Promise<Response>((resolve) => (answer = resolve))),
    ]);
    renderApp('/dashboard/account');
    const user = userEvent.setup();
    const city = await screen.findByLabelText(/Town\/City/);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.clear(city);
    await user.type(city, 'York');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer(json(200, { success: true, message: 'Account details updated successfully.' }));
    expect(await screen.findByText('Changes saved successfully!')).toBeInTheDocument();
    expect(api.bodies(endpoints.updateUser)[0]).toMatchObject({ shipping: { city: 'York' }, user: { firstName: 'Ada' } });
  });

  it('after Save the form shows what was saved in its tidy form (postcode bt15gs becomes BT1 5GS)', async () => {
    fakeApi([
      ...signedIn(),
      on(endpoints.getUserDetails, () => json(200, details)),
      on(endpoints.updateUser, () => json(200, { success: true, message: 'Account details updated successfully.' })),
    ]);
    renderApp('/dashboard/account');
    const user = userEvent.setup();
    const postcode = await screen.findByLabelText(/Postcode/);
    await user.clear(postcode);
    await user.type(postcode, 'bt15gs');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText(/Postcode/)).toHaveValue('BT1 5GS');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('a blank required field is refused with the spec message; a failed save shows the server message', async () => {
    fakeApi([
      ...signedIn(),
      on(endpoints.getUserDetails, () => json(200, details)),
      on(endpoints.updateUser, () => json(400, { success: false, message: 'Please enter a valid UK postcode.' })),
    ]);
    renderApp('/dashboard/account');
    const user = userEvent.setup();
    const city = await screen.findByLabelText(/Town\/City/);
    await user.clear(city);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    await user.type(city, 'York');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid UK postcode.')).toBeInTheDocument();
  });

  it('Unsaved Changes blocks navigation: Stay keeps the edits, Leave goes', async () => {
    fakeApi([
      ...signedIn(),
      on(endpoints.getUserDetails, () => json(200, details)),
      on(endpoints.getMarketing, () => json(200, { success: true, data: prefs })),
    ]);
    const { router } = renderApp('/dashboard/account');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Address Line 2/), 'Flat 2');
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard', hidden: true })[0]!;
    await user.click(within(nav).getByRole('link', { name: 'Marketing' }));
    expect(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/dashboard/account');
    expect(screen.getByLabelText(/Address Line 2/)).toHaveValue('Flat 2');
    await user.click(within(nav).getByRole('link', { name: 'Marketing' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/marketing'));
  });
});

describe('Marketing', () => {
  it('four toggles and preferred contact from the server, saved with the spec message', async () => {
    const api = fakeApi([
      ...signedIn(),
      on(endpoints.getMarketing, () => json(200, { success: true, data: prefs })),
      on(endpoints.updateMarketing, () => json(200, { success: true, message: 'Preferences saved successfully!' })),
    ]);
    renderApp('/dashboard/marketing');
    const user = userEvent.setup();
    const switches = await screen.findAllByRole('switch');
    expect(switches.map((s) => (s as HTMLInputElement).checked)).toEqual([true, true, true, true]);
    await user.click(screen.getByRole('switch', { name: 'Partner Offers' }));
    await user.selectOptions(screen.getByLabelText('Preferred Contact Method'), 'SMS');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Preferences saved successfully!')).toBeInTheDocument();
    expect(api.bodies(endpoints.updateMarketing)[0]).toEqual({ ...prefs, partner_offers: false, preferred_contact: 'SMS' });
  });

  it('load and save failures use the spec messages; Contact Us opens its modal', async () => {
    let loadFails = true;
    fakeApi([
      ...signedIn(),
      on(endpoints.getMarketing, () => (loadFails ? json(500, { success: false, message: 'x' }) : json(200, { success: true, data: prefs }))),
      on(endpoints.updateMarketing, () => json(500, { success: false, message: 'x' })),
    ]);
    renderApp('/dashboard/marketing');
    const user = userEvent.setup();
    expect(await screen.findByText(/Error requesting marketing data\./, undefined, { timeout: 4000 })).toBeInTheDocument();
    loadFails = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating marketing data.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('ada@example.test');
    expect(within(dialog).getByText('0/250')).toBeInTheDocument();
  });
});
