import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyDiscountBody, endpoints, errorBody } from '@/contract/index.ts';
import { baskets } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { basketOwner, findBasket } from '../../services/basket/basket-owner.ts';
import { viewBasket } from '../../services/basket/basket-view.ts';
import { checkDiscount } from '../../services/basket/discounts.ts';
import { idempotent } from '../../http/idempotency/idempotent.ts';

const apply = endpoints.applyDiscount;
const remove = endpoints.removeDiscount;

const emptyBasketMessage = 'Your basket is empty.';

/** Discount codes (docs/product.md#3-entities-and-their-fields and docs/product.md#8-error-and-message-catalogue): one per basket; applying another replaces it. */
export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apply.path,
    {
      schema: { body: applyDiscountBody, response: { 200: apply.response, 400: errorBody } },
      // Codes are short: a limit keeps anyone from trying them (or sellers' referral codes) in bulk.
      config: { rateLimit: { max: 20 * app.config.RATE_LIMIT_SCALE, timeWindow: '10 minutes' } },
    },
    async (request, reply) =>
      idempotent(request, reply, async (tx) => {
        const owner = basketOwner(request);
        const user = owner.kind === 'user' ? owner.user : null;
        const basket = await findBasket(tx, owner, true);
        if (!basket) throw new HttpError(400, emptyBasketMessage);
        const check = await checkDiscount(tx, request.body.code, user, app.clock.now());
        if (!check.ok) throw new HttpError(400, check.message);
        await tx
          .update(baskets)
          .set({ discountCode: check.terms.code, updatedAt: sql`now()` })
          .where(eq(baskets.id, basket.id));
        const view = await viewBasket(tx, { ...basket, discountCode: check.terms.code }, user, app.clock.now());
        return {
          statusCode: 200,
          body: {
            success: true as const,
            message: 'Discount applied successfully!',
            discount: view.discount!,
            totalPrice: view.totalPrice,
            originalPrice: view.originalPrice,
          },
        };
      }),
  );

  app.post(remove.path, { schema: { response: { 200: remove.response, 400: errorBody } } }, async (request, reply) =>
    idempotent(request, reply, async (tx) => {
      const owner = basketOwner(request);
      const basket = await findBasket(tx, owner, true);
      // No basket, or no code: the outcome the seller asked for already holds.
      if (basket?.discountCode)
        await tx
          .update(baskets)
          .set({ discountCode: null, updatedAt: sql`now()` })
          .where(eq(baskets.id, basket.id));
      const view = await viewBasket(tx, basket && { ...basket, discountCode: null }, owner.kind === 'user' ? owner.user : null, app.clock.now());
      return {
        statusCode: 200,
        body: { success: true as const, message: 'Discount removed.', totalPrice: view.totalPrice, originalPrice: view.originalPrice },
      };
    }),
  );
};
