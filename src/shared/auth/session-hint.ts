/**
 * A readable, non-secret "signed in" hint the server sets beside the HttpOnly session cookie (same life) and
 * clears with it. It says only that a session may exist: without it the app does not ask the server, so a
 * visitor who never signed in makes no GET /api/users/validate (and gets no 401 in the console) on any page.
 * The session itself is still proven by the HttpOnly cookie on every call.
 */
export const sessionHintCookie = 'qmt_signed_in';

/** Whether the browser holds the hint (pure: the cookie string is passed in). */
export function hasSessionHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${sessionHintCookie}=`));
}
