import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordResetRoutes } from './password-reset.ts';
import { paymentDetailsRoutes } from './payment-details.ts';
import { profileRoutes } from './profile.ts';
import { registerRoutes } from './register.ts';
import { signInRoutes } from './sign-in.ts';
import { verificationRoutes } from './verification.ts';

/** /api/users: accounts (issue 4). Orders and referral cashout under /api/users are registered by their own folder. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signInRoutes);
  await app.register(registerRoutes);
  await app.register(profileRoutes);
  await app.register(verificationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(paymentDetailsRoutes);
};
