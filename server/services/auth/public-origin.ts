import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * Where links in e-mails point: PUBLIC_URL when set, else the origin the request reached (protocol and Host).
 * Set PUBLIC_URL in production: without it a forged Host header would choose the link's host.
 */
export function publicOrigin(request: FastifyRequest, config: Pick<Config, 'PUBLIC_URL'>): string {
  return config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
}
