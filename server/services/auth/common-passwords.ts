import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordMinLength } from '@/contract/index.ts';

/**
 * The commonest passwords (ASVS 5.0 6.2.4), from zxcvbn-ts's maintained "passwords-common" list (about 49,000
 * entries ranked by frequency in public breach corpora). Only entries long enough to pass the length rule can
 * matter, so about 18,000 are kept, lower-cased; the check is case-insensitive.
 */
const common = new Set(dictionary['passwords-common'].filter((word) => word.length >= passwordMinLength).map((word) => word.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
