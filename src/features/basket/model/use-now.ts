import { useEffect, useState } from 'react';

/** The current time, updated every `everyMs`: the EXPIRES SOON countdown and EXPIRED badges keep up by themselves. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
