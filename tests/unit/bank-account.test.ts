import { describe, expect, it } from 'vitest';
import { isPossibleUkAccount, maskSortCode } from '../../server/services/payments/bank-account.ts';
import { maskAccountNumber } from '../../src/shared/bank-details.ts';

// Vocalink "Validating account numbers, UK modulus checking" v8.50, chapter 3 test cases (number: pair).
const published = {
  valid: [
    ['08-99-99', '66374958'], // 1
    ['10-79-99', '88837491'], // 2
    ['20-29-59', '63748472'], // 3
    ['87-14-27', '46238510'], // 4
    ['82-00-00', '73688637'], // 8
    ['13-40-20', '63849203'], // 11
    ['93-86-11', '07806039'], // 14
    ['30-90-70', '02355688'], // 19
    ['07-44-56', '12345112'], // 31
    ['18-00-02', '00000190'], // 34
  ],
  invalid: [
    ['93-80-63', '15764273'], // 23
    ['93-80-63', '15763217'], // 25
    ['11-87-65', '64371388'], // 26
    ['20-30-99', '66831036'], // 27
    ['08-99-99', '66374959'], // 29
    ['10-79-99', '88837493'], // 30
  ],
} as const;

describe('UK modulus check (server side, Vocalink data v8.50)', () => {
  it.each(published.valid)('accepts the published valid pair %s %s', (sortCode, account) => {
    expect(isPossibleUkAccount(sortCode, account)).toBe(true);
  });
  it.each(published.invalid)('refuses the published invalid pair %s %s', (sortCode, account) => {
    expect(isPossibleUkAccount(sortCode, account)).toBe(false);
  });
});

describe('masking', () => {
  it('keeps only the last two digits of a sort code and the last four of an account number', () => {
    expect(maskSortCode('08-99-99')).toBe('**-**-99');
    expect(maskAccountNumber('66374958')).toBe('****4958');
  });
});
