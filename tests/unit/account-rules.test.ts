import { describe, expect, it } from 'vitest';
import { newPassword, registerBody, resetPasswordBody } from '../../src/contract/index.ts';
import { returnLocation } from '../../src/lib/auth/return-location.ts';
import { accountNumberInput, maskAccountNumber, sortCodeInput } from '../../src/shared/bank-details.ts';
import { isCommonPassword } from '../../server/services/auth/common-passwords.ts';
import { tooManyAttemptsMessage } from '../../server/http/rate-limits.ts';

describe('bank detail inputs', () => {
  it('sort code: digits only, at most 6, dashes inserted progressively', () => {
    expect(['1', '12', '123', '1234', '12345', '123456', '1234567', '12-34-56', 'ab12cd34'].map(sortCodeInput)).toEqual([
      '1',
      '12',
      '12-3',
      '12-34',
      '12-34-5',
      '12-34-56',
      '12-34-56',
      '12-34-56',
      '12-34',
    ]);
  });
  it('account number: digits only, capped at 8; masked when shown back', () => {
    expect(accountNumberInput('12 34-5678 9')).toBe('12345678');
    expect(maskAccountNumber('12345678')).toBe('****5678');
  });
});

describe('return location after login', () => {
  it('only paths on this site', () => {
    expect(returnLocation({ from: '/basket' }, '/dashboard')).toBe('/basket');
    expect(returnLocation({ from: '//evil.example/x' }, '/dashboard')).toBe('/dashboard');
    expect(returnLocation({ from: 'https://evil.example' }, '/dashboard')).toBe('/dashboard');
    expect(returnLocation(null, '/dashboard')).toBe('/dashboard');
  });
});

describe('password rules', () => {
  it('8 to 128 characters, any characters', () => {
    expect(newPassword.safeParse('short').error?.issues[0]?.message).toBe('Password must be at least 8 characters.');
    expect(newPassword.safeParse('ünïcødé 🔐 pass').success).toBe(true);
    expect(newPassword.safeParse('x'.repeat(64)).success).toBe(true);
    expect(newPassword.safeParse('x'.repeat(129)).error?.issues[0]?.message).toBe('Password must be 128 characters or less.');
    expect(registerBody.shape.password).toBe(newPassword);
    expect(resetPasswordBody.safeParse({ token: 't', newPassword: 'long enough', confirmPassword: 'long enough' }).success).toBe(true);
  });
  it('the common list catches the usual suspects, case-insensitively, and not a passphrase', () => {
    for (const word of ['password', 'Password1', '12345678', 'qwertyuiop', 'iloveyou', 'sunshine']) expect(isCommonPassword(word), word).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });
  it('rate-limit message names the wait in minutes', () => {
    expect(tooManyAttemptsMessage(30)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(600)).toBe('Too many attempts. Please try again in 10 minutes.');
  });
});
