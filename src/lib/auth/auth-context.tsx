import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type * as Session from '../../contract/session.ts';
import type { User } from '../../contract/session.ts';
import type * as CallApi from '../api/call-api.ts';
import { ApiError } from '../api/api-error.ts';
import { isReachable, readTimeoutMs, subscribeReachability } from '../api/reachability.ts';
import { hasSessionHint } from '../../shared/auth/session-hint.ts';

// The typed client and its zod schemas load on demand (as the basket count's do), so the shell's first load
// carries neither: a pre-rendered page hydrates without them.
let sessionClientModules: Promise<[typeof Session, typeof CallApi]> | undefined;
const sessionClient = () => (sessionClientModules ??= Promise.all([import('../../contract/session.ts'), import('../api/call-api.ts')]));

async function validateSession() {
  const [{ sessionEndpoints: endpoints }, { callApi }] = await sessionClient();
  // A hanging line must not leave the seller's pages waiting: past the timeout the last validated user is used.
  return callApi(endpoints.validateSession, { timeoutMs: readTimeoutMs });
}

async function logout() {
  const [{ sessionEndpoints: endpoints }, { callApi }] = await sessionClient();
  return callApi(endpoints.logout);
}

/**
 * A Log out made with no signal ends the session on this device only: the server's session (an HttpOnly cookie the
 * app cannot delete) would sign the seller back in when the signal returns, on a phone someone else may now hold.
 * So it is remembered and sent first, before any session check, as soon as the server answers.
 */
const signOutPendingKey = 'qmt:sign-out-pending';

function markSignOutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(signOutPendingKey, '1');
    else localStorage.removeItem(signOutPendingKey);
  } catch {
    // Storage refused (private mode): the server's session ends by its own timeouts.
  }
}

function signOutPending(): boolean {
  try {
    return localStorage.getItem(signOutPendingKey) === '1';
  } catch {
    return false;
  }
}

let pendingSignOutSend: Promise<boolean> | undefined;

/** Sends a Log out still owed to the server (one request at a time); true once the server has answered it (or none was owed). */
function finishPendingSignOut(): Promise<boolean> {
  if (!signOutPending()) return Promise.resolve(true);
  pendingSignOutSend ??= (async () => {
    try {
      await logout();
    } catch (error) {
      // Any answer ends it (a 401: the session had already ended); no answer: try again later.
      if (!(error instanceof ApiError)) return false;
    }
    markSignOutPending(false);
    return true;
  })().finally(() => {
    pendingSignOutSend = undefined;
  });
  return pendingSignOutSend;
}

/**
 * Log out reaches every open tab of this browser (docs/architecture.md#log-out-reaches-every-tab): each drops the
 * seller's data it holds in memory and shows the signed-out view, without waiting for a reload or its next check.
 */
const authChannelName = 'qmt-auth';
type AuthMessage = { type: 'signed-out' };

function openAuthChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(authChannelName);
}

/** 'unknown' until the first check answers: pages that need a session show nothing meanwhile. */
export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
}

export interface Auth extends AuthState {
  /** GET /api/users/validate. 401 signs out silently; a network failure keeps (or restores) the last known user. */
  validate(): Promise<void>;
  /** After login or register answered with the user (the session is the HttpOnly cookie). */
  signIn(user: User): void;
  /** GET /api/users/logout, then forget the user and their data, even when the call fails (docs/product.md#4-states-and-transitions). */
  signOut(): Promise<void>;
  /** A change the server confirmed (e.g. the e-mail was verified). */
  updateUser(patch: Partial<User>): void;
}

/** What the app plugs in: the offline store of the last validated user and the clean-up at sign-out. */
export interface AuthStorage {
  saveUser(user: User): Promise<void>;
  readUser(): Promise<User | null>;
  /**
   * Clears the user's data; `wasSignedIn` also drops in-memory caches of a session that was in use;
   * `signedOut` is the seller's own Log out (queued actions go too, after the warning), not a session that ended.
   */
  clear(wasSignedIn: boolean, signedOut?: boolean): Promise<void>;
}

const AuthContext = createContext<Auth | null>(null);

const noStorage: AuthStorage = { saveUser: async () => {}, readUser: async () => null, clear: async () => {} };

