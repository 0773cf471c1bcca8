import type { ReactNode } from 'react';

/** Text for assistive technology only (Tailwind's sr-only: clipped, not display:none, so it is still read). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
