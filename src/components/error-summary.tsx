import type { MouseEvent } from 'react';

export interface SummaryError {
  /** The id of the field the message is about. */
  fieldId: string;
  message: string;
}

/**
 * The GOV.UK error summary pattern: a title, why, and one link per problem that moves focus to its field.
 * Announced when it appears (role alert); never takes focus while the seller is typing elsewhere.
 */
export function ErrorSummary({ title, description, errors }: { title: string; description?: string; errors: SummaryError[] }) {
  if (errors.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView({ block: 'center' });
    field.focus();
  };
  return (
    <div role="alert" className="rounded-xl border-4 border-red-700 bg-white p-4" data-testid="error-summary">
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      {description && <p className="mt-1 text-slate-700">{description}</p>}
      <ul className="mt-2 flex flex-col gap-1">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)} className="font-semibold text-red-800 underline">
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
