import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, invalidVerificationLink, resendVerificationBody, verifyEmailQuery } from '@/contract/index.ts';
import { HttpError } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/session.ts';
import { verificationMail } from '../../services/auth/account-mail.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { accountRateLimit, authLimits } from '../../http/rate-limits.ts';
import { consumeToken, issueToken, verifiedOwnerOfSpentLink } from '../../services/auth/tokens.ts';
import { findUserByEmail, markVerified } from '../../services/auth/user-store.ts';
import { normaliseEmail } from '../../services/auth/user-view.ts';

const verificationMessages = {
  signedOut: 'You must be logged in to request verification.',
  sent: 'Verification email sent. Please check your inbox.',
  alreadyVerified: 'Your email address is already verified.',
  resent: 'Verification email resent successfully.',
  verified: 'Email verified successfully.',
  invalidLink: invalidVerificationLink,
} as const;

/** Request-verify (dashboard's Verify Now), resend (the /verify-email page) and the link itself. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const errors = { 400: errorBody, 401: errorBody, 429: errorBody };

  async function sendVerification(userId: number, email: string, origin: string) {
    const token = await issueToken(db, userId, 'verify-email');
    await app.mailer.send(verificationMail(email, `${origin}/verify-email?token=${token}`));
  }

  app.post(
    endpoints.requestVerification.path,
    {
      config: { signedOutMessage: verificationMessages.signedOut },
      schema: { response: { 200: endpoints.requestVerification.response, ...errors } },
      preHandler: accountRateLimit(app, 'verification', {
        ...authLimits.verification,
        account: (request) => request.session?.user.email,
      }),
    },
    async (request) => {
      const user = signedInUser(request);
      if (user.verified) return { success: true as const, message: verificationMessages.alreadyVerified };
      await sendVerification(user.id, user.email, publicOrigin(request, app.config));
      return { success: true as const, message: verificationMessages.sent };
    },
  );

  // Always the same answer, sent before any lookup: whether the address has an account stays unknown.
  app.post(
    endpoints.resendVerification.path,
    {
      schema: { body: resendVerificationBody, response: { 200: endpoints.resendVerification.response, ...errors } },
      preHandler: accountRateLimit(app, 'verification', {
        ...authLimits.verification,
        account: (request) => request.session?.user.email ?? emailOf(request.body),
      }),
    },
    async (request) => {
      const email = request.session?.user.email ?? (request.body.email ? normaliseEmail(request.body.email) : undefined);
      const origin = publicOrigin(request, app.config);
      if (email) {
        app.background.run('resend verification', async () => {
          const user = await findUserByEmail(db, email);
          if (user && !user.verified) await sendVerification(user.id, user.email, origin);
        });
      }
      return { success: true as const, message: verificationMessages.resent };
    },
  );

  app.get(
    endpoints.verifyEmail.path,
    {
      schema: { querystring: verifyEmailQuery, response: { 200: endpoints.verifyEmail.response, ...errors } },
      preHandler: accountRateLimit(app, 'verify-link', { ...authLimits.verifyLink, account: () => undefined }),
    },
    async (request) => {
      const userId = await consumeToken(db, request.query.token, 'verify-email');
      if (userId === null) {
        // A used link of an account that is verified: say so, rather than "invalid" to a seller whose e-mail is fine;
        // but not to another signed-in seller, whose own address is not verified by it.
        const owner = await verifiedOwnerOfSpentLink(db, request.query.token);
        if (owner !== null && (!request.session || request.session.user.id === owner))
          return { success: true as const, message: verificationMessages.alreadyVerified };
        throw new HttpError(400, verificationMessages.invalidLink);
      }
      await markVerified(db, userId);
      return { success: true as const, message: verificationMessages.verified };
    },
  );
};

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normaliseEmail(email) : undefined;
}
