import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** docs/product.md#9-business-constants-and-limits: login and register go on after 1.5 s, verification after 2.5 s. */
export const redirectDelays = { login: 1500, register: 1500, verification: 2500 } as const;

/** Navigates to `to` `delayMs` after `when` becomes true (replacing the page, so Back does not return to it). */
export function useRedirectAfter(when: boolean, to: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [when, to, delayMs, navigate]);
}
