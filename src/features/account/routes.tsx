import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** This feature's routes (lazy page modules); the app router mounts them inside the shell. */
export const accountRoutes: RouteObject[] = [
  { path: paths.login, lazy: lazyPage(() => import('./login-page.tsx'), 'LoginPage') },
  { path: paths.register, lazy: lazyPage(() => import('./register-page.tsx'), 'RegisterPage') },
  { path: paths.passwordReset, lazy: lazyPage(() => import('./password-reset-page.tsx'), 'PasswordResetPage') },
  { path: paths.verifyEmail, lazy: lazyPage(() => import('./verify-email-page.tsx'), 'VerifyEmailPage') },
];
