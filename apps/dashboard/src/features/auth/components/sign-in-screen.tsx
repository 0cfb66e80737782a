import { brand } from '@lisa/catalogue/brand';
import { ACCOUNT_ERROR_CODES, signInRequestSchema } from '@lisa/contracts/accounts';
import { Button } from '@lisa/ui/button';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { landingAfter } from '../../onboarding/api/onboarding-api.ts';
import { useSessionStore } from '../../session/hooks/use-session.ts';
import { type FieldErrors, useAccountForm } from '../hooks/use-account-form.ts';
import { useRouteNotice } from '../hooks/use-route-notice.ts';
import { safeNextPath } from '../lib/next-path.ts';
import { EmailField } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthLink } from './auth-link.tsx';
import { FormAlerts } from './form-alerts.tsx';
import { FormField } from './form-field.tsx';
import { SubmitButton } from './submit-button.tsx';

export function SignInScreen() {
  const { authApi, apiClient } = useServices();
  const session = useSessionStore();
  const navigate = useNavigate();
  const notice = useRouteNotice();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useAccountForm({
    initialValues: { email: params.get('email') ?? '', password: '', second_factor: '' },
    schema: signInRequestSchema,
    toRequest: ({ email, password }) => ({ email, password }),
    // Only once email and password pass, as the second factor is asked for after them.
    check: (values, schemaOk): FieldErrors =>
      schemaOk && needsSecondFactor && values.second_factor.trim() === ''
        ? { second_factor: useRecovery ? 'Enter a recovery code' : 'Enter the 6-digit code' }
        : {},
    failureMessage: 'Sign in failed. Please try again.',
    onFailure: (failure) => {
      if (failure.code === ACCOUNT_ERROR_CODES.twoFactorRequired) setNeedsSecondFactor(true);
    },
    send: async (body, values) => {
      const secondFactor = values.second_factor;
      const answer = await authApi.signIn({
        ...body,
        ...(needsSecondFactor
          ? useRecovery
            ? { recovery_code: secondFactor }
            : { totp_code: secondFactor }
          : {}),
      });
      await session.setToken(answer.token, answer.user);
      // Where the visitor was headed wins; otherwise a set-up left half way resumes.
      navigate(params.get('next') ? next : await landingAfter(apiClient, 'signed-in'), {
        replace: true,
      });
    },
  });
  const { error, fields } = form;

  return (
    <AuthCard
      title="Sign in"
      lead="Welcome back. Sign in to manage your agents and conversations."
      footer={
        <>
          New to {brand.name}? <AuthLink to="/register">Create an account</AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={form.onSubmit}>
        <FormAlerts
          notice={notice}
          error={
            error ? (
              <>
                {error.message}
                {error.code === ACCOUNT_ERROR_CODES.notVerified ? (
                  <>
                    {' '}
                    <Link
                      className="font-medium underline"
                      to={`/verify-account?email=${encodeURIComponent(form.values.email.trim())}`}
                    >
                      Verify your account
                    </Link>
                  </>
                ) : null}
              </>
            ) : null
          }
        />
        <EmailField {...form.field('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        {needsSecondFactor ? (
          <>
            <FormField
              label={useRecovery ? 'Recovery code' : 'Authentication code'}
              autoComplete="one-time-code"
              inputMode={useRecovery ? 'text' : 'numeric'}
              {...form.field('second_factor')}
              error={fields.second_factor ?? fields.totp_code ?? fields.recovery_code}
            />
            <Button
              variant="link"
              size="sm"
              className="mb-4"
              onClick={() => {
                setUseRecovery(!useRecovery);
                form.setValue('second_factor', '');
              }}
            >
              {useRecovery ? 'Use an authentication code' : 'Use a recovery code'}
            </Button>
          </>
        ) : null}
        <div className="mb-6 flex justify-end">
          <Link className="text-brand-ink text-sm hover:underline" to="/forgot-password">
            Forgot password?
          </Link>
        </div>
        <SubmitButton pending={form.pending}>Sign in</SubmitButton>
      </form>
    </AuthCard>
  );
}
