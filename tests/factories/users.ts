import type { User } from '@/contract/index.ts';

/** A test user (docs/style.md#8-one-set-of-test-factories: factories with overrides). */
export function createUser(overrides: Partial<User> = {}): User {
  return {
    username: 'ada@example.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '07700 900123',
    verified: true,
    marketing: false,
    termsAndConditions: true,
    title: null,
    ...overrides,
  };
}
