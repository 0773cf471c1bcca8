import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { loginState } from '../../lib/auth/return-location.ts';
import { paths } from '../../shared/paths.ts';
import { DashboardNav } from './components/dashboard-nav.tsx';
import { MobileDashboardMenu } from './components/mobile-dashboard-menu.tsx';
import { SessionCheckPending } from './components/session-check-pending.tsx';
import { UnverifiedBanner } from './components/unverified-banner.tsx';

/**
 * /dashboard and its pages (docs/product.md#2-screens-and-routes): signed-in only (else /login, coming back here after), nothing shown
 * while the session check runs (a slow check says so after a moment); sidebar from 768 px, slide-out menu below.
 */
export function DashboardLayout() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'unknown') return <SessionCheckPending />;
  if (status === 'unauthenticated') return <Navigate to={paths.login} replace state={loginState(location.pathname)} />;
  return (
    <div className="mx-auto flex w-full max-w-[1240px] gap-8 px-4 py-6 sm:py-8">
      <aside className="hidden w-56 shrink-0 md:block">
        <div className="sticky top-24">
          <DashboardNav />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col gap-5">
        <MobileDashboardMenu />
        <UnverifiedBanner />
        <Outlet />
      </div>
    </div>
  );
}
