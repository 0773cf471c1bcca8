import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: unguessable, so the token alone is the key to the basket. */
export function newBasketToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so the table cannot be turned back into working cookies. */
export function hashBasketToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
