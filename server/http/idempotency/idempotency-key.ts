import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { hashBasketToken } from '../../services/basket/basket-token.ts';
import { readBasketToken } from '../basket-cookie.ts';

export const idempotencyMessages = {
  invalidKey: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  inFlight: 'This request is already being processed. Please try again in a moment.',
  reused: 'This Idempotency-Key was already used for a different request.',
} as const;

const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, null when it sends none; a malformed one is a 400. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !keyPattern.test(value)) throw new HttpError(400, idempotencyMessages.invalidKey);
  return value;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A 64-bit advisory lock id for the key: two requests with one key never run their change at once. */
export function lockId(keyHash: string): string {
  return BigInt.asIntN(64, BigInt(`0x${keyHash.slice(0, 16)}`)).toString();
}

/**
 * Who is calling, most specific first: the signed-in user, the anonymous basket, or a visitor with neither
 * (its first add creates the basket). A stored key answers only a caller with one of the same identities.
 */
export function callerScopes(request: FastifyRequest): string[] {
  const scopes: string[] = [];
  if (request.session) scopes.push(`user:${request.session.user.id}`);
  const token = readBasketToken(request);
  if (token) scopes.push(`basket:${hashBasketToken(token)}`);
  scopes.push('visitor');
  return scopes;
}

/**
 * A 'visitor' record was made before the caller had any cookie (the reply that set it may be the one that was
 * lost), so the key itself, 122 random bits the client minted, is what proves it is the same caller.
 */
export function scopeMatches(stored: string, scopes: string[]): boolean {
  return stored === 'visitor' || scopes.includes(stored);
}

/** Method, route and the body as canonical JSON (keys sorted), hashed: key order never makes a difference. */
export function fingerprint(request: FastifyRequest): string {
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  return createHash('sha256')
    .update(route)
    .update('\n')
    .update(canonicalJson(request.body ?? null))
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    // The default sort orders strings by UTF-16 code units: one fixed order for any set of keys.
    const keys = Object.keys(object)
      .filter((key) => object[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function secretKey(key: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, 'qmt-idempotency', 'secret', 32));
}

/** AES-256-GCM under a key derived from the raw Idempotency-Key, which the table never holds. */
export function sealSecret(key: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(key), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function openSecret(key: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', secretKey(key), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
