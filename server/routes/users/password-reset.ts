import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, requestPasswordResetBody, resetPasswordBody } from '@/contract/index.ts';
import { HttpError } from '../../http/errors.ts';
import { passwordChangedMail, passwordResetMail } from '../../services/auth/account-mail.ts';
import { hashPassword, passwordProblem } from '../../services/auth/passwords.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { accountRateLimit, authLimits } from '../../http/rate-limits.ts';
import { endOtherSessions } from '../../http/sessions.ts';
import { consumeToken, issueToken } from '../../services/auth/tokens.ts';
import { findUserByEmail, resetPassword } from '../../services/auth/user-store.ts';
import { normaliseEmail } from '../../services/auth/user-view.ts';

const resetMessages = {
  requested: 'If an account exists for that email address, we have sent a link to reset your password.',
  done: 'Your password has been reset. You can now log in.',
  invalidLink: 'This password reset link is invalid or has expired.',
} as const;

/** Request-reset (always the same answer) and reset-password (single-use link, ends every other session). */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const errors = { 400: errorBody, 429: errorBody };

  app.post(
    endpoints.requestPasswordReset.path,
    {
      schema: { body: requestPasswordResetBody, response: { 200: endpoints.requestPasswordReset.response, ...errors } },
      preHandler: accountRateLimit(app, 'request-reset', {
        ...authLimits.requestReset,
        account: (request) => normaliseEmail((request.body as { email: string }).email),
      }),
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const origin = publicOrigin(request, app.config);
      // The lookup and the mail happen after the answer, so known and unknown addresses answer alike in time too.
      app.background.run('password reset mail', async () => {
        const user = await findUserByEmail(db, email);
        if (!user) return;
        const token = await issueToken(db, user.id, 'reset-password');
        await app.mailer.send(passwordResetMail(user.email, `${origin}/password-reset?token=${token}`));
      });
      return { success: true as const, message: resetMessages.requested };
    },
  );

  app.post(
    endpoints.resetPassword.path,
    {
      schema: { body: resetPasswordBody, response: { 200: endpoints.resetPassword.response, ...errors } },
      preHandler: accountRateLimit(app, 'reset-password', { ...authLimits.resetPassword, account: () => undefined }),
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const problem = passwordProblem(newPassword);
      if (problem) throw new HttpError(400, problem);
      const userId = await consumeToken(db, token, 'reset-password');
      if (userId === null) throw new HttpError(400, resetMessages.invalidLink);
      // The link proved the seller reads this mailbox, so the address counts as verified too.
      const user = await resetPassword(db, userId, await hashPassword(newPassword));
      const keep = request.session?.user.id === userId ? request.session.idHash : undefined;
      await endOtherSessions(db, userId, keep);
      const origin = publicOrigin(request, app.config);
      app.background.run('password changed mail', () => app.mailer.send(passwordChangedMail(user!.email, `${origin}/password-reset`)));
      return { success: true as const, message: resetMessages.done };
    },
  );
};
