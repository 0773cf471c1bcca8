import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/contract/index.ts';
import { createUser } from '../factories/users.ts';
import { fakeApi, json, on } from './helpers/fake-api.ts';
import { renderApp, useAppTestSetup } from './helpers/render-app.tsx';

useAppTestSetup();

describe('/login', () => {
  it('checks both fields and the e-mail format with the spec messages', async () => {
    fakeApi();
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in both fields.');
    await user.type(screen.getByLabelText('Email'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });

  it('shows the server message for bad credentials and the network message offline', async () => {
    let offline = false;
    fakeApi([
      on(endpoints.login, () => {
        if (offline) throw new TypeError('Failed to fetch');
        return json(401, { success: false, message: 'Invalid username or password' });
      }),
    ]);
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    offline = true;
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please try again.'));
  });

  it("'Logging in...', then a tick and, after 1.5 s, the return location; the account icon turns to the dashboard", async () => {
    let answer: (r: Response) => void = () => {};
    fakeApi([
      on(endpoints.login, () => new Promise<Response>((resolve) => (answer = resolve))),
      on(endpoints.getMarketing, () =>
        json(200, {
          success: true,
          data: { exclusive_offers: true, product_announcements: true, surveys_feedback: true, partner_offers: true, preferred_contact: '' },
        }),
      ),
    ]);
    const { router } = renderApp('/login', { from: '/dashboard/marketing' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    const started = Date.now();
    answer(json(200, { success: true, message: 'Login successful.', user: createUser() }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/marketing'), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it('a signed-in seller opening /login goes to the dashboard', async () => {
    fakeApi([on(endpoints.validateSession, () => json(200, { success: true, user: createUser() }))]);
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Your Trade-ins' })).toBeInTheDocument();
  });
});

/** A screen of 1440 px (one-step form) and a server that registers the seller, who is then signed in (unverified). */
function wideRegister() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 1440px)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  let registered = false;
  return fakeApi([
    on(endpoints.validateSession, () =>
      registered
        ? json(200, { success: true, user: createUser({ verified: false }) })
        : json(401, { success: false, message: 'Please log in to continue.' }),
    ),
    on(endpoints.register, (body) => {
      registered = true;
      return json(200, {
        success: true,
        message: 'Registration successful.',
        user: createUser({ username: (body as { username: string }).username, verified: false }),
      });
    }),
  ]);
}

describe('/register', () => {
  it('below 1440 px: two steps, step 1 required fields, terms required, Back, server and connection errors', async () => {
    let failure: 'server' | 'network' = 'server';
    const api = fakeApi([
      on(endpoints.register, () => {
        if (failure === 'network') throw new TypeError('Failed to fetch');
        return json(400, { success: false, message: 'Invalid referral code.' });
      }),
    ]);
    renderApp('/register');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/First Name/), 'Ada');
    await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.test');
    await user.type(screen.getByLabelText(/Phone Number/), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.queryByLabelText(/First Name/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'a good passphrase');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You must accept the Terms & Conditions.');
    expect(api.count(endpoints.register)).toBe(0);
    await user.click(screen.getByLabelText(/I accept the/));
    await user.type(screen.getByLabelText(/Referral Code/), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid referral code.'));
    failure = 'network';
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to connect to the server.'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');
  });

  it('from 1440 px one step; success mark, signed in, then /dashboard', async () => {
    const api = wideRegister();
    const { router } = renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/First Name/), 'Ada');
    await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.test');
    await user.type(screen.getByLabelText(/Phone Number/), '07700 900123');
    await user.type(screen.getByLabelText(/^Password/), 'a good passphrase');
    await user.click(screen.getByLabelText(/Send me exclusive offers/));
    await user.click(screen.getByLabelText(/I accept the/));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(api.bodies(endpoints.register)[0]).toMatchObject({ username: 'ada@example.test', marketingConsent: true, termsAndConditions: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3000 });
    expect(await screen.findByText(/Your account isn.t verified/)).toBeInTheDocument();
  });
  it("from the basket's login, 'Sign up' keeps the return: after the account is made the seller is back at the basket (an outside review)", async () => {
    wideRegister();
    const { router } = renderApp('/login', { from: '/basket' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Sign up' }));
    await user.type(await screen.findByLabelText(/First Name/), 'Siân');
    await user.type(screen.getByLabelText(/Last Name/), 'Ó Súilleabháin');
    await user.type(screen.getByLabelText(/Email/), 'sian@example.test');
    await user.type(screen.getByLabelText(/Phone Number/), '07700 900123');
    await user.type(screen.getByLabelText(/^Password/), 'a good passphrase');
    await user.click(screen.getByLabelText(/I accept the/));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/basket'), { timeout: 3000 });
  });
});
