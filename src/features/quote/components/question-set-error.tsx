import { Alert } from '@/components/alert.tsx';
import { Button } from '@/components/button.tsx';
import { ButtonLink } from '@/components/button-link.tsx';
import { paths } from '@/shared/paths.ts';

interface QuestionSetErrorProps {
  message: string;
  offline: boolean;
  onRetry: () => void;
}

/** The questions could not be had: the spec's message, what can be done, and a way on. */
export function QuestionSetError({ message, offline, onRetry }: QuestionSetErrorProps) {
  return (
    <div className="mt-6">
      <Alert tone="error">{message}</Alert>
      {offline && (
        <p className="mt-3 text-slate-700">
          We cannot reach the server, and the questions for this device have not been saved on this device yet: they need a connection once. Connect
          to the internet and press Try Again, or choose a device you saved for offline.
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onRetry}>Try Again</Button>
        <ButtonLink to={paths.catalogue} variant="secondary">
          Choose another device
        </ButtonLink>
      </div>
    </div>
  );
}
