import { ACCOUNT_ERROR_CODES, signInRequestSchema } from '@lisa/contracts/accounts';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { useSessionStore } from '../../session/hooks/use-session.ts';
import { AccountApiError } from '../api/account-error.ts';
import { safeNextPath } from '../lib/next-path.ts';
import { type FieldErrors, validate } from '../lib/validate.ts';
import { AuthCard } from './auth-card.tsx';
import { FormAlert } from './form-alert.tsx';
import { FormField } from './form-field.tsx';
import { SubmitButton } from './submit-button.tsx';

export function SignInScreen() {
  const { authApi } = useServices();
  const session = useSessionStore();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { message?: string } | null)?.message ?? null;
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [secondFactor, setSecondFactor] = useState('');
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<AccountApiError | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = validate(signInRequestSchema, { email, password });
    if (!checked.ok) {
      setFields(checked.fields);
      return;
    }
    if (needsSecondFactor && secondFactor.trim() === '') {
      setFields({
        second_factor: useRecovery ? 'Enter a recovery code' : 'Enter the 6-digit code',
      });
      return;
    }
    setFields({});
    setPending(true);
    try {
      const answer = await authApi.signIn({
        ...checked.data,
        ...(needsSecondFactor
          ? useRecovery
            ? { recovery_code: secondFactor }
            : { totp_code: secondFactor }
          : {}),
      });
      await session.setToken(answer.token, answer.user);
      navigate(next, { replace: true });
    } catch (caught) {
      const failure =
        caught instanceof AccountApiError
          ? caught
          : new AccountApiError({
              code: 'unknown',
              message: 'Sign in failed. Please try again.',
              status: 0,
            });
      if (failure.code === ACCOUNT_ERROR_CODES.twoFactorRequired) {
        setNeedsSecondFactor(true);
      }
      setFields(failure.fields);
      setError(failure);
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Sign in"
      lead="Welcome back. Sign in to manage your agents and conversations."
      footer={
        <>
          New to Lisa?{' '}
          <Link className="font-medium text-indigo-600 hover:underline" to="/register">
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit}>
        {notice && !error ? <FormAlert tone="success">{notice}</FormAlert> : null}
        {error ? (
          <FormAlert tone="error">
            {error.message}
            {error.code === ACCOUNT_ERROR_CODES.notVerified ? (
              <>
                {' '}
                <Link
                  className="font-medium underline"
                  to={`/verify-account?email=${encodeURIComponent(email.trim())}`}
                >
                  Verify your account
                </Link>
              </>
            ) : null}
          </FormAlert>
        ) : null}
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
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fields.password}
          required
        />
        {needsSecondFactor ? (
          <>
            <FormField
              label={useRecovery ? 'Recovery code' : 'Authentication code'}
              name="second_factor"
              autoComplete="one-time-code"
              inputMode={useRecovery ? 'text' : 'numeric'}
              value={secondFactor}
              onChange={(event) => setSecondFactor(event.target.value)}
              error={fields.second_factor ?? fields.totp_code ?? fields.recovery_code}
            />
            <button
              type="button"
              className="mb-4 text-indigo-600 text-sm hover:underline"
              onClick={() => {
                setUseRecovery(!useRecovery);
                setSecondFactor('');
              }}
            >
              {useRecovery ? 'Use an authentication code' : 'Use a recovery code'}
            </button>
          </>
        ) : null}
        <div className="mb-6 flex justify-end">
          <Link className="text-indigo-600 text-sm hover:underline" to="/forgot-password">
            Forgot password?
          </Link>
        </div>
        <SubmitButton pending={pending}>Sign in</SubmitButton>
      </form>
    </AuthCard>
  );
}
