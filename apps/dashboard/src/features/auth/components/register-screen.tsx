import { registerRequestSchema } from '@lisa/contracts/accounts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { AccountApiError } from '../api/account-error.ts';
import { type FieldErrors, validate } from '../lib/validate.ts';
import { AuthCard } from './auth-card.tsx';
import { FormAlert } from './form-alert.tsx';
import { FormField } from './form-field.tsx';
import { SubmitButton } from './submit-button.tsx';

export function RegisterScreen() {
  const { authApi } = useServices();
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', email: '', password: '', business_name: '' });
  const [confirm, setConfirm] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const change = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = validate(registerRequestSchema, values);
    const found: FieldErrors = checked.ok ? {} : { ...checked.fields };
    if (confirm !== values.password) found.confirm = 'Passwords do not match';
    if (!checked.ok || Object.keys(found).length > 0) {
      setFields(found);
      return;
    }
    setFields({});
    setPending(true);
    try {
      const answer = await authApi.register(checked.data);
      navigate(`/verify-account?email=${encodeURIComponent(checked.data.email)}`, {
        state: { message: answer.message },
      });
    } catch (caught) {
      if (caught instanceof AccountApiError) {
        setFields(caught.fields);
        setError(caught.message);
      } else {
        setError('Sign up failed. Please try again.');
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Create your account"
      lead="Start your 14-day free trial. No credit card required."
      footer={
        <>
          Already have an account?{' '}
          <Link className="font-medium text-indigo-600 hover:underline" to="/signin">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit}>
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <FormField
          label="Full name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={change('name')}
          error={fields.name}
          required
        />
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={fields.email}
          required
        />
        <FormField
          label="Business name"
          name="business_name"
          autoComplete="organization"
          value={values.business_name}
          onChange={change('business_name')}
          error={fields.business_name}
          required
        />
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          value={values.password}
          onChange={change('password')}
          error={fields.password}
          required
        />
        <FormField
          label="Confirm password"
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={fields.confirm}
          required
        />
        <SubmitButton pending={pending}>Create account</SubmitButton>
      </form>
    </AuthCard>
  );
}
