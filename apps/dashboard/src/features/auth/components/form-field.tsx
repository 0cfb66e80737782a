import { Field } from '@lisa/ui/field';
import { Input } from '@lisa/ui/input';
import type { InputHTMLAttributes, Ref } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function FormField({ label, error, hint, required, ...input }: FormFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className="mb-4">
      {(control) => <Input {...control} {...input} />}
    </Field>
  );
}
