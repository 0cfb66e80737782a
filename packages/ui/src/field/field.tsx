import { type ReactNode, useId } from 'react';
import { cx } from '../class-names.ts';

/** What Field hands to its control: spread it on an Input, Select, Checkbox… */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and error, both wired to it by aria-describedby. */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const, required: true } : {}),
  };
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      {/* The star sits beside the label, not in it: the control already says "required" to
          screen readers, and the label's text stays exactly the field's name. */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={controlId} className="font-medium text-ink text-sm">
          {label}
        </label>
        {required ? (
          <span aria-hidden="true" className="text-danger-ink text-sm">
            *
          </span>
        ) : null}
      </div>
      {children(control)}
      {hint ? (
        <p id={hintId} className="text-ink-muted text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-danger-ink text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}
