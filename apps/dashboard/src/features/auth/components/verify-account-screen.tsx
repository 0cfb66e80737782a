import { verifyAccountRequestSchema } from '@lisa/contracts/accounts';
import { toast } from '@lisa/ui/toast';
import { useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { landingAfter } from '../../onboarding/api/onboarding-api.ts';
import { useSessionStore } from '../../session/hooks/use-session.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useRouteNotice } from '../hooks/use-route-notice.ts';
import { CodeField, EmailField } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthLink } from './auth-link.tsx';
import { FormAlerts } from './form-alerts.tsx';
import { SubmitButton } from './submit-button.tsx';

export function VerifyAccountScreen() {
  const { authApi, apiClient } = useServices();
  const session = useSessionStore();
  const navigate = useNavigate();
  const notice = useRouteNotice();
  const [params] = useSearchParams();
  const form = useAccountForm({
    initialValues: { email: params.get('email') ?? '', code: '' },
    schema: verifyAccountRequestSchema,
    toRequest: (values) => values,
    failureMessage: 'Verification failed. Please try again.',
    send: async (body) => {
      // Verifying signs the new customer in, no second sign-in, and a new business goes
      // straight into the guided set-up (the dashboard once it is finished).
      const answer = await authApi.verifyAccount(body);
      await session.setToken(answer.token, answer.user);
      toast.success(answer.message);
      navigate(await landingAfter(apiClient, 'verified'), { replace: true });
    },
  });
  const email = form.values.email;

  return (
    <AuthCard
      title="Verify your email"
      lead="Enter the 6-digit code we emailed you. It expires after 10 minutes."
      footer={
        <>
          Did not get a code?{' '}
          <AuthLink to={`/resend-otp${email ? `?email=${encodeURIComponent(email.trim())}` : ''}`}>
            Send a new code
          </AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={form.onSubmit}>
        <FormAlerts notice={notice} error={form.error?.message} />
        <EmailField {...form.field('email')} />
        <CodeField label="Verification code" {...form.field('code')} />
        <SubmitButton pending={form.pending}>Verify account</SubmitButton>
      </form>
    </AuthCard>
  );
}
