import {
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  children: (ids: { inputId: string; describedBy: string | undefined }) => ReactNode;
}

function FieldShell({ label, error, hint, required, children }: FieldShellProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={inputId} className="block font-medium text-ink text-sm">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-ink-muted text-xs">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">{children({ inputId, describedBy })}</div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-danger text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const inputClass =
  'block w-full rounded-xl border border-line bg-surface-raised px-4 py-2.5 text-ink placeholder:text-ink-muted aria-[invalid=true]:border-danger';

type TextFieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string;
} & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, error, hint, required, ...input }: TextFieldProps) {
  return (
    <FieldShell
      label={label}
      error={error}
      {...(hint ? { hint } : {})}
      {...(required ? { required } : {})}
    >
      {({ inputId, describedBy }) => (
        <input
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          required={required}
          className={inputClass}
          {...input}
        />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = {
  label: string;
  error?: string | undefined;
} & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, error, required, ...input }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} {...(required ? { required } : {})}>
      {({ inputId, describedBy }) => (
        <textarea
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          required={required}
          className={`${inputClass} min-h-32`}
          {...input}
        />
      )}
    </FieldShell>
  );
}

/** Turns zod issues into one message per top-level field. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
