import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, requoteBody } from '@/contract/index.ts';
import { signedInUser } from '../../plugins/session.ts';
import { changeTx } from '../../http/idempotency/idempotent.ts';
import { answerRequote } from '../../services/orders/requote-answer.ts';
import { mailPendingReturns } from '../../services/orders/returns.ts';

/** Confirm Requote / Decline Requote (docs/product.md#4-states-and-transitions). */
export const requoteRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [endpoint, move] of [
    [endpoints.acceptRequote, 'accept'],
    [endpoints.declineRequote, 'decline'],
  ] as const) {
    app.post(
      endpoint.path,
      {
        schema: { body: requoteBody, response: { 200: endpoint.response, 400: errorBody, 401: errorBody, 404: errorBody } },
        // After the commit; a mail that fails is sent again by the scheduler's next run.
        config: { afterCommit: () => void (move === 'decline' && app.background.run('return mail', () => mailPendingReturns(app))) },
      },
      async (request) => answerRequote(changeTx(request), signedInUser(request).id, request.body.order_id, move, app.clock.now()),
    );
  }
};
