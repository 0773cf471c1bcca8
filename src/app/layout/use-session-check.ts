import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isPrerendering } from '../../lib/analytics.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { paths } from '../../shared/paths.ts';

/**
 * docs/product.md#4-states-and-transitions: the session is validated on load and on every path change, except on the home page and while
 * pre-rendering; a failed check signs out silently (see AuthProvider.validate).
 */
export function useSessionCheck(): void {
  const { pathname } = useLocation();
  const { validate } = useAuth();
  useEffect(() => {
    if (pathname === paths.home || isPrerendering()) return;
    void validate();
  }, [pathname, validate]);
}
