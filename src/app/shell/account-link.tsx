import { Link } from 'react-router-dom';
import { AccountIcon } from '../../components/icons.tsx';
import { Tooltip } from '../../components/tooltip.tsx';
import { paths } from '../../shared/paths.ts';

/** docs/product.md#2-screens-and-routes: to /dashboard when signed in, else /login, with the matching tooltip. */
export function AccountLink({ signedIn }: { signedIn: boolean }) {
  const label = signedIn ? 'Go to Dashboard' : 'Log into your account';
  return (
    <Link
      to={signedIn ? paths.dashboard : paths.login}
      aria-label={label}
      className="group relative inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 hover:text-brand"
    >
      <AccountIcon />
      <Tooltip text={label} />
    </Link>
  );
}
