// The team's calls (/api/team/*, /api/audit-log) on the api-client, so the chosen business
// (x-lisa-business), timeout, retries, offline gate and 401 handling apply to each.
import type { ApiClient } from '@lisa/api-client';
import type { Availability, InvitableRole, InviteRequest } from '@lisa/contracts/team';
import {
  type AuditPage,
  type AuditQuery,
  auditPageSchema,
  type Invite,
  inviteSchema,
  type Member,
  type MemberList,
  memberListSchema,
  memberSchema,
  type OwnershipTransfer,
  ownershipTransferSchema,
  type TeamMe,
  teamMeSchema,
} from '@lisa/contracts/team';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createTeamApi(client: ApiClient) {
  return {
    me: (signal?: AbortSignal): Promise<TeamMe> =>
      client.get('/team/me', { schema: teamMeSchema, ...withSignal(signal) }),
    setAvailability: (availability: Availability): Promise<TeamMe> =>
      client.put('/team/me/availability', { json: { availability }, schema: teamMeSchema }),
    members: (signal?: AbortSignal): Promise<MemberList> =>
      client.get('/team/members', { schema: memberListSchema, ...withSignal(signal) }),
    changeRole: (userId: number, role: InvitableRole): Promise<Member> =>
      client.patch(`/team/members/${userId}`, { json: { role }, schema: memberSchema }),
    /** Removes another member (owner and admin). */
    removeMember: (userId: number): Promise<void> =>
      client.delete(`/team/members/${userId}`).then(() => undefined),
    /** The signed-in person leaves the chosen business (anyone but the owner). */
    leave: (): Promise<void> => client.post('/team/leave').then(() => undefined),
    invite: (body: InviteRequest): Promise<Invite> =>
      client.post('/team/invites', { json: body, schema: inviteSchema }),
    resendInvite: (inviteId: number): Promise<Invite> =>
      client.post(`/team/invites/${inviteId}/resend`, { schema: inviteSchema }),
    revokeInvite: (inviteId: number): Promise<void> =>
      client.delete(`/team/invites/${inviteId}`).then(() => undefined),
    offerOwnership: (userId: number): Promise<OwnershipTransfer> =>
      client.post('/team/ownership-transfer', {
        json: { user_id: userId },
        schema: ownershipTransferSchema,
      }),
    acceptOwnership: (): Promise<TeamMe> =>
      client.post('/team/ownership-transfer/accept', { schema: teamMeSchema }),
    /** Cancels the owner's offer, or declines the one offered to this person. */
    withdrawOwnership: (): Promise<void> =>
      client.delete('/team/ownership-transfer').then(() => undefined),
    auditLog: (query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> => {
      const searchParams: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') searchParams[key] = value as string | number;
      }
      return client.get('/audit-log', {
        searchParams,
        schema: auditPageSchema,
        ...withSignal(signal),
      });
    },
  };
}
export type TeamApi = ReturnType<typeof createTeamApi>;
