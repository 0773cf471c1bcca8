import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

const control =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 ' +
  'placeholder:text-slate-500 aria-invalid:border-red-700 disabled:bg-slate-100 read-only:bg-slate-50';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | null | undefined;
  counter?: ReactNode;
  children: ReactNode;
}

/** Label, control, hint, error and counter, wired for screen readers (aria-describedby, aria-invalid). */
function FieldFrame({ id, label, required, hint, error, counter, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      <div className="mt-1 flex justify-between gap-3 text-sm">
        <div>
          {hint && (
            <p id={`${id}-hint`} className="text-slate-600">
              {hint}
            </p>
          )}
          {error && (
            <p id={`${id}-error`} className="font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        {counter}
      </div>
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown, counter = false): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', counter ? `${id}-counter` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** A fixed id, for an error summary that links to the field; generated otherwise. */
  fieldId?: string;
}

export function TextField({ label, hint, error, required, className, fieldId, ...input }: TextFieldProps) {
  const generatedId = useId();
  const id = fieldId ?? generatedId;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${control} ${className ?? ''}`}
        {...input}
      />
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: ReactNode;
  value: string;
  /** Shows the spec's `n/250` counter. The limit is enforced by validation, so typing past it is reported, not cut. */
  limit?: number;
  hint?: ReactNode;
  error?: string | null | undefined;
}

export function TextAreaField({ label, value, limit, hint, error, required, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const over = limit !== undefined && value.length > limit;
  const counter =
    limit === undefined ? null : (
      <span id={`${id}-counter`} className={over ? 'font-semibold text-red-700' : 'text-slate-600'}>
        {value.length}/{limit}
      </span>
    );
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} counter={counter}>
      <textarea
        id={id}
        value={value}
        required={required}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy(id, hint, error, limit !== undefined)}
        rows={4}
        className={`${control} ${className ?? ''}`}
        {...textarea}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
}

export function SelectField({ label, hint, error, required, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${control} ${className ?? ''}`}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | null | undefined;
}

export function CheckboxField({ label, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
