import { TEAM_ROLES, type TeamMe } from '@lisa/contracts/team';
import { Button } from '@lisa/ui/button';
import { DataTable } from '@lisa/ui/data-table';
import { EmptyState } from '@lisa/ui/empty-state';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import { useQuery } from '@tanstack/react-query';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { teamQueries } from '../api/team-queries.ts';
import { useTeamApi } from '../hooks/use-team-api.ts';
import { filterMembers, type RoleFilter } from '../lib/member-filter.ts';
import { canManageTeam } from '../lib/team-permissions.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { MemberActionDialogs, useMemberActionRunner } from './member-action-dialogs.tsx';
import { memberColumns } from './member-columns.tsx';
import { RetryAlert } from './retry-alert.tsx';

/** Members and pending invites: searchable, filterable, actions by the viewer's role. */
export function MembersTab({ me }: { me: TeamMe | undefined }) {
  const api = useTeamApi();
  const members = useQuery(teamQueries.members(api));
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [inviting, setInviting] = useState(false);
  const runner = useMemberActionRunner();
  const manages = canManageTeam(me?.role);
  const viewer = me ? { userId: me.user_id, role: me.role } : undefined;
  const columns = memberColumns(viewer, runner.run);
  const rows = filterMembers(members.data?.data ?? [], { search, role });
  const filtered = search.trim() !== '' || role !== 'all';

  const inviteButton = manages ? (
    <Button leadingIcon={<UserPlus />} onClick={() => setInviting(true)}>
      Invite teammate
    </Button>
  ) : null;

  if (members.isError) {
    return (
      <RetryAlert message="The team could not be loaded." onRetry={() => void members.refetch()} />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Search members" className="min-w-48 flex-1">
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder="Name or email"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <Field label="Filter by role" className="w-40">
          {(control) => (
            <Select
              {...control}
              value={role}
              onChange={(event) => setRole(event.target.value as RoleFilter)}
            >
              <option value="all">All roles</option>
              {TEAM_ROLES.map((value) => (
                <option key={value} value={value} className="capitalize">
                  {value[0]?.toUpperCase() + value.slice(1)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {inviteButton}
      </div>
      <DataTable
        caption="Team members and pending invites"
        columns={columns}
        data={rows}
        getRowId={(member) =>
          member.user_id ? `user-${member.user_id}` : `invite-${member.invite_id}`
        }
        sorting
        pageSize={25}
        loading={members.isPending}
        empty={
          filtered ? (
            'No member matches this search.'
          ) : (
            <EmptyState
              icon={<Users />}
              title="No teammates yet"
              description={
                manages
                  ? 'Invite the people who answer your customers with you.'
                  : 'The people you work with appear here once they join.'
              }
              action={inviteButton}
            />
          )
        }
      />
      {manages ? <InviteDialog open={inviting} onOpenChange={setInviting} /> : null}
      <MemberActionDialogs runner={runner} />
    </div>
  );
}
