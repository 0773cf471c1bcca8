import type { UpdateProfileBody } from '../../src/contract/index.ts';

/**
 * The sample seller's name, phone and UK address, as the checkout's address step sends them (POST /api/users/profile).
 * One copy for the server tests, the browser tests and the load run (docs/style.md#8-one-set-of-test-factories).
 */
export function createProfile(overrides: Partial<UpdateProfileBody> = {}): UpdateProfileBody {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '07700 900123',
    address_line1: '1 High Street',
    address_line2: '',
    city: 'Leeds',
    postcode: 'LS1 1AA',
    ...overrides,
  };
}
