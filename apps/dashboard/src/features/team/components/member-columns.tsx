import type { Member } from '@lisa/contracts/team';
import { Badge } from '@lisa/ui/badge';
import type { ColumnDef } from '@lisa/ui/data-table';
import { formatDateTime } from '../../../lib/format.ts';
import { AVAILABILITY_LABELS } from '../lib/availability.ts';
import { memberName } from '../lib/member-filter.ts';
import { type MemberAction, memberActions, type Viewer } from '../lib/team-permissions.ts';
import { AvailabilityDot } from './availability-dot.tsx';
import { MemberActionsMenu } from './member-actions-menu.tsx';

const ROLE_TONE = { owner: 'brand', admin: 'success', agent: 'neutral' } as const;

/** The member list's columns; the last one holds the row's actions for `viewer`. */
export function memberColumns(
  viewer: Viewer | undefined,
  onAction: (action: MemberAction, member: Member) => void,
): ColumnDef<Member>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessorFn: (member) => memberName(member),
      cell: ({ row }) => (
        <span className="font-medium">
          {row.original.name ?? <span className="text-ink-muted">Not joined yet</span>}
          {viewer && row.original.user_id === viewer.userId ? (
            <span className="ml-1 text-ink-muted text-xs">(you)</span>
          ) : null}
        </span>
      ),
    },
    { id: 'email', header: 'Email', accessorKey: 'email' },
    {
      id: 'role',
      header: 'Role',
      accessorKey: 'role',
      cell: ({ row }) => (
        <Badge tone={ROLE_TONE[row.original.role]} className="capitalize">
          {row.original.role}
        </Badge>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      accessorKey: 'status',
      cell: ({ row }) =>
        row.original.status === 'invited' ? (
          <Badge tone="warning">Invited</Badge>
        ) : (
          <Badge tone="success">Active</Badge>
        ),
    },
    {
      id: 'availability',
      header: 'Availability',
      accessorKey: 'availability',
      cell: ({ row }) =>
        row.original.status === 'invited' ? (
          <span className="text-ink-muted">—</span>
        ) : (
          <span className="inline-flex items-center gap-1.5">
            <AvailabilityDot availability={row.original.availability} />
            {AVAILABILITY_LABELS[row.original.availability]}
          </span>
        ),
    },
    {
      id: 'last_seen',
      header: 'Last seen',
      accessorFn: (member) => member.last_seen_at ?? '',
      cell: ({ row }) =>
        row.original.last_seen_at ? (
          <span className="whitespace-nowrap">{formatDateTime(row.original.last_seen_at)}</span>
        ) : (
          <span className="text-ink-muted">Never</span>
        ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) =>
        viewer ? (
          <MemberActionsMenu
            member={row.original}
            actions={memberActions(viewer, row.original)}
            onAction={onAction}
          />
        ) : null,
    },
  ];
}
