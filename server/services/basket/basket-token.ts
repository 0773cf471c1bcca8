import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The anonymous basket's cookie: a random token the browser cannot read from script (HttpOnly). Over HTTPS it is
 * Secure and `__Host-` prefixed like the session's (no Domain, path /: a subdomain cannot plant one).
 */
export function basketCookieName(secure: boolean): string {
  return secure ? '__Host-qmt_basket' : 'qmt_basket';
}
// Longer than any item lives (14 days), so a basket with expired items can still show them as expired.
const maxAgeSeconds = 30 * 24 * 60 * 60;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits, base64url: unguessable, so the token alone is the key to the basket. */
export function newBasketToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so the table cannot be turned back into working cookies. */
export function hashBasketToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token from the request's cookie, or null when absent or not one of ours. */
export function readBasketToken(request: FastifyRequest): string | null {
  const token = request.cookies[basketCookieName(request.protocol === 'https')];
  return token && tokenPattern.test(token) ? token : null;
}

export function setBasketCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(basketCookieName(request.protocol === 'https'), token, {
    httpOnly: true,
    sameSite: 'lax',
    // Behind HTTPS (directly, or a proxy the server trusts) the cookie never travels in clear text.
    secure: request.protocol === 'https',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearBasketCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(basketCookieName(request.protocol === 'https'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}
