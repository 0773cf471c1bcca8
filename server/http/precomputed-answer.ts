import type { FastifyReply } from 'fastify';
import { jsonSecurityHeaders } from './content-security-policy.ts';

/**
 * A 200 whose every byte is known before the request comes (the catalogue, per version and encoding): its status
 * line's headers are built once and written with the body in one call, past Fastify's reply path. That path (the
 * onSend hooks, each header set and checked, the head built again) cost the catalogue about a third of its server
 * time under load (issue 14). The headers are the ones the reply path would have given a JSON answer
 * (security-headers.ts), so a client cannot tell the two apart; onResponse (logging) still runs.
 */
export interface PrecomputedAnswer {
  /** The answer's own headers, for a request that must take the reply path after all. */
  own: Record<string, string>;
  /** Those, the length and the security headers, as the flat name, value list Node's writeHead takes. */
  headers: { http: string[]; https: string[] };
  body: Buffer;
}

export function precomputeAnswer(own: ReadonlyArray<readonly [string, string]>, body: Buffer): PrecomputedAnswer {
  const flat = (https: boolean) => [...own, ['Content-Length', String(body.length)], ...jsonSecurityHeaders(https)].flat();
  return { own: Object.fromEntries(own), headers: { http: flat(false), https: flat(true) }, body };
}

/** Writes the answer (a HEAD gets the head only: Node leaves the body out). */
export function sendPrecomputed(reply: FastifyReply, answer: PrecomputedAnswer): void {
  reply.hijack();
  reply.raw.writeHead(200, reply.request.protocol === 'https' ? answer.headers.https : answer.headers.http);
  reply.raw.end(answer.body);
}
