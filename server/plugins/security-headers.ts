import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from '../http/content-security-policy.ts';

/**
 * Headers every response carries (ASVS 5.0 3.4): a Content-Security-Policy (scripts from this origin or hashed,
 * no framing), no MIME sniffing, no framing for old browsers, no Referer to other sites (the reset and
 * verification pages carry their token in the URL), no powerful features, and HSTS when served over HTTPS.
 */
function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = { http: securityHeaders(app.config.distDir, false), https: securityHeaders(app.config.distDir, true) };
  const setSecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    for (const [name, value] of request.protocol === 'https' ? headers.https : headers.http) reply.header(name, value);
  };
  // A URL the router refuses (bad %-encoding, a parameter too long) is answered before any hook runs: the framework
  // error reply (server/http/errors.ts) sets the same headers through this.
  app.decorate('setSecurityHeaders', setSecurityHeaders);
  // A callback, not an async function: no promise per response (issue 14).
  app.addHook('onSend', (request, reply, _payload, done) => {
    setSecurityHeaders(request, reply);
    done();
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
