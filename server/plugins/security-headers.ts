import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSecurityHeaders, securityHeaders } from '../http/content-security-policy.ts';

// Headers a browser reads on a script or a stylesheet; the rest (the CSP, the Permissions-Policy, framing, the opener)
// govern a document or a worker, which nothing under /assets/ is.
const scriptHeaderNames = new Set(['X-Content-Type-Options', 'Referrer-Policy', 'Strict-Transport-Security']);
const forScripts = ([name]: readonly [string, string]) => scriptHeaderNames.has(name);

/**
 * A built script or stylesheet (`/assets/`, hashed, cached for a year): about 750 bytes of document headers fewer on
 * each of the 40 to 60 such files a cold page fetches (issue 15). A missing file there is answered as any other.
 */
function isBuiltScriptOrStyle(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!request.url.startsWith('/assets/')) return false;
  // A revalidation's 304 has no type; its headers are merged into the copy the browser keeps (an outside review: the
  // 304 of a script carried the whole document set).
  if (reply.statusCode === 304) return /^\/assets\/[^/?#]+\.(js|css)(\?|$)/.test(request.url);
  if (reply.statusCode !== 200) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  return type.startsWith('application/javascript') || type.startsWith('text/javascript') || type.startsWith('text/css');
}

/**
 * A JSON answer (every API reply, errors too), or an API route's bodiless 304 or 204, whose headers a browser
 * merges into the JSON it keeps (RFC 9111 4.3.4).
 */
function isJsonAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  if (type === undefined) return (reply.statusCode === 304 || reply.statusCode === 204) && (request.routeOptions.url ?? '').startsWith('/api/');
  return String(type).startsWith('application/json');
}

/**
 * Headers every response carries (ASVS 5.0 3.4): a Content-Security-Policy (scripts from this origin or hashed,
 * no framing), no MIME sniffing, no framing for old browsers, no Referer to other sites (the reset and
 * verification pages carry their token in the URL), no powerful features, and HSTS when served over HTTPS. A built
 * script or stylesheet carries only those a browser reads on one, and a JSON answer the API's own short set (a
 * policy that lets nothing load, nosniff, no framing: content-security-policy.ts jsonSecurityHeaders).
 */
function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = { http: securityHeaders(app.config.distDir, false), https: securityHeaders(app.config.distDir, true) };
  const scriptHeaders = { http: headers.http.filter(forScripts), https: headers.https.filter(forScripts) };
  const jsonHeaders = { http: jsonSecurityHeaders(false), https: jsonSecurityHeaders(true) };
  const setSecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    const set = isJsonAnswer(request, reply) ? jsonHeaders : isBuiltScriptOrStyle(request, reply) ? scriptHeaders : headers;
    for (const [name, value] of request.protocol === 'https' ? set.https : set.http) reply.header(name, value);
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
