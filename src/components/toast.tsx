import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { ReactNode } from 'react';
import { useFixedBottomRoom } from './fixed-bottom-room.ts';
import { CloseIcon } from './icons.tsx';

export type ToastTone = 'info' | 'success' | 'error';

const tones: Record<ToastTone, string> = {
  info: 'border-slate-300',
  success: 'border-green-700',
  // The spec's quote and checkout errors are 'red-outlined'.
  error: 'border-red-700',
};

interface ToastProps {
  tone?: ToastTone;
  title?: string;
  children?: ReactNode;
  /** Buttons shown under the text (e.g. 'Reload'). */
  actions?: ReactNode;
  /** Shows a close button; also called when `autoHideMs` runs out. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** docs/product.md#9-business-constants-and-limits: error alerts 5000 ms, quote/checkout errors 6000 ms, successes 3000 ms. */
  autoHideMs?: number;
  /** Defaults to 'alert' for errors (interrupts) and 'status' otherwise (waits its turn). */
  role?: 'alert' | 'status';
}

export function Toast({ tone = 'info', title, children, actions, onDismiss, dismissLabel = 'Close', autoHideMs, role }: ToastProps) {
  // Keep the latest callback without restarting the timer on every parent render.
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  useEffect(() => {
    if (autoHideMs === undefined) return;
    const timer = window.setTimeout(() => dismissRef.current?.(), autoHideMs);
    return () => window.clearTimeout(timer);
  }, [autoHideMs]);

  return (
    <div
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border-2 bg-white p-4 text-slate-900 shadow-lg ${tones[tone]}`}
    >
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-sm text-slate-700">{children}</div>}
        {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <CloseIcon className="size-5" />
        </button>
      )}
    </div>
  );
}

const regionClass = 'pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex flex-col items-end gap-3 sm:left-auto sm:w-96';

/** Above the cookie banner while it shows (its measured height), never over its buttons. */
function useRegionStyle() {
  const room = useFixedBottomRoom();
  return room ? { bottom: room + 16 } : undefined;
}

// The page's one toast stack (ToastHost), so toasts from different parts of the page (the update notice, a quote
// error) stack one above the other instead of being drawn over each other (an outside review at 390 px).
let host: HTMLElement | null = null;
const hostListeners = new Set<() => void>();
function setHost(element: HTMLElement | null): void {
  host = element;
  for (const listener of hostListeners) listener();
}
function subscribeHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

/** Where every ToastRegion of the page puts its toasts: bottom right, full width on small screens (the root layout). */
export function ToastHost() {
  return <div ref={setHost} className={regionClass} style={useRegionStyle()} />;
}

/** Toasts, in the page's ToastHost when there is one (else in a stack of their own, as in a component's test). */
export function ToastRegion({ children }: { children: ReactNode }) {
  const target = useSyncExternalStore(
    subscribeHost,
    () => host,
    () => null,
  );
  const style = useRegionStyle();
  if (target) return createPortal(children, target);
  return (
    <div className={regionClass} style={style}>
      {children}
    </div>
  );
}
