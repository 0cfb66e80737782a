import type { InvitableRole, Member, MemberList } from '@lisa/contracts/team';
import { toast } from '@lisa/ui/toast';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from '../../../lib/api-failure.ts';
import type { TeamApi } from '../api/team-api.ts';
import { teamQueries } from '../api/team-queries.ts';
import { memberName } from '../lib/member-filter.ts';
import { useTeamApi } from './use-team-api.ts';

const membersKey = teamQueries.members({} as TeamApi).queryKey;

/** Changes the cached list at once; returns how to put it back. */
async function editList(queryClient: QueryClient, edit: (rows: Member[]) => Member[]) {
  await queryClient.cancelQueries({ queryKey: membersKey });
  const previous = queryClient.getQueryData<MemberList>(membersKey);
  if (previous) queryClient.setQueryData<MemberList>(membersKey, { data: edit(previous.data) });
  return () => {
    if (previous) queryClient.setQueryData(membersKey, previous);
  };
}

const isRow = (member: Member) => (row: Member) =>
  member.status === 'invited' ? row.invite_id === member.invite_id : row.user_id === member.user_id;

/**
 * The row actions of the member list. Role changes, removals and revocations show at once
 * and roll back with the server's message when it refuses; the list is reloaded after each.
 */
export function useMemberMutations() {
  const api = useTeamApi();
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: teamQueries.all });
  const fail = (fallback: string) => (error: unknown, _member: unknown, rollback?: () => void) => {
    rollback?.();
    toast.error(toApiFailure(error, fallback).message);
  };

  const changeRole = useMutation({
    mutationFn: ({ member, role }: { member: Member; role: InvitableRole }) =>
      api.changeRole(member.user_id ?? 0, role),
    onMutate: ({ member, role }) =>
      editList(queryClient, (rows) =>
        rows.map((row) => (isRow(member)(row) ? { ...row, role } : row)),
      ),
    onError: fail('The role could not be changed. Please try again.'),
    onSuccess: (_answer, { member, role }) =>
      toast.success(`${memberName(member)} is now ${role === 'admin' ? 'an admin' : 'an agent'}.`),
    onSettled: settle,
  });

  const remove = useMutation({
    mutationFn: (member: Member) =>
      member.status === 'invited'
        ? api.revokeInvite(member.invite_id ?? 0)
        : api.removeMember(member.user_id ?? 0),
    onMutate: (member) =>
      editList(queryClient, (rows) => rows.filter((row) => !isRow(member)(row))),
    onError: fail('The change could not be saved. Please try again.'),
    onSuccess: (_answer, member) =>
      toast.success(
        member.status === 'invited'
          ? `The invite to ${member.email} was revoked.`
          : `${memberName(member)} was removed from the team.`,
      ),
    onSettled: settle,
  });

  const resend = useMutation({
    mutationFn: (member: Member) => api.resendInvite(member.invite_id ?? 0),
    onError: fail('The invite could not be sent again. Please try again.'),
    onSuccess: (invite) => toast.success(`The invite to ${invite.email} was sent again.`),
    onSettled: settle,
  });

  const transfer = useMutation({
    mutationFn: (member: Member) => api.offerOwnership(member.user_id ?? 0),
    onError: fail('Ownership could not be offered. Please try again.'),
    onSuccess: (offer) =>
      toast.success(`Ownership offered to ${offer.to.name}. It moves when they accept.`),
    onSettled: settle,
  });

  return { changeRole, remove, resend, transfer };
}
