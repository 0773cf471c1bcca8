import { NavLink } from 'react-router-dom';
import { Button } from '@/components/button.tsx';
import { Dialog } from '@/components/dialog.tsx';
import { paths } from '@/shared/paths.ts';
import { useSignOut } from '../model/use-sign-out.ts';

const links = [
  { to: paths.dashboard, label: 'Trade-ins', end: true },
  { to: paths.dashboardAccount, label: 'Account', end: false },
  { to: paths.dashboardMarketing, label: 'Marketing', end: false },
  { to: paths.help, label: 'Support', end: false },
] as const;

const item = 'flex min-h-11 w-full items-center rounded-lg px-3 font-semibold no-underline';

/** The dashboard's links and Log out, used by the desktop sidebar and the mobile slide-out menu alike. */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const signOut = useSignOut();
  return (
    <nav aria-label="Dashboard">
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              onClick={onNavigate}
              className={({ isActive }) => `${item} ${isActive ? 'bg-brand-50 text-brand' : 'text-slate-800 hover:bg-slate-100'}`}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className={`${item} text-red-800 hover:bg-red-50`} disabled={signOut.busy} onClick={() => void signOut.request()}>
            Log out
          </button>
        </li>
      </ul>
      <Dialog open={signOut.queued > 0} onClose={signOut.cancel} title="Log out now?" size="sm">
        <p className="text-slate-700">
          {signOut.queued === 1 ? '1 action is' : `${signOut.queued} actions are`} still waiting to be sent. Logging out removes
          {signOut.queued === 1 ? ' it' : ' them'} from this device.
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={signOut.cancel}>
            Stay Logged In
          </Button>
          <Button variant="danger" onClick={() => void signOut.confirm()}>
            Log Out Anyway
          </Button>
        </div>
      </Dialog>
    </nav>
  );
}
