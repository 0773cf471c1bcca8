import { VisuallyHidden } from './visually-hidden.tsx';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

interface SpinnerProps {
  /** Read by screen readers. `null` when visible text next to it already says it (e.g. a 'Loading...' button). */
  label?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}

export function Spinner({ label = 'Loading', size = 'md', className = '' }: SpinnerProps) {
  const circle = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={`${sizes[size]} animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite] ${className}`}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (label === null) return circle;
  return (
    <span role="status" className="inline-flex items-center">
      {circle}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
