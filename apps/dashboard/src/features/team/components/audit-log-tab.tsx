import type { AuditEntry } from '@lisa/contracts/team';
import { Button } from '@lisa/ui/button';
import { type ColumnDef, DataTable } from '@lisa/ui/data-table';
import { EmptyState } from '@lisa/ui/empty-state';
import { Field } from '@lisa/ui/field';
import { Select } from '@lisa/ui/input';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { teamQueries } from '../api/team-queries.ts';
import { useTeamApi } from '../hooks/use-team-api.ts';
import { AUDIT_KIND_FILTERS, auditActorName, formatAuditChange } from '../lib/audit-format.ts';
import { memberName } from '../lib/member-filter.ts';
import { RetryAlert } from './retry-alert.tsx';

const columns: ColumnDef<AuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.created_at)}</span>
    ),
  },
  { id: 'who', header: 'Who', cell: ({ row }) => auditActorName(row.original) },
  {
    id: 'kind',
    header: 'What',
    cell: ({ row }) => <code className="text-xs">{row.original.kind}</code>,
  },
  { id: 'target', header: 'Target', cell: ({ row }) => row.original.target ?? '—' },
  {
    id: 'change',
    header: 'Change',
    cell: ({ row }) => (
      <span className="text-ink-muted">
        {formatAuditChange(row.original.before, row.original.after) || '—'}
      </span>
    ),
  },
];

/** Who changed what, newest first, 50 at a time; filtered by member and by kind. */
export function AuditLogTab() {
  const api = useTeamApi();
  const members = useQuery(teamQueries.members(api));
  const [actor, setActor] = useState('');
  const [kind, setKind] = useState('');
  const audit = useInfiniteQuery(
    teamQueries.audit(api, { actor: actor ? Number(actor) : undefined, kind: kind || undefined }),
  );
  const entries = audit.data?.pages.flatMap((page) => page.data) ?? [];
  const people = (members.data?.data ?? []).filter((member) => member.user_id !== null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Filter by member" className="w-56">
          {(control) => (
            <Select {...control} value={actor} onChange={(event) => setActor(event.target.value)}>
              <option value="">Everyone</option>
              {people.map((member) => (
                <option key={member.user_id} value={String(member.user_id)}>
                  {memberName(member)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Filter by kind" className="w-44">
          {(control) => (
            <Select {...control} value={kind} onChange={(event) => setKind(event.target.value)}>
              {AUDIT_KIND_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {audit.isError && entries.length === 0 ? (
        <RetryAlert
          message="The audit log could not be loaded."
          onRetry={() => void audit.refetch()}
        />
      ) : (
        <DataTable
          caption="Audit log, newest first"
          columns={columns}
          data={entries}
          getRowId={(entry) => String(entry.id)}
          loading={audit.isPending}
          empty={
            actor || kind ? (
              'No change matches these filters.'
            ) : (
              <EmptyState
                icon={<ScrollText />}
                title="No changes recorded yet"
                description="Invites, role changes and other changes to this business appear here."
              />
            )
          }
        />
      )}
      {audit.isFetchNextPageError ? (
        <p role="alert" className="text-danger-ink text-sm">
          More entries could not be loaded. Try again.
        </p>
      ) : null}
      {audit.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            loading={audit.isFetchingNextPage}
            onClick={() => void audit.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
