import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { idempotentEndpoints } from '../../src/contract/index.ts';
import { runBatched, type BatchedChange } from '../http/idempotency/batched.ts';
import { runIdempotent } from '../http/idempotency/idempotent.ts';

export interface IdempotencyOptions {
  /** Sends a change's kept secret again with every answer, replays included (the basket cookie). */
  onSecret?: (request: FastifyRequest, reply: FastifyReply, secret: string) => void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For a flagged route whose change can be written together with others': the change to join to a batch, or
     * null to run this request alone (runIdempotent). Method syntax: a route may narrow the request it is given.
     */
    batch?(request: FastifyRequest): Promise<BatchedChange | null> | BatchedChange | null;
  }
  interface FastifyInstance {
    /** 'METHOD /path' of every route wrapped here (a test checks each flagged endpoint is among them). */
    idempotentRoutes: ReadonlySet<string>;
  }
}

/**
 * The contract's `idempotent: true` drives the server: every route registered after this plugin whose method and
 * path are a flagged endpoint runs inside the Idempotency-Key mechanism (runIdempotent). Nothing is wrapped by hand,
 * so a newly flagged call is covered the moment its route exists. docs/offline.md#outbox-rule-3-an-idempotency-key-on-every-send
 */
async function idempotencyPlugin(app: FastifyInstance, options: IdempotencyOptions): Promise<void> {
  const wrappedRoutes = new Set<string>();
  app.decorate('idempotentRoutes', wrappedRoutes);
  app.decorateRequest('idempotency', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const endpoint = idempotentEndpoints.find((flagged) => methods.includes(flagged.method) && flagged.path === route.url);
    if (!endpoint) return;
    const handler = route.handler as (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    const wrapped = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      // Inside the transaction a handler reaches the database through changeTx(request) only: on PGlite a query on the
      // pool would wait for this very transaction. Reads needed before it go in the route's preHandler.
      const onSecret = (secret: string) => options.onSecret?.(request, reply, secret);
      // A change the route lets join others (a visitor's first add) is written with them (batched.ts).
      const joined = await request.routeOptions.config.batch?.(request);
      const scope = { tx: request.server.database.db } as NonNullable<FastifyRequest['idempotency']>;
      const { body } = joined
        ? await runBatched(request, reply, joined, onSecret)
        : await runIdempotent(
            request,
            reply,
            async (tx) => {
              scope.tx = tx;
              request.idempotency = scope;
              const answer = await handler.call(this, request, reply);
              return { statusCode: reply.statusCode, body: answer, ...(scope.secret !== undefined ? { secret: scope.secret } : {}) };
            },
            onSecret,
          );
      request.idempotency = null;
      const after = request.routeOptions.config.afterCommit as ((request: FastifyRequest, body: unknown) => unknown) | undefined;
      if (!after) return body;
      return (await after(request, body)) ?? body;
    };
    wrappedRoutes.add(`${endpoint.method} ${endpoint.path}`);
    route.handler = wrapped as RouteHandlerMethod;
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency', fastify: '5.x', dependencies: ['@fastify/cookie'] });
