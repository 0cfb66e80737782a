import { useServices } from '../../../lib/services-context.ts';
import { EmailRequestScreen } from './email-request-screen.tsx';

export function ForgotPasswordScreen() {
  const { authApi } = useServices();
  return (
    <EmailRequestScreen
      title="Forgot your password?"
      lead="Enter your email and we will send you a 6-digit code to reset it."
      submitLabel="Send reset code"
      send={authApi.forgotPassword}
      nextPath="/reset-password"
    />
  );
}
