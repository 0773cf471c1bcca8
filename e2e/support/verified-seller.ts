import { expect, type APIRequestContext } from '@playwright/test';
import { mailedLink } from './accounts.ts';

/** Follows the verification link mailed to `username` with the seller's own cookie jar (setup, not UI). */
export async function verifyViaMail(request: APIRequestContext, username: string): Promise<void> {
  const link = new URL(await mailedLink(username, '/verify-email'));
  const response = await request.get(`/api/users/verify${link.search}`);
  expect(response.status()).toBe(200);
}
