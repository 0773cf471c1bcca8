import type { QueryClient } from '@tanstack/react-query';
import type { AuthStorage } from '../lib/auth/auth-context.tsx';

// Dexie loads on demand: the shell's first load does not need it (the check it serves answers after the network).
const userData = () => import('../offline/user-data.ts');

/**
 * Where the auth state meets storage: the last validated user lives in Dexie (the dashboard opens offline), and
 * signing out clears the user's Dexie data and, for a session that was in use, every in-memory query.
 */
export function createAuthStorage(queryClient: QueryClient): AuthStorage {
  return {
    saveUser: (user) => userData().then((data) => data.saveAccountUser(user)).catch(() => undefined),
    readUser: () => userData().then((data) => data.readAccountUser()).catch(() => null),
    async clear(wasSignedIn, signedOut = false) {
      await userData().then((data) => data.clearUserData({ outbox: signedOut })).catch(() => undefined);
      if (wasSignedIn) queryClient.clear();
    },
  };
}
