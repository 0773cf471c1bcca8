import { useEffect, useState } from 'react';
import { Spinner } from '@/components/spinner.tsx';

/** How long the dashboard shows nothing while the session is checked: a quick answer never flashes a spinner. */
export const quietCheckMs = 800;

/**
 * docs/product.md#2-screens-and-routes: nothing is shown while the session is checked. On a slow or silent network
 * that check can take seconds, and a blank page reads as broken: past a short quiet spell, say what is happening.
 */
export function SessionCheckPending() {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLate(true), quietCheckMs);
    return () => window.clearTimeout(timer);
  }, []);
  if (!late) return null;
  return (
    <div className="mx-auto flex w-full max-w-[1240px] items-center gap-3 px-4 py-10 text-slate-700">
      <Spinner label={null} className="text-brand" />
      <p role="status">Checking your account...</p>
    </div>
  );
}
