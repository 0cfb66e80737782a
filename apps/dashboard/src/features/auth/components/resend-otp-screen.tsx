import { Link, useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailRequestForm } from './email-request-form.tsx';

export function ResendOtpScreen() {
  const { authApi } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Send a new code"
      lead="Enter the email you signed up with and we will send a new 6-digit verification code."
      footer={
        <Link className="font-medium text-indigo-600 hover:underline" to="/signin">
          Back to sign in
        </Link>
      }
    >
      <EmailRequestForm
        initialEmail={params.get('email') ?? ''}
        submitLabel="Send code"
        send={authApi.resendCode}
        onSent={(email, message) =>
          navigate(`/verify-account?email=${encodeURIComponent(email)}`, { state: { message } })
        }
      />
    </AuthCard>
  );
}
