import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { RegisterBody, User } from '../../src/contract/index.ts';
import { readMailbox } from '../../server/services/mail/read-mail.ts';

let counter = 0;

/** A unique registration per test (docs/style.md#8-one-set-of-test-factories: tests create their own data). */
export function createRegistration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `e2e.${Date.now()}.${process.pid}.${counter}@example.test`,
    phone: '07700 900123',
    password: 'correct horse battery staple',
    marketingConsent: false,
    termsAndConditions: true,
    ...overrides,
  };
}

/** Registers through the API with the page's own cookie jar: the page is then signed in (no form used). */
export async function signUpViaApi(request: APIRequestContext, overrides: Partial<RegisterBody> = {}): Promise<RegisterBody & { user: User }> {
  const body = createRegistration(overrides);
  const response = await request.post('/api/users/register', { data: body });
  expect(response.status()).toBe(200);
  return { ...body, user: (await response.json()).user as User };
}

/** The newest link to `path` mailed to `to`, read from the real server's .eml files (E2E_DATA_DIR/mail). */
export async function mailedLink(to: string, path: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const pattern = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]+`, 'g');
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await readMailbox(dataDir)).filter((mail) => mail.to === to);
      link = mails.flatMap((mail) => mail.decoded.match(pattern) ?? []).at(-1);
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** A page whose browser context is signed in as a fresh, verified-or-not seller. */
export const test = base.extend<{ seller: RegisterBody & { user: User }; signedInPage: Page }>({
  seller: async ({ page }, use) => {
    await use(await signUpViaApi(page.request));
  },
  signedInPage: async ({ page, seller }, use) => {
    expect(seller.user.username).toBe(seller.username);
    await use(page);
  },
});

export { expect };
