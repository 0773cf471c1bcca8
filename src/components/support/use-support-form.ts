import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { loadAfterFirstView } from '../../lib/after-first-view.ts';
import { errorMessage } from '../../lib/api/api-error.ts';
import { fieldErrors, successResetMs } from './form-values.ts';
import type { FieldErrors, FormStatus, FormValues } from './form-values.ts';
import type { SupportFormMessages } from './support-messages.ts';

/** One text field's name, value, message and change handler (see `field` below). */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

export interface SupportFormOptions<V extends FormValues, B> {
  initialValues: V;
  /**
   * The contract's body schema: the same rules, and words, as the server's. Loaded at the first submit, so a page
   * with a form does not evaluate zod before it shows (docs/decisions/155-contract-in-groups.md).
   */
  loadSchema: () => Promise<z.ZodType<unknown, B>>;
  /** What the typed values become on the wire (e.g. a price typed as text becomes a number). */
  toBody?: (values: V) => B;
  send: (body: B) => Promise<unknown>;
  messages: SupportFormMessages;
  /** Called once the success message has shown for 1.5 s and the form is emptied (a modal closes here). */
  onDone?: () => void;
}

/**
 * One support form's state (docs/product.md#4-states-and-transitions): idle, submitting, success then emptied after 1.5 s, or an
 * error banner with everything typed kept. Invalid fields are reported beside each field and nothing is sent.
 */
export function useSupportForm<V extends FormValues, B>({ initialValues, loadSchema, toBody, send, messages, onDone }: SupportFormOptions<V, B>) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [bannerError, setBannerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusFirstError, setFocusFirstError] = useState(0);
  // Keep the newest callback without restarting the 1.5 s timer when the parent re-renders.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => {
      setValues(initialValues);
      setStatus('sent');
      onDoneRef.current?.();
    }, successResetMs);
    return () => window.clearTimeout(timer);
    // initialValues is the form's constant starting point; only the status change should start the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  useEffect(() => {
    if (focusFirstError === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirstError]);

  const setValue = (name: keyof V, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // An edited field's message goes away; it comes back on the next submit if still wrong.
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
    if (status === 'sent') setStatus('idle');
  };

  // The schema loads once the form is on screen and the page's first view is done; a submit before that waits for it.
  const schema = useRef<z.ZodType<unknown, B> | null>(null);
  useEffect(
    () =>
      loadAfterFirstView(
        () => loadSchema().catch(() => null),
        (loaded) => {
          schema.current ??= loaded;
        },
      ),
    [loadSchema],
  );
  // True from a submit until its schema has loaded: a second tap meanwhile is not a second submit.
  const checking = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting' || status === 'success' || checking.current) return;
    const body = toBody ? toBody(values) : (values as unknown as B);
    if (!schema.current) {
      checking.current = true;
      try {
        schema.current = await loadSchema();
      } catch (error) {
        // The form's code could not be fetched (no network, nothing cached): said as a failed send would be.
        setBannerError(errorMessage(error, messages));
        setStatus('error');
        return;
      } finally {
        checking.current = false;
      }
    }
    const invalid = fieldErrors<V>(schema.current, body);
    setErrors(invalid);
    setBannerError(null);
    if (Object.keys(invalid).length > 0) {
      setStatus('idle');
      setFocusFirstError((n) => n + 1);
      return;
    }
    setStatus('submitting');
    try {
      await send(body);
      setStatus('success');
    } catch (error) {
      setBannerError(errorMessage(error, messages));
      setStatus('error');
    }
  };

  /** What one text field needs from the form: its name, value, message and edits, spread onto TextField or TextAreaField. */
  const field = (name: keyof V & string): FieldBinding => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });

  return { formRef, values, setValue, field, errors, status, bannerError, messages, submit, busy: status === 'submitting' || status === 'success' };
}

export type SupportFormState<V extends FormValues> = ReturnType<typeof useSupportForm<V, unknown>>;
