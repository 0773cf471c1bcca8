/**
 * The part of a logger services use. Fastify's (pino) logger is one; services take this, never a Fastify type,
 * so they run the same from a route, a job or a script.
 */
export interface Logger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}
