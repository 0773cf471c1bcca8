import type { FormEvent, ReactNode, RefObject } from 'react';
import { Alert } from '../alert.tsx';
import { Button } from '../button.tsx';
import type { FormStatus } from './form-values.ts';

interface SupportFormFrameProps {
  formRef: RefObject<HTMLFormElement | null>;
  /** Accessible name of the form (the dialog or page heading). */
  label: string;
  status: FormStatus;
  bannerError: string | null;
  successMessage: string;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * What the three support forms share: the fields (disabled while sending), the error banner inside the form
 * (everything typed is kept), the success message, and the submit button with its busy label.
 * noValidate: the browser's own bubbles would show other words than the spec's.
 */
export function SupportFormFrame(props: SupportFormFrameProps) {
  const { formRef, label, status, bannerError, successMessage, submitLabel, submittingLabel, onSubmit, children } = props;
  const busy = status === 'submitting' || status === 'success';
  return (
    <form ref={formRef} aria-label={label} noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <fieldset disabled={busy} className="space-y-4">
        {children}
      </fieldset>
      {bannerError && <Alert tone="error">{bannerError}</Alert>}
      {(status === 'success' || status === 'sent') && <Alert tone="success">{successMessage}</Alert>}
      <Button type="submit" fullWidth loading={status === 'submitting'} loadingText={submittingLabel} disabled={status === 'success'}>
        {submitLabel}
      </Button>
    </form>
  );
}
