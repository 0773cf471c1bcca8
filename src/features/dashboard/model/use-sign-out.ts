import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { paths } from '@/shared/paths.ts';
import { queuedActionCount } from '@/offline/user-data.ts';

/**
 * Log out (docs/product.md#2-screens-and-routes: logs out, goes to /). Signing out clears this device's copy of the seller's data, so
 * when actions are still queued to send, the seller is asked first (`queued` > 0 opens the warning).
 */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [queued, setQueued] = useState(0);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setQueued(0);
    await signOut();
    navigate(paths.home);
  }

  async function request() {
    const count = await queuedActionCount().catch(() => 0);
    if (count > 0) setQueued(count);
    else await confirm();
  }

  return { request, confirm, cancel: () => setQueued(0), queued, busy };
}
