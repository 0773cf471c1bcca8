import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistration, mailedLink, nextAddress, register } from '../server/helpers/accounts.ts';
import { createTestApp } from '../server/helpers/test-app.ts';

/**
 * Issue 13 item 5: links in account e-mails come from configuration only: PUBLIC_URL, else the address the server
 * was started on. A forged Host (or X-Forwarded-Host) header never changes a link.
 */
const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('reset and verification links ignore the request host', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let listening: string;
  beforeAll(async () => {
    t = await createTestApp();
    listening = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('default configuration: a reset link points at the address the server was started on, whatever the Host', async () => {
    const { body } = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/request-reset',
      payload: { email: body.username },
      headers: forged,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(200);
    const link = await mailedLink(t.app, body.username, '/password-reset');
    expect(link.origin).toBe(new URL(listening).origin);
  });

  it('default configuration: a verification link at registration and at resend ignores the Host too', async () => {
    const registration = createRegistration();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: registration,
      headers: forged,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(200);
    expect((await mailedLink(t.app, registration.username, '/verify-email')).origin).toBe(new URL(listening).origin);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/resend-verification',
      payload: { email: registration.username },
      headers: forged,
      remoteAddress: nextAddress(),
    });
    expect((await mailedLink(t.app, registration.username, '/verify-email')).origin).toBe(new URL(listening).origin);
  });
});

describe('with PUBLIC_URL set', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://trade.example.test' } });
  });
  afterAll(() => t.close());

  it('a forged Host never changes the reset link', async () => {
    const { body } = await register(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/request-reset',
      payload: { email: body.username },
      headers: forged,
      remoteAddress: nextAddress(),
    });
    expect((await mailedLink(t.app, body.username, '/password-reset')).origin).toBe('https://trade.example.test');
  });
});