export function AuthProvider({ children, storage = noStorage, initial }: { children: ReactNode; storage?: AuthStorage; initial?: AuthState }) {
  const [state, setState] = useState<AuthState>(initial ?? { status: 'unknown', user: null });
  const stateRef = useRef(state);
  stateRef.current = state;
  const storageRef = useRef(storage);
  storageRef.current = storage;
  // Each change bumps the generation, so an older validate answering late cannot undo a newer sign-in or sign-out.
  const generation = useRef(0);

  const set = useCallback((next: AuthState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const signedOut = useCallback(
    async (mine: number) => {
      if (mine !== generation.current) return;
      const wasSignedIn = stateRef.current.status === 'authenticated';
      set({ status: 'unauthenticated', user: null });
      await storageRef.current.clear(wasSignedIn);
    },
    [set],
  );

  const validate = useCallback(async () => {
    const mine = ++generation.current;
    // A Log out still owed to the server goes first; until it has, the seller stays signed out here.
    if (signOutPending() && !(await finishPendingSignOut())) return signedOut(mine);
    if (mine !== generation.current) return;
    // No hint cookie: no session can exist (it is set and cleared with the session), so the answer is known.
    if (!hasSessionHint(document.cookie)) return signedOut(mine);
    try {
      const { user } = await validateSession();
      if (mine !== generation.current) return;
      set({ status: 'authenticated', user });
      await storageRef.current.saveUser(user);
    } catch (error) {
      if (mine !== generation.current) return;
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return signedOut(mine);
      // Offline or a server fault: not a verdict on the session. Keep what we know, else the last validated user.
      if (stateRef.current.status !== 'unknown') return;
      const cached = await storageRef.current.readUser().catch(() => null);
      if (mine !== generation.current) return;
      set(cached ? { status: 'authenticated', user: cached } : { status: 'unauthenticated', user: null });
    }
  }, [set, signedOut]);

  const signIn = useCallback(
    (user: User) => {
      generation.current += 1;
      set({ status: 'authenticated', user });
      void storageRef.current.saveUser(user);
    },
    [set],
  );

  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    const opened = openAuthChannel();
    channel.current = opened;
    if (opened)
      opened.onmessage = (event: MessageEvent<AuthMessage>) => {
        if (event.data?.type !== 'signed-out') return;
        // Whatever this tab was checking or showing belongs to the session that ended.
        void signedOut(++generation.current);
      };
    return () => {
      opened?.close();
      channel.current = null;
    };
  }, [signedOut]);

  const signOut = useCallback(async () => {
    generation.current += 1;
    // This browser stops getting the seller's order updates (loaded on demand: most sessions never subscribed).
    await import('../push/web-push-client.ts').then((push) => push.forgetPushSubscription()).catch(() => undefined);
    try {
      await logout();
    } catch (error) {
      // Signed out locally all the same; with no answer, the server is told as soon as it can be reached.
      if (!(error instanceof ApiError)) markSignOutPending(true);
    }
    // A check begun while the logout was on its way may have been answered for the old session: it is ignored.
    generation.current += 1;
    set({ status: 'unauthenticated', user: null });
    channel.current?.postMessage({ type: 'signed-out' } satisfies AuthMessage);
    await storageRef.current.clear(true, true);
  }, [set]);

  // A Log out owed from a dead spot is sent at start (even on a page that checks no session, after a browser restart)
  // and whenever the server can be reached again.
  useEffect(() => {
    const sendIfOwed = () => {
      if (isReachable() && signOutPending()) void finishPendingSignOut();
    };
    sendIfOwed();
    return subscribeReachability(sendIfOwed);
  }, []);

  const updateUser = useCallback(
    (patch: Partial<User>) => {
      const { status, user } = stateRef.current;
      if (status !== 'authenticated' || !user) return;
      const next = { ...user, ...patch };
      set({ status, user: next });
      void storageRef.current.saveUser(next);
    },
    [set],
  );

  const value = useMemo<Auth>(() => ({ ...state, validate, signIn, signOut, updateUser }), [state, validate, signIn, signOut, updateUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an <AuthProvider> above it');
  return auth;
}
