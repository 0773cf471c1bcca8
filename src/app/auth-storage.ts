import type { QueryClient } from '@tanstack/react-query';
import type { AuthStorage } from '../lib/auth/auth-context.tsx';
import { clearRuntimeCaches } from '../shared/runtime-caches.ts';
import type * as UserData from '../offline/user-data.ts';
import { evaluateInPieces } from '../lib/evaluate-in-pieces.ts';

// Dexie loads on demand: the shell's first load does not need it (the check it serves answers after the network).
// Dexie, the database and this module each evaluate in a task of their own (a signed-out visitor's clear runs at
// start: together they were one 50-90 ms task at 4x CPU). The module promise is kept, so after the first load each
// operation starts within the same tick.
let userDataModule: Promise<typeof UserData> | undefined;
const userData = () =>
  (userDataModule ??= evaluateInPieces([() => import('dexie'), () => import('../offline/db.ts')]).then(() => import('../offline/user-data.ts')));

/**
 * Where the auth state meets storage: the last validated user lives in Dexie (the dashboard opens offline), and
 * signing out clears the user's Dexie data and, for a session that was in use, every in-memory query and the
 * service worker's runtime caches.
 * Operations run one after another in call order, so a save begun before a sign-out can never land after its clear.
 */
export function createAuthStorage(queryClient: QueryClient): AuthStorage {
  let last: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(operation: (data: typeof UserData) => Promise<T>, fallback: T): Promise<T> => {
    const next = last.then(() => userData().then(operation)).catch(() => fallback);
    last = next;
    return next;
  };
  return {
    saveUser: (user) => inOrder((data) => data.saveAccountUser(user), undefined),
    readUser: () => inOrder((data) => data.readAccountUser(), null),
    async clear(wasSignedIn, signedOut = false) {
      // A session in use that ended, or Log out, clears always; a visitor's check at start only after an account.
      await inOrder((data) => data.clearUserData({ outbox: signedOut, onlyAfterAnAccount: !wasSignedIn && !signedOut }), undefined);
      if (!wasSignedIn) return;
      queryClient.clear();
      // What the service worker cached while the seller was signed in (issue 13): nothing of theirs stays.
      await clearRuntimeCaches().catch(() => undefined);
    },
  };
}
