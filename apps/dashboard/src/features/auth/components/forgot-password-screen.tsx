import { Link, useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailRequestForm } from './email-request-form.tsx';

export function ForgotPasswordScreen() {
  const { authApi } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter your email and we will send you a 6-digit code to reset it."
      footer={
        <Link className="font-medium text-indigo-600 hover:underline" to="/signin">
          Back to sign in
        </Link>
      }
    >
      <EmailRequestForm
        initialEmail={params.get('email') ?? ''}
        submitLabel="Send reset code"
        send={authApi.forgotPassword}
        onSent={(email, message) =>
          navigate(`/reset-password?email=${encodeURIComponent(email)}`, { state: { message } })
        }
      />
    </AuthCard>
  );
}
