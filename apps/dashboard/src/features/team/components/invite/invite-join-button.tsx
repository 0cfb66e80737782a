import { Button } from '@lisa/ui/button';
import { useState } from 'react';
import { toApiFailure } from '../../../../lib/api-failure.ts';
import { FormMessage } from '../../../forms/components/form-message.tsx';
import { useSession } from '../../../session/hooks/use-session.ts';
import { useFinishJoining } from '../../hooks/use-finish-joining.ts';
import { useInviteApi } from '../../hooks/use-invite-api.ts';

/** Signed in as the invited address: one click joins. */
export function InviteJoinButton({
  token,
  businessName,
  onClosed,
}: {
  token: string;
  businessName: string;
  onClosed: () => void;
}) {
  const inviteApi = useInviteApi();
  const { token: sessionToken } = useSession();
  const finish = useFinishJoining(businessName);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function join() {
    setPending(true);
    setMessage(null);
    try {
      await finish(await inviteApi.accept({ token }, sessionToken));
    } catch (error) {
      const failure = toApiFailure(error, 'You could not join yet. Please try again.');
      setMessage(failure.message);
      if (failure.status === 409) onClosed();
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <FormMessage>{message}</FormMessage>
      <Button
        className="w-full"
        loading={pending}
        loadingLabel="Joining"
        onClick={() => void join()}
      >
        Join {businessName}
      </Button>
    </>
  );
}
