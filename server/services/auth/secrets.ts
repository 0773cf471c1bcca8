import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids and e-mailed tokens (ASVS asks for at least 128). */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the secret: a leaked table gives nothing that can be replayed. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
