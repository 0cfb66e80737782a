import { inviteTokenSchema } from '@lisa/contracts/team';
import { Button } from '@lisa/ui/button';
import { Spinner } from '@lisa/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toApiFailure } from '../../../../lib/api-failure.ts';
import { AuthCard } from '../../../auth/components/auth-card.tsx';
import { useSession, useSessionStore } from '../../../session/hooks/use-session.ts';
import { useInviteApi } from '../../hooks/use-invite-api.ts';
import { CLOSED_INVITES, inviteView, signInToAccept } from '../../lib/invite-view.ts';
import { InviteClosed } from './invite-closed.tsx';
import { InviteJoinButton } from './invite-join-button.tsx';
import { InviteSignUpForm } from './invite-sign-up-form.tsx';

/** /invite?token=…: open to everyone; what it offers depends on the invite and who is here. */
export function InviteAcceptScreen() {
  const [params] = useSearchParams();
  const token = inviteTokenSchema.safeParse(params.get('token'));
  if (!token.success) return <InviteClosed {...CLOSED_INVITES.unknown} />;
  return <InviteForToken token={token.data} />;
}

function InviteForToken({ token }: { token: string }) {
  const inviteApi = useInviteApi();
  const session = useSessionStore();
  const { token: sessionToken, user } = useSession();
  const navigate = useNavigate();
  const preview = useQuery({
    queryKey: ['invite-preview', token],
    queryFn: ({ signal }) => inviteApi.preview(token, signal),
    staleTime: 0,
  });

  if (preview.isPending) {
    return (
      <AuthCard title="Your invite">
        <Spinner label="Loading the invite" />
      </AuthCard>
    );
  }
  if (preview.isError) {
    const failure = toApiFailure(preview.error, 'The invite could not be loaded.');
    if (failure.status === 404) return <InviteClosed {...CLOSED_INVITES.unknown} />;
    return (
      <AuthCard title="Your invite">
        <p role="alert" className="text-danger-ink text-sm">
          {failure.message}
        </p>
        <Button className="mt-4" variant="secondary" onClick={() => void preview.refetch()}>
          Retry
        </Button>
      </AuthCard>
    );
  }

  const invite = preview.data;
  const email = sessionToken && typeof user?.email === 'string' ? user.email : null;
  const view = inviteView(invite, email);
  if (view.kind === 'closed') return <InviteClosed title={view.title} message={view.message} />;
  const reload = () => void preview.refetch();

  return (
    <AuthCard
      title={`Join ${invite.business_name}`}
      lead={
        <>
          {invite.invited_by ? `${invite.invited_by} invited you` : 'You are invited'} to join{' '}
          <strong>{invite.business_name}</strong> as{' '}
          {invite.role === 'admin' ? 'an admin' : 'an agent'}.
        </>
      }
    >
      {view.kind === 'signUp' ? (
        <InviteSignUpForm
          token={token}
          email={invite.email}
          businessName={invite.business_name}
          onClosed={reload}
        />
      ) : view.kind === 'join' ? (
        <InviteJoinButton token={token} businessName={invite.business_name} onClosed={reload} />
      ) : view.kind === 'signIn' ? (
        <>
          <p className="text-ink text-sm">{view.message}</p>
          <Link
            className="mt-6 inline-block font-medium text-brand-ink text-sm hover:underline"
            to={signInToAccept(token, invite.email)}
          >
            Sign in to accept
          </Link>
        </>
      ) : (
        <>
          <p role="alert" className="text-ink text-sm">
            {view.message}
          </p>
          <Button
            className="mt-6 w-full"
            variant="secondary"
            onClick={async () => {
              await session.setToken(null);
              navigate(signInToAccept(token, invite.email), { replace: true });
            }}
          >
            Sign out and sign in as {invite.email}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
