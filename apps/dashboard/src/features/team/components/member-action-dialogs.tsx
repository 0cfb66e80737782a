import type { Member } from '@lisa/contracts/team';
import { toast } from '@lisa/ui/toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { useSessionStore } from '../../session/hooks/use-session.ts';
import { useMemberMutations } from '../hooks/use-member-mutations.ts';
import { useTeamApi } from '../hooks/use-team-api.ts';
import { memberName } from '../lib/member-filter.ts';
import type { MemberAction } from '../lib/team-permissions.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

type Confirming = { action: 'remove' | 'leave' | 'transferOwnership'; member: Member } | null;

/** Runs a row action: at once for role changes and invites, after a confirmation otherwise. */
export function useMemberActionRunner() {
  const mutations = useMemberMutations();
  const [confirming, setConfirming] = useState<Confirming>(null);

  function run(action: MemberAction, member: Member) {
    if (action === 'changeRoleToAdmin') mutations.changeRole.mutate({ member, role: 'admin' });
    else if (action === 'changeRoleToAgent') mutations.changeRole.mutate({ member, role: 'agent' });
    else if (action === 'resendInvite') mutations.resend.mutate(member);
    else if (action === 'revokeInvite') mutations.remove.mutate(member);
    else setConfirming({ action, member });
  }

  return { run, confirming, close: () => setConfirming(null), mutations };
}

export function MemberActionDialogs({
  runner,
}: {
  runner: ReturnType<typeof useMemberActionRunner>;
}) {
  const { confirming, close, mutations } = runner;
  const leave = useLeaveBusiness();
  const member = confirming?.member;
  const name = member ? memberName(member) : '';
  const open = (action: NonNullable<Confirming>['action']) => confirming?.action === action;
  const onOpenChange = (next: boolean) => {
    if (!next) close();
  };

  return (
    <>
      <ConfirmDialog
        open={open('remove')}
        onOpenChange={onOpenChange}
        title={`Remove ${name}?`}
        confirmLabel="Remove"
        danger
        onConfirm={() => {
          if (member) mutations.remove.mutate(member);
          close();
        }}
      >
        {name} loses access to this business at once. You can invite them again later.
      </ConfirmDialog>
      <ConfirmDialog
        open={open('transferOwnership')}
        onOpenChange={onOpenChange}
        title={`Transfer ownership to ${name}?`}
        confirmLabel="Transfer ownership"
        pending={mutations.transfer.isPending}
        onConfirm={() => {
          if (member) mutations.transfer.mutate(member, { onSettled: close });
        }}
      >
        {name} is asked to accept. Ownership moves only when they do; until then you stay the owner.
      </ConfirmDialog>
      <ConfirmDialog
        open={open('leave')}
        onOpenChange={onOpenChange}
        title="Leave this business?"
        confirmLabel="Leave"
        danger
        pending={leave.pending}
        onConfirm={() => {
          void leave.run().finally(close);
        }}
      >
        You lose access to this business. Someone who manages the team can invite you again.
      </ConfirmDialog>
    </>
  );
}

/** Removing oneself: the session then moves to another business, or ends if none is left. */
function useLeaveBusiness() {
  const api = useTeamApi();
  const session = useSessionStore();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function run() {
    setPending(true);
    try {
      await api.leave();
      toast.success('You left the business.');
      await session.refresh();
      if (session.getState().businessId === null) await session.setToken(null);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast.error(
        toApiFailure(error, 'You could not leave the business. Please try again.').message,
      );
    } finally {
      setPending(false);
    }
  }
  return { run, pending };
}
