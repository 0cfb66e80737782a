import { emailOnlyRequestSchema, type MessageResponse } from '@lisa/contracts/accounts';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { EmailField } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthLink } from './auth-link.tsx';
import { FormAlerts } from './form-alerts.tsx';
import { SubmitButton } from './submit-button.tsx';

/**
 * A screen with one email field that asks the server to send a code (resend-otp,
 * forgot-password), then moves on to `nextPath` where that code is entered.
 */
export function EmailRequestScreen({
  title,
  lead,
  submitLabel,
  send,
  nextPath,
}: {
  title: string;
  lead: string;
  submitLabel: string;
  send: (body: { email: string }) => Promise<MessageResponse>;
  nextPath: string;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useAccountForm({
    initialValues: { email: params.get('email') ?? '' },
    schema: emailOnlyRequestSchema,
    toRequest: (values) => values,
    failureMessage: 'The request failed. Please try again.',
    send: async (body) => {
      const answer = await send(body);
      navigate(`${nextPath}?email=${encodeURIComponent(body.email)}`, {
        state: { message: answer.message },
      });
    },
  });
  return (
    <AuthCard title={title} lead={lead} footer={<AuthLink to="/signin">Back to sign in</AuthLink>}>
      <form noValidate onSubmit={form.onSubmit}>
        <FormAlerts error={form.error?.message} />
        <EmailField {...form.field('email')} />
        <SubmitButton pending={form.pending}>{submitLabel}</SubmitButton>
      </form>
    </AuthCard>
  );
}
