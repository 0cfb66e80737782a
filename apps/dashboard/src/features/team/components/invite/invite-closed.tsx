import { Link } from 'react-router';
import { AuthCard } from '../../../auth/components/auth-card.tsx';
import { useSession } from '../../../session/hooks/use-session.ts';

/** An invite that cannot be used (any more): which case it is, and where to go next. */
export function InviteClosed({ title, message }: { title: string; message: string }) {
  const { token } = useSession();
  return (
    <AuthCard title={title}>
      <p role="alert" className="text-ink text-sm">
        {message}
      </p>
      <Link
        className="mt-6 inline-block font-medium text-brand-ink text-sm hover:underline"
        to={token ? '/dashboard' : '/signin'}
      >
        {token ? 'Go to the dashboard' : 'Sign in'}
      </Link>
    </AuthCard>
  );
}
