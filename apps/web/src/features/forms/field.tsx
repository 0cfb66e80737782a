import { type ComponentProps, type ReactNode, useId } from 'react';

// One layout for every field of the site's forms (contact, Lisa Live RSVP): label or
// legend with the required mark, optional hint, the control, and the error message,
// wired to the control through aria-describedby. Inside the forms' two-column grid a
// `wide` field takes both columns. The control props are react-hook-form's `register()`
// result (name, ref, onChange, onBlur) plus the input's own attributes; the error is the
// field's message from `formState.errors`.

const wideClass = 'sm:col-span-2';
const labelClass = 'font-medium text-ink text-sm';
const inputClass =
  'block w-full rounded-xl border border-line bg-surface-raised px-4 py-2.5 text-ink placeholder:text-ink-muted aria-[invalid=true]:border-danger';

/** Ids for a field's hint and error, and the aria-describedby that names those shown. */
function useFieldIds(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? (
    <span aria-hidden="true" className="text-danger">
      {' '}
      *
    </span>
  ) : null;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1.5 text-danger text-sm">
      {error}
    </p>
  ) : null;
}

interface FieldCommonProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  /** Spans both columns of the form grid. */
  wide?: boolean | undefined;
}

/** What the labelled control receives so it is named, described and marked invalid. */
interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

function FieldShell({
  label,
  error,
  hint,
  required,
  wide,
  children,
}: FieldCommonProps & { children: (control: FieldControlProps) => ReactNode }) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={wide ? wideClass : undefined}>
      <label htmlFor={id} className={`block ${labelClass}`}>
        {label}
        <RequiredMark required={required} />
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-ink-muted text-xs">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">
        {children({
          id,
          'aria-describedby': describedBy,
          'aria-invalid': error ? true : undefined,
          required,
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type TextFieldProps = FieldCommonProps & Omit<ComponentProps<'input'>, keyof FieldCommonProps>;

export function TextField({ label, error, hint, required, wide, ...input }: TextFieldProps) {
  return (
    <FieldShell {...{ label, error, hint, required, wide }}>
      {(control) => <input {...control} className={inputClass} {...input} />}
    </FieldShell>
  );
}

type TextAreaFieldProps = FieldCommonProps &
  Omit<ComponentProps<'textarea'>, keyof FieldCommonProps>;

export function TextAreaField({
  label,
  error,
  hint,
  required,
  wide,
  ...input
}: TextAreaFieldProps) {
  return (
    <FieldShell {...{ label, error, hint, required, wide }}>
      {(control) => <textarea {...control} className={`${inputClass} min-h-32`} {...input} />}
    </FieldShell>
  );
}

type ChoiceFieldProps<Value extends string> = Omit<FieldCommonProps, 'hint'> &
  Omit<ComponentProps<'input'>, keyof FieldCommonProps | 'type' | 'value' | 'className'> & {
    /** The radio buttons' shared name, as posted with the form. */
    name: string;
    options: readonly { value: Value; label: string }[];
  };

/** A radio group: a fieldset named by its legend and described by its error. */
export function ChoiceField<Value extends string>({
  label,
  error,
  required,
  wide,
  options,
  ...radio
}: ChoiceFieldProps<Value>) {
  const { errorId, describedBy } = useFieldIds(undefined, error);
  return (
    <fieldset className={wide ? wideClass : undefined} aria-describedby={describedBy}>
      <legend className={labelClass}>
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-ink">
            <input
              {...radio}
              type="radio"
              value={option.value}
              className="h-4 w-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
