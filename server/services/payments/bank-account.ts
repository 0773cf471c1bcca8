import { validateAccountDetails } from 'uk-modulus-check';
import { HttpError } from '../../http/errors.ts';

const invalidBankDetails = 'These bank details do not match a UK bank account. Please check the sort code and account number.';

/**
 * The Vocalink (Pay.UK) modulus check, with the package's v8.50 data: whether this sort code and account number
 * can exist together. A sort code the data does not cover passes (the published data does not list every bank).
 */
export function isPossibleUkAccount(sortCode: string, accountNumber: string): boolean {
  return validateAccountDetails(sortCode.replace(/\D/g, ''), accountNumber);
}

export function assertPossibleUkAccount(sortCode: string, accountNumber: string): void {
  if (!isPossibleUkAccount(sortCode, accountNumber)) throw new HttpError(400, invalidBankDetails);
}

/** `12-34-56` -> `**-**-56` (with lib/bank-details' maskAccountNumber: bank details everywhere but the seller's own order). */
export function maskSortCode(sortCode: string): string {
  return sortCode.replace(/\d(?=.*\d{2}$)/g, '*');
}
