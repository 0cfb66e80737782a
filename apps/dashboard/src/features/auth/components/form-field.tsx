import { type InputHTMLAttributes, useId } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function FormField({ label, error, hint, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="mb-4">
      <label
        htmlFor={id}
        className="mb-1 block font-medium text-slate-700 text-sm dark:text-slate-200"
      >
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 text-sm shadow-xs outline-none focus:ring-2 focus:ring-indigo-500 dark:bg-slate-800 dark:text-white ${
          error ? 'border-red-500' : 'border-slate-300 dark:border-slate-700'
        }`}
        {...input}
      />
      {hint && !error ? (
        <p id={hintId} className="mt-1 text-slate-500 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-red-600 text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}
