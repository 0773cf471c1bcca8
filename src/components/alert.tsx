import type { ReactNode } from 'react';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}

const tones = {
  error: 'border-red-700 bg-red-50 text-red-900',
  success: 'border-green-700 bg-green-50 text-green-900',
  info: 'border-brand bg-brand-50 text-slate-900',
} as const;

/** An inline banner (inside a form or page). Errors interrupt (role alert); the rest are polite. */
export function Alert({ tone, children, className = '' }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border-l-4 px-4 py-3 text-sm ${tones[tone]} ${className}`}>
      {children}
    </div>
  );
}
