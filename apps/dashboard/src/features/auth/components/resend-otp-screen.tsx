import { useServices } from '../../../lib/services-context.ts';
import { EmailRequestScreen } from './email-request-screen.tsx';

export function ResendOtpScreen() {
  const { authApi } = useServices();
  return (
    <EmailRequestScreen
      title="Send a new code"
      lead="Enter the email you signed up with and we will send a new 6-digit verification code."
      submitLabel="Send code"
      send={authApi.resendCode}
      nextPath="/verify-account"
    />
  );
}
