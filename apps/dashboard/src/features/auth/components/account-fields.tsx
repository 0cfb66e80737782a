import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field.tsx';

/** react-hook-form's register() for one input, plus its message. */
type BoundField = UseFormRegisterReturn & { error: string | undefined };

export function EmailField(props: BoundField) {
  return <FormField label="Email" type="email" autoComplete="email" required {...props} />;
}

/** The 6-digit code we email (verification or password reset). */
export function CodeField({ label, ...props }: BoundField & { label: string }) {
  return (
    <FormField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      {...props}
    />
  );
}

/** A new password and its confirmation, as on sign-up and reset. */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  password,
  confirm,
}: {
  passwordLabel: string;
  confirmLabel: string;
  password: BoundField;
  confirm: BoundField;
}) {
  return (
    <>
      <FormField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        required
        {...password}
      />
      <FormField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        {...confirm}
      />
    </>
  );
}
