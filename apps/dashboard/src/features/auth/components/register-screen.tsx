import { registerRequestSchema } from '@lisa/contracts/accounts';
import { useNavigate } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { confirmMismatch, useAccountForm } from '../hooks/use-account-form.ts';
import { EmailField, NewPasswordFields } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthLink } from './auth-link.tsx';
import { FormAlerts } from './form-alerts.tsx';
import { FormField } from './form-field.tsx';
import { SubmitButton } from './submit-button.tsx';

export function RegisterScreen() {
  const { authApi } = useServices();
  const navigate = useNavigate();
  const form = useAccountForm({
    initialValues: { name: '', email: '', password: '', business_name: '', confirm: '' },
    schema: registerRequestSchema,
    toRequest: ({ confirm: _confirm, ...request }) => request,
    check: (values) => confirmMismatch(values.password, values.confirm),
    failureMessage: 'Sign up failed. Please try again.',
    send: async (body) => {
      const answer = await authApi.register(body);
      navigate(`/verify-account?email=${encodeURIComponent(body.email)}`, {
        state: { message: answer.message },
      });
    },
  });

  return (
    <AuthCard
      title="Create your account"
      lead="Start your 14-day free trial. No credit card required."
      footer={
        <>
          Already have an account? <AuthLink to="/signin">Sign in</AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={form.onSubmit}>
        <FormAlerts error={form.error?.message} />
        <FormField label="Full name" autoComplete="name" required {...form.field('name')} />
        <EmailField {...form.field('email')} />
        <FormField
          label="Business name"
          autoComplete="organization"
          required
          {...form.field('business_name')}
        />
        <NewPasswordFields
          passwordLabel="Password"
          confirmLabel="Confirm password"
          password={form.field('password')}
          confirm={form.field('confirm')}
        />
        <SubmitButton pending={form.pending}>Create account</SubmitButton>
      </form>
    </AuthCard>
  );
}
