import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold no-underline transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

// Every pair here meets WCAG AA (4.5:1) for its text: brand #0b5cad on white is 6.7:1, white on red-700 is 6.5:1.
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary: 'border border-brand bg-white text-brand hover:bg-brand-50',
  ghost: 'text-slate-800 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

// Touch targets stay at least 44px high except 'sm', which is for dense desktop bars.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The button look, for links that act as calls to action (see ButtonLink). */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyle = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]}${fullWidth ? ' w-full' : ''}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  /** Disables the button and shows a spinner with `loadingText` (e.g. the spec's 'Loading...'). */
  loading?: boolean;
  loadingText?: string;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingText,
  className = '',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`${buttonClasses({ variant, size, fullWidth })} ${className}`}
      {...rest}
    >
      {loading ? (
        <>
          <Spinner label={null} size="sm" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
