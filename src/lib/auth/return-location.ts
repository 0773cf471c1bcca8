/**
 * Where /login sends the seller after signing in. A page that needs a session navigates to /login with
 * `{ state: loginState(currentPath) }` (the checkout does so, docs/product.md#2-screens-and-routes); the default is the dashboard.
 */
export interface LoginState {
  from?: string;
}

export function loginState(from: string): LoginState {
  return { from };
}

/** Only a path on this site (never `//other.host` or `https://...`), so a crafted link cannot redirect away. */
export function returnLocation(state: unknown, fallback: string): string {
  const from = typeof state === 'object' && state !== null ? (state as LoginState).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
