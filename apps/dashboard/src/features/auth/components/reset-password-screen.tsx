import { resetPasswordRequestSchema } from '@lisa/contracts/accounts';
import { useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { confirmMismatch, useAccountForm } from '../hooks/use-account-form.ts';
import { useRouteNotice } from '../hooks/use-route-notice.ts';
import { CodeField, EmailField, NewPasswordFields } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthLink } from './auth-link.tsx';
import { FormAlerts } from './form-alerts.tsx';
import { SubmitButton } from './submit-button.tsx';

export function ResetPasswordScreen() {
  const { authApi } = useServices();
  const navigate = useNavigate();
  const notice = useRouteNotice();
  const [params] = useSearchParams();
  const form = useAccountForm({
    initialValues: { email: params.get('email') ?? '', code: '', password: '', confirm: '' },
    schema: resetPasswordRequestSchema,
    toRequest: ({ confirm: _confirm, ...request }) => request,
    check: (values) => confirmMismatch(values.password, values.confirm),
    failureMessage: 'The password could not be reset. Please try again.',
    send: async (body) => {
      const answer = await authApi.resetPassword(body);
      navigate(`/signin?email=${encodeURIComponent(body.email)}`, {
        replace: true,
        state: { message: answer.message },
      });
    },
  });

  return (
    <AuthCard
      title="Reset your password"
      lead="Enter the 6-digit code from your email and choose a new password."
      footer={<AuthLink to="/forgot-password">Send a new code</AuthLink>}
    >
      <form noValidate onSubmit={form.onSubmit}>
        <FormAlerts notice={notice} error={form.error?.message} />
        <EmailField {...form.field('email')} />
        <CodeField label="Reset code" {...form.field('code')} />
        <NewPasswordFields
          passwordLabel="New password"
          confirmLabel="Confirm new password"
          password={form.field('password')}
          confirm={form.field('confirm')}
        />
        <SubmitButton pending={form.pending}>Reset password</SubmitButton>
      </form>
    </AuthCard>
  );
}
