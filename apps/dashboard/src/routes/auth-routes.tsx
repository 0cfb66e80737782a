import { Navigate, type RouteObject, useLocation } from 'react-router';
import { ForgotPasswordScreen } from '../features/auth/components/forgot-password-screen.tsx';
import { RegisterScreen } from '../features/auth/components/register-screen.tsx';
import { ResendOtpScreen } from '../features/auth/components/resend-otp-screen.tsx';
import { ResetPasswordScreen } from '../features/auth/components/reset-password-screen.tsx';
import { SignInScreen } from '../features/auth/components/sign-in-screen.tsx';
import { VerifyAccountScreen } from '../features/auth/components/verify-account-screen.tsx';

/** /login keeps its query (e.g. ?next=) when it sends the visitor to /signin. */
function LoginRedirect() {
  const location = useLocation();
  return <Navigate to={`/signin${location.search}`} replace />;
}

export const authRoutes: RouteObject[] = [
  { path: '/signin', element: <SignInScreen /> },
  { path: '/login', element: <LoginRedirect /> },
  { path: '/register', element: <RegisterScreen /> },
  { path: '/verify-account', element: <VerifyAccountScreen /> },
  { path: '/resend-otp', element: <ResendOtpScreen /> },
  { path: '/forgot-password', element: <ForgotPasswordScreen /> },
  { path: '/reset-password', element: <ResetPasswordScreen /> },
];
