import { useId, useState } from 'react';
import { Button } from './button.tsx';
import { ChevronIcon } from './icons.tsx';

export interface QueuedActionView {
  opId: string;
  /** 'Add iPhone 13 to basket' */
  title: string;
  /** 'Waiting for connection', 'Sending...' or 'Failed: <reason>' */
  status: string;
  failed: boolean;
}

interface QueuedActionsProps {
  actions: QueuedActionView[];
  onRetry: (opId: string) => void;
  onDiscard: (opId: string) => void;
}

/**
 * The queued count and, on demand, each action with its state; a failed action is always listed, with Retry and
 * Discard, because it needs the seller's decision.
 */
export function QueuedActions({ actions, onRetry, onDiscard }: QueuedActionsProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (actions.length === 0) return null;
  const shown = open ? actions : actions.filter((action) => action.failed);
  const count = `${actions.length} queued ${actions.length === 1 ? 'action' : 'actions'}`;
  return (
    <section aria-label="Queued actions" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-content px-4 py-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-slate-900"
        >
          <span data-testid="queued-count">{count}</span>
          <ChevronIcon direction={open ? 'up' : 'down'} />
        </button>
        <ul id={listId} className="space-y-2 pb-2">
          {shown.map((action) => (
            <li key={action.opId} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{action.title}</p>
                <p className={action.failed ? 'text-red-800' : 'text-slate-700'}>{action.status}</p>
              </div>
              {action.failed && (
                <div className="flex gap-2">
                  <Button size="sm" onClick={() => onRetry(action.opId)} aria-label={`Retry: ${action.title}`}>
                    Retry
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => onDiscard(action.opId)} aria-label={`Discard: ${action.title}`}>
                    Discard
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
