import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, registerBody, type User } from '@/contract/index.ts';
import { HttpError } from '../../http/errors.ts';
import { alreadyRegisteredMail, verificationMail } from '../../services/auth/account-mail.ts';
import { hashDummy, hashPassword, passwordProblem } from '../../services/auth/passwords.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { accountRateLimit, authLimits } from '../../http/rate-limits.ts';
import { randomSecret } from '../../services/auth/secrets.ts';
import { endSession, setSessionCookie, startSession, sessionPolicy } from '../../http/sessions.ts';
import { issueToken } from '../../services/auth/tokens.ts';
import { clearBasketCookie, readBasketToken } from '../../http/basket-cookie.ts';
import { mergeVisitorBasket } from '../../services/basket/merge-baskets.ts';
import { createUser, findReferrer, findUserByEmail } from '../../services/auth/user-store.ts';
import { normaliseEmail } from '../../services/auth/user-view.ts';

const invalidReferralCode = 'Invalid referral code.';
const registered = 'Registration successful. Please check your email to verify your account.';

/**
 * POST /api/users/register. A new account is signed in and sent a verification link. An address that already
 * has an account gets the same answer (status, body, a cookie, the same hashing time) but no session: its owner
 * is e-mailed instead, so the form never tells a stranger which addresses have accounts.
 */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const newAccountWork = recentMedian();

  app.post(
    endpoints.register.path,
    {
      schema: { body: registerBody, response: { 200: endpoints.register.response, 400: errorBody, 429: errorBody } },
      preHandler: accountRateLimit(app, 'register', {
        ...authLimits.register,
        account: (request) => normaliseEmail((request.body as { username: string }).username),
      }),
    },
    async (request, reply) => {
      const body = request.body;
      const problem = passwordProblem(body.password);
      if (problem) throw new HttpError(400, problem);
      const referrer = body.referralCode ? await findReferrer(db, body.referralCode) : null;
      if (body.referralCode && !referrer) throw new HttpError(400, invalidReferralCode);

      const email = normaliseEmail(body.username);
      const user: User = {
        username: email,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone,
        verified: false,
        marketing: body.marketingConsent,
        termsAndConditions: true,
        title: null,
      };
      const origin = publicOrigin(request, app.config);
      const existing = await findUserByEmail(db, email);
      // One argon2 hash on either path; then a new account's database work, which the other path waits out.
      const passwordHash = existing ? null : await hashPassword(body.password);
      if (existing) await hashDummy(body.password);
      const hashed = performance.now();
      const created = passwordHash
        ? await createUser(db, {
            email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone,
            marketing: body.marketingConsent,
            referredByUserId: referrer?.id ?? null,
          })
        : null;

      if (!created) {
        app.background.run('already-registered mail', () => app.mailer.send(alreadyRegisteredMail(email, `${origin}/login`)));
        // A cookie that opens nothing, so the response looks like a new account's; and the basket cookie goes as it
        // would with a new account (whose basket it joins), or the reply would tell the address has an account.
        setSessionCookie(reply, randomSecret(), new Date(Date.now() + sessionPolicy.absoluteMs));
        if (readBasketToken(request)) clearBasketCookie(request, reply);
        // A new account does more database work (row, token, session, basket merge): this answer takes as long.
        await pause(newAccountWork.value() - (performance.now() - hashed));
        return { success: true as const, message: registered, user };
      }

      const token = await issueToken(db, created.id, 'verify-email');
      app.background.run('verification mail', () => app.mailer.send(verificationMail(email, `${origin}/verify-email?token=${token}`)));
      if (request.session) await endSession(db, request.session.idHash);
      await startSession(db, reply, created.id);
      const basketToken = readBasketToken(request);
      await mergeVisitorBasket(db, basketToken, created.id);
      // The basket now goes with the session.
      if (basketToken) clearBasketCookie(request, reply);
      newAccountWork.record(performance.now() - hashed);
      return { success: true as const, message: registered, user };
    },
  );
};

/** How long a new account's database work took lately: the median of the last 15 (an outlier moves it little). */
function recentMedian() {
  const recent: number[] = [];
  return {
    record: (ms: number) => {
      recent.push(ms);
      if (recent.length > 15) recent.shift();
    },
    value: () => (recent.length ? [...recent].sort((a, b) => a - b)[Math.floor(recent.length / 2)]! : 0),
  };
}

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
