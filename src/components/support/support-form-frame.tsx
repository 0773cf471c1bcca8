import type { ReactNode } from 'react';
import { Alert } from '../alert.tsx';
import { Button } from '../button.tsx';
import { messageMaxLength } from '../../contract/limits.ts';
import { TextAreaField, TextField } from '../field.tsx';
import type { FormValues } from './form-values.ts';
import type { FieldBinding, SupportFormState } from './use-support-form.ts';

interface SupportFormFrameProps {
  /** The form's state from useSupportForm: its status, banner, messages and submit. */
  form: Pick<SupportFormState<FormValues>, 'formRef' | 'status' | 'bannerError' | 'messages' | 'submit'>;
  /** Accessible name of the form (the dialog or page heading). */
  label: string;
  submitLabel: string;
  children: ReactNode;
}

/**
 * What the three support forms share: the fields (disabled while sending), the error banner inside the form
 * (everything typed is kept), the success message, and the submit button with its busy label.
 * noValidate: the browser's own bubbles would show other words than the spec's.
 */
export function SupportFormFrame({ form, label, submitLabel, children }: SupportFormFrameProps) {
  const { formRef, status, bannerError, messages } = form;
  const busy = status === 'submitting' || status === 'success';
  return (
    <form ref={formRef} aria-label={label} noValidate onSubmit={(event) => void form.submit(event)} className="space-y-4">
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <fieldset disabled={busy} className="space-y-4">
        {children}
      </fieldset>
      {bannerError && <Alert tone="error">{bannerError}</Alert>}
      {(status === 'success' || status === 'sent') && <Alert tone="success">{messages.success}</Alert>}
      <Button type="submit" fullWidth loading={status === 'submitting'} loadingText="Submitting..." disabled={status === 'success'}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** Name and Email, required, as every support form asks for them. */
export function NameAndEmailFields({ form }: { form: { field: (name: 'name' | 'email') => FieldBinding } }) {
  return (
    <>
      <TextField label="Name" autoComplete="name" required {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
    </>
  );
}

/** The message every support form ends with, counted against the contract's limit (n/250). */
export function MessageField(props: { form: { field: (name: 'message') => FieldBinding }; label: string; hint?: string; required?: boolean }) {
  const { form, ...shown } = props;
  return <TextAreaField {...shown} limit={messageMaxLength} {...form.field('message')} />;
}
