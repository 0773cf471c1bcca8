import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Optional line under the title. */
  description?: ReactNode;
  children: ReactNode;
  /** Hide the corner close button (e.g. while a request is in flight). */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert, returns focus to the
 * opener on close, and Escape closes it (reported through onClose so the owner's state stays the truth).
 */
export function Dialog({ open, onClose, title, description, children, dismissible = true, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom has no showModal; fall back to the open attribute there.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60`}
    >
      {open && (
        <div className="max-h-[85dvh] overflow-y-auto p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            {dismissible && (
              <button
                type="button"
                onClick={onClose}
                aria-label="Close"
                className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
              >
                <CloseIcon />
              </button>
            )}
          </div>
          {description && (
            <div id={descriptionId} className="mt-1 text-slate-700">
              {description}
            </div>
          )}
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
