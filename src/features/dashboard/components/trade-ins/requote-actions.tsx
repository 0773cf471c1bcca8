import { useState } from 'react';
import { Alert } from '@/components/alert.tsx';
import { Button } from '@/components/button.tsx';
import { requoteErrorMessage, useRequote, type RequoteAnswer } from '../../api/requote.ts';
import { sendNeedsConnection, useOutOfReach } from '../offline-notices.tsx';

const labels: Record<RequoteAnswer, string> = { accept: 'Confirm Requote', decline: 'Decline Requote' };

/**
 * docs/product.md#2-screens-and-routes: Confirm Requote / Decline Requote need a second, confirming click; Cancel backs out. After success
 * the message shows and `onDone` is called (the dialog closes 5 s later).
 */
export function RequoteActions({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const requote = useRequote();
  const [armed, setArmed] = useState<RequoteAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The answer is sent at once, not queued: with no server it waits, and says why.
  const outOfReach = useOutOfReach();

  if (requote.isSuccess) return <Alert tone="success">{requote.data.message}</Alert>;

  const press = (answer: RequoteAnswer) => {
    if (armed !== answer) {
      setArmed(answer);
      setError(null);
      return;
    }
    requote.mutate({ answer, orderId }, { onSuccess: onDone, onError: (failure) => setError(requoteErrorMessage(answer, failure)) });
  };

  return (
    <div className="flex flex-col gap-3">
      {armed && !requote.isPending && (
        <p role="status" className="text-sm font-medium text-slate-800">
          {armed === 'accept'
            ? 'Click Confirm Requote again to accept the revised price.'
            : 'Click Decline Requote again to decline; your device will be returned.'}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {(['accept', 'decline'] as const).map((answer) => (
          <Button
            key={answer}
            variant={answer === 'accept' ? 'primary' : 'danger'}
            disabled={(armed !== null && armed !== answer) || requote.isPending || outOfReach}
            aria-describedby={outOfReach ? `requote-reason-${orderId}` : undefined}
            loading={requote.isPending && armed === answer}
            loadingText={answer === 'accept' ? 'Confirming...' : 'Declining...'}
            aria-pressed={armed === answer}
            onClick={() => press(answer)}
          >
            {labels[answer]}
          </Button>
        ))}
        {armed && (
          <Button variant="ghost" disabled={requote.isPending} onClick={() => setArmed(null)}>
            Cancel
          </Button>
        )}
      </div>
      {outOfReach && (
        <p id={`requote-reason-${orderId}`} className="text-sm text-slate-700">
          {sendNeedsConnection}
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
