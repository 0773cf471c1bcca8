/** docs/product.md#5-validation-rules, sort code input: non-digits stripped, at most 6 digits, dashes inserted as they are typed. */
export function sortCodeInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 6);
  return digits.replace(/(\d{2})(?=\d)/g, '$1-');
}

/** docs/product.md#5-validation-rules, account number input: digits only, capped at 8. */
export function accountNumberInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 8);
}

/** `12345678` -> `****5678`: how a saved account number is shown back. */
export function maskAccountNumber(accountNumber: string): string {
  return accountNumber.length > 4 ? `${'*'.repeat(accountNumber.length - 4)}${accountNumber.slice(-4)}` : accountNumber;
}
