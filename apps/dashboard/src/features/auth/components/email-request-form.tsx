import { emailOnlyRequestSchema, type MessageResponse } from '@lisa/contracts/accounts';
import { type FormEvent, useState } from 'react';
import { AccountApiError } from '../api/account-error.ts';
import { type FieldErrors, validate } from '../lib/validate.ts';
import { FormAlert } from './form-alert.tsx';
import { FormField } from './form-field.tsx';
import { SubmitButton } from './submit-button.tsx';

/** One email field that asks the server to send a code (resend-otp, forgot-password). */
export function EmailRequestForm({
  initialEmail,
  submitLabel,
  send,
  onSent,
}: {
  initialEmail: string;
  submitLabel: string;
  send: (body: { email: string }) => Promise<MessageResponse>;
  onSent: (email: string, message: string) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = validate(emailOnlyRequestSchema, { email });
    if (!checked.ok) {
      setFields(checked.fields);
      return;
    }
    setFields({});
    setPending(true);
    try {
      const answer = await send(checked.data);
      onSent(checked.data.email, answer.message);
    } catch (caught) {
      if (caught instanceof AccountApiError) {
        setFields(caught.fields);
        setError(caught.message);
      } else {
        setError('The request failed. Please try again.');
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fields.email}
        required
      />
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
    </form>
  );
}
