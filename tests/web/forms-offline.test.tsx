import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/index.ts';
import { fakeApi, json, on } from './helpers/fake-api.ts';
import { renderApp, useAppTestSetup } from './helpers/render-app.tsx';

useAppTestSetup();

/** The browser says it has no network, as in a dead spot: navigator.onLine false and TanStack Query told so. */
function goOffline(): void {
  Object.defineProperty(navigator, 'onLine', { get: () => false, configurable: true });
  onlineManager.setOnline(false);
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
  onlineManager.setOnline(true);
});

/**
 * A form sent in a dead spot says so at once in the spec's words, and sends nothing later unasked (it was held as
 * 'Logging in...' until the signal came back, then sent: an outside check, 2026-11-28).
 */
describe('a form sent while the browser is offline', () => {
  it("login: 'Network error. Please try again.' and the button is back; nothing is sent when the signal returns", async () => {
    const api = fakeApi([on(endpoints.login, () => json(401, { success: false, message: 'Invalid username or password' }))]);
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'a good passphrase');
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please try again.'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    Reflect.deleteProperty(navigator, 'onLine');
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.count(endpoints.login)).toBe(0);
  });

  it("registration: 'Failed to connect to the server.' under the form", async () => {
    fakeApi([on(endpoints.register, () => json(400, { success: false, message: 'Invalid referral code.' }))]);
    renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/First Name/), 'Siân');
    await user.type(screen.getByLabelText(/Last Name/), 'Llŷr');
    await user.type(screen.getByLabelText(/Email/), 'sian@example.test');
    await user.type(screen.getByLabelText(/Phone Number/), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/^Password/), 'a good passphrase');
    await user.click(screen.getByLabelText(/I accept the/));
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to connect to the server.'));
  });
});
