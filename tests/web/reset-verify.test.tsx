import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/contract/index.ts';
import { createUser } from '../factories/users.ts';
import { fakeApi, json, on } from './helpers/fake-api.ts';
import { renderApp, useAppTestSetup } from './helpers/render-app.tsx';

useAppTestSetup();

describe('/password-reset', () => {
  it('without a token: Forgot Your Password?, the answer shown, Return to Sign In', async () => {
    const api = fakeApi([
      on(endpoints.requestPasswordReset, () =>
        json(200, { success: true, message: 'If an account exists for that email address, we have sent a link to reset your password.' }),
      ),
    ]);
    renderApp('/password-reset');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Forgot Your Password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Sign In' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(/we have sent a link to reset your password/)).toBeInTheDocument();
    expect(api.bodies(endpoints.requestPasswordReset)[0]).toEqual({ email: 'ada@example.test' });
  });

  it('with a token: passwords must match; the server error is shown; success goes to /login with its message', async () => {
    let ok = false;
    fakeApi([
      on(endpoints.resetPassword, () =>
        ok
          ? json(200, { success: true, message: 'Your password has been reset. You can now log in.' })
          : json(400, { success: false, message: 'This password reset link is invalid or has expired.' }),
      ),
    ]);
    const { router } = renderApp('/password-reset?token=abc');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/New Password/), 'first passphrase');
    await user.type(screen.getByLabelText(/Confirm Password/), 'other passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    await user.clear(screen.getByLabelText(/Confirm Password/));
    await user.type(screen.getByLabelText(/Confirm Password/), 'first passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    ok = true;
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your password has been reset. You can now log in.')).toBeInTheDocument();
  });
});

describe('/verify-email', () => {
  it('with a token: verifies exactly once (even in StrictMode), then the dashboard after 2.5 s', async () => {
    const api = fakeApi([
      on(endpoints.verifyEmail, () => json(200, { success: true, message: 'Email verified successfully.' })),
      on(endpoints.validateSession, () => json(200, { success: true, user: createUser({ verified: true }) })),
    ]);
    const { router } = renderApp('/verify-email?token=tok');
    expect(await screen.findByText('Email verified successfully. Redirecting to dashboard...')).toBeInTheDocument();
    expect(api.count(endpoints.verifyEmail)).toBe(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 4000 });
  });

  it('a used or expired link shows the server message; a network failure its own message', async () => {
    fakeApi([on(endpoints.verifyEmail, () => json(400, { success: false, message: 'Invalid or expired verification link.' }))]);
    renderApp('/verify-email?token=used');
    expect(await screen.findByText('Invalid or expired verification link.')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('network failure while verifying', async () => {
    fakeApi([on(endpoints.verifyEmail, () => Promise.reject(new TypeError('Failed to fetch')))]);
    renderApp('/verify-email?token=offline');
    expect(await screen.findByText('Something went wrong while verifying.')).toBeInTheDocument();
  });

  it("without a token: says the e-mail was sent; 'Resend Verification Email' reports success", async () => {
    const api = fakeApi([
      on(endpoints.validateSession, () => json(200, { success: true, user: createUser({ verified: false }) })),
      on(endpoints.resendVerification, () => json(200, { success: true, message: 'Verification email resent successfully.' })),
    ]);
    renderApp('/verify-email');
    const user = userEvent.setup();
    expect(await screen.findByText('ada@example.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Verification email resent successfully.')).toBeInTheDocument();
    expect(api.bodies(endpoints.resendVerification)[0]).toEqual({});
  });
});
