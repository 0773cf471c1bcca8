import type { QueryClient } from '@tanstack/react-query';
import type { AuthStorage } from '../lib/auth/auth-context.tsx';
import { clearUserData, readAccountUser, saveAccountUser } from '../offline/user-data.ts';

/**
 * Where the auth state meets storage: the last validated user lives in Dexie (the dashboard opens offline), and
 * signing out clears the user's Dexie data and, for a session that was in use, every in-memory query.
 */
export function createAuthStorage(queryClient: QueryClient): AuthStorage {
  return {
    saveUser: (user) => saveAccountUser(user).catch(() => undefined),
    readUser: () => readAccountUser().catch(() => null),
    async clear(wasSignedIn, signedOut = false) {
      await clearUserData({ outbox: signedOut }).catch(() => undefined);
      if (wasSignedIn) queryClient.clear();
    },
  };
}
