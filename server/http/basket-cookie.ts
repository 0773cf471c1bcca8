import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BasketOwner } from '../services/basket/basket-owner.ts';

/**
 * The anonymous basket's cookie: a random token the browser cannot read from script (HttpOnly). Over HTTPS it is
 * Secure and `__Host-` prefixed like the session's (no Domain, path /: a subdomain cannot plant one). The token
 * itself is made and hashed in services/basket/basket-token.ts; only the request and reply are handled here.
 */
export function basketCookieName(secure: boolean): string {
  return secure ? '__Host-qmt_basket' : 'qmt_basket';
}
// Longer than any item lives (14 days), so a basket with expired items can still show them as expired.
const maxAgeSeconds = 30 * 24 * 60 * 60;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The token from the request's cookie, or null when absent or not one of ours. */
export function readBasketToken(request: FastifyRequest): string | null {
  const token = request.cookies[basketCookieName(request.protocol === 'https')];
  return token && tokenPattern.test(token) ? token : null;
}

/** Whose basket a request reaches: the signed-in seller's, else the one behind the visitor's cookie. */
export function basketOwner(request: FastifyRequest): BasketOwner {
  return request.session ? { kind: 'user', user: request.session.user } : { kind: 'visitor', token: readBasketToken(request) };
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

/**
 * Inside a flagged route: the visitor's basket token goes out as the cookie with this answer and with every replay
 * of it (kept sealed under the Idempotency-Key; the idempotency plugin's onSecret sets the cookie, server/app.ts).
 */
export function keepBasketToken(request: FastifyRequest, token: string): void {
  if (!request.idempotency) throw new Error(`${request.method} ${request.routeOptions.url} is not flagged idempotent in the contract.`);
  request.idempotency.secret = token;
}
