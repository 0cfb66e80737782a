import { resetPasswordRequestSchema } from '@lisa/contracts/accounts';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { AccountApiError } from '../api/account-error.ts';
import { type FieldErrors, validate } from '../lib/validate.ts';
import { AuthCard } from './auth-card.tsx';
import { FormAlert } from './form-alert.tsx';
import { FormField } from './form-field.tsx';
import { SubmitButton } from './submit-button.tsx';

export function ResetPasswordScreen() {
  const { authApi } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const notice = (location.state as { message?: string } | null)?.message ?? null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = validate(resetPasswordRequestSchema, { email, code, password });
    const found: FieldErrors = checked.ok ? {} : { ...checked.fields };
    if (confirm !== password) found.confirm = 'Passwords do not match';
    if (!checked.ok || Object.keys(found).length > 0) {
      setFields(found);
      return;
    }
    setFields({});
    setPending(true);
    try {
      const answer = await authApi.resetPassword(checked.data);
      navigate(`/signin?email=${encodeURIComponent(checked.data.email)}`, {
        replace: true,
        state: { message: answer.message },
      });
    } catch (caught) {
      if (caught instanceof AccountApiError) {
        setFields(caught.fields);
        setError(caught.message);
      } else {
        setError('The password could not be reset. Please try again.');
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      lead="Enter the 6-digit code from your email and choose a new password."
      footer={
        <Link className="font-medium text-indigo-600 hover:underline" to="/forgot-password">
          Send a new code
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit}>
        {notice && !error ? <FormAlert tone="success">{notice}</FormAlert> : null}
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fields.email}
          required
        />
        <FormField
          label="Reset code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={fields.code}
          required
        />
        <FormField
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fields.password}
          required
        />
        <FormField
          label="Confirm new password"
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={fields.confirm}
          required
        />
        <SubmitButton pending={pending}>Reset password</SubmitButton>
      </form>
    </AuthCard>
  );
}
