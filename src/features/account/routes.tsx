import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';

/** This feature's routes (lazy page modules); the app router mounts them inside the shell. */
export const accountRoutes: RouteObject[] = [
  { path: paths.login, lazy: async () => ({ Component: (await import('./login-page.tsx')).LoginPage }) },
  { path: paths.register, lazy: async () => ({ Component: (await import('./register-page.tsx')).RegisterPage }) },
  { path: paths.passwordReset, lazy: async () => ({ Component: (await import('./password-reset-page.tsx')).PasswordResetPage }) },
  { path: paths.verifyEmail, lazy: async () => ({ Component: (await import('./verify-email-page.tsx')).VerifyEmailPage }) },
];
