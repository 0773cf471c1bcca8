import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

type OriginConfig = Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>;

/**
 * Where links in e-mails point, from configuration only (issue 13): PUBLIC_URL when set, else the address the
 * server was started on (its protocol, HOST and the port it listens on). Never the request's Host header, which a
 * client chooses: a forged one would put an attacker's host into a reset e-mail. `request` is only the way to
 * the server instance.
 */
export function publicOrigin(request: { server: FastifyInstance }, config: OriginConfig): string {
  return config.PUBLIC_URL ?? listeningOrigin(request.server, config);
}

/** The origin the server was started on; before it listens (app.inject in tests), the configured PORT. */
function listeningOrigin(app: FastifyInstance, config: Pick<Config, 'HOST' | 'PORT'>): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const protocol = app.initialConfig.https ? 'https' : 'http';
  // Listening on every interface: the machine's own name for it (as main.ts prints it).
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `${protocol}://${host}:${port}`;
}
