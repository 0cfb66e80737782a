import { verifyAccountRequestSchema } from '@lisa/contracts/accounts';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { AccountApiError } from '../api/account-error.ts';
import { type FieldErrors, validate } from '../lib/validate.ts';
import { AuthCard } from './auth-card.tsx';
import { FormAlert } from './form-alert.tsx';
import { FormField } from './form-field.tsx';
import { SubmitButton } from './submit-button.tsx';

export function VerifyAccountScreen() {
  const { authApi } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const notice = (location.state as { message?: string } | null)?.message ?? null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = validate(verifyAccountRequestSchema, { email, code });
    if (!checked.ok) {
      setFields(checked.fields);
      return;
    }
    setFields({});
    setPending(true);
    try {
      const answer = await authApi.verifyAccount(checked.data);
      navigate(`/signin?email=${encodeURIComponent(checked.data.email)}`, {
        replace: true,
        state: { message: answer.message },
      });
    } catch (caught) {
      if (caught instanceof AccountApiError) {
        setFields(caught.fields);
        setError(caught.message);
      } else {
        setError('Verification failed. Please try again.');
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Verify your email"
      lead="Enter the 6-digit code we emailed you. It expires after 10 minutes."
      footer={
        <>
          Did not get a code?{' '}
          <Link
            className="font-medium text-indigo-600 hover:underline"
            to={`/resend-otp${email ? `?email=${encodeURIComponent(email.trim())}` : ''}`}
          >
            Send a new code
          </Link>
        </>
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
          label="Verification code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={fields.code}
          required
        />
        <SubmitButton pending={pending}>Verify account</SubmitButton>
      </form>
    </AuthCard>
  );
}
