import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy, permissionsPolicy } from '../http/content-security-policy.ts';

/**
 * Headers every response carries (ASVS 5.0 3.4): a Content-Security-Policy (scripts from this origin or hashed,
 * no framing), no MIME sniffing, no framing for old browsers, no Referer to other sites (the reset and
 * verification pages carry their token in the URL), no powerful features, and HSTS when served over HTTPS.
 */
function registerSecurityHeaders(app: FastifyInstance): void {
  const policy = { http: contentSecurityPolicy(app.config.distDir, false), https: contentSecurityPolicy(app.config.distDir, true) };
  const setSecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    const https = request.protocol === 'https';
    reply.header('Content-Security-Policy', https ? policy.https : policy.http);
    reply.header('Permissions-Policy', permissionsPolicy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (https) reply.header('Strict-Transport-Security', 'max-age=31536000');
  };
  // A URL the router refuses (bad %-encoding, a parameter too long) is answered before any hook runs: the framework
  // error reply (server/http/errors.ts) sets the same headers through this.
  app.decorate('setSecurityHeaders', setSecurityHeaders);
  app.addHook('onSend', async (request, reply) => {
    setSecurityHeaders(request, reply);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present once the security-headers plugin is registered (every app but a bare test instance). */
    setSecurityHeaders?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/** As a plugin (fastify-plugin: its hooks apply to the scope that registers it). */
export default fp(async (app) => registerSecurityHeaders(app), { name: 'security-headers', fastify: '5.x' });
