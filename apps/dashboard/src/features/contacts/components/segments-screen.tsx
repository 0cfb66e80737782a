// /dashboard/contacts/segments: the saved segments — each with its live count and its filters
// in words — opened as the contacts list's filter, renamed, or deleted after a confirmation.
import type { Segment } from '@lisa/contracts/campaigns';
import { isAllowed } from '@lisa/contracts/team';
import { Button } from '@lisa/ui/button';
import { type ColumnDef, DataTable } from '@lisa/ui/data-table';
import { EmptyState } from '@lisa/ui/empty-state';
import { toast } from '@lisa/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Filter } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { campaignsQueries } from '../../campaigns/api/campaigns-api.ts';
import { useCampaignsApi } from '../../campaigns/hooks/use-campaigns.ts';
import { useRole } from '../../session/hooks/use-role.ts';
import { ConfirmDialog } from '../../team/components/confirm-dialog.tsx';
import { useMembers } from '../hooks/use-members.ts';
import { segmentFilterWords } from '../lib/segment-words.ts';
import { LoadFailed } from './load-failed.tsx';
import { RenameSegmentDialog } from './rename-segment-dialog.tsx';

export default function SegmentsScreen({ title = 'Segments' }: { title?: string }) {
  const api = useCampaignsApi();
  const queryClient = useQueryClient();
  const { nameOf } = useMembers();
  const canEdit = isAllowed(useRole(), 'contacts.write');
  const segments = useQuery(campaignsQueries.segments(api));
  const [renaming, setRenaming] = useState<Segment | null>(null);
  const [deleting, setDeleting] = useState<Segment | null>(null);
  const remove = useMutation({
    mutationFn: (segment: Segment) => api.deleteSegment(segment.id),
    onSuccess: (_done, segment) => {
      toast.success(`Segment "${segment.name}" deleted.`);
      setDeleting(null);
    },
    onError: (error) =>
      toast.error(toApiFailure(error, 'The segment could not be deleted.').message),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: campaignsQueries.segments(api).queryKey }),
  });

  const columns: ColumnDef<Segment>[] = [
    {
      id: 'name',
      header: 'Name',
      accessorFn: (segment) => segment.name,
      cell: ({ row }) => (
        <Link
          to={`/dashboard/contacts?segment=${row.original.id}`}
          className="font-medium text-brand-ink hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'count',
      header: 'Contacts now',
      accessorFn: (segment) => segment.count,
      cell: ({ row }) => row.original.count.toLocaleString('en-US'),
    },
    {
      id: 'filters',
      header: 'Filters',
      accessorFn: (segment) => segmentFilterWords(segment.filter, nameOf),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <div className="flex justify-end gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Rename ${row.original.name}`}
            disabled={!canEdit}
            onClick={() => setRenaming(row.original)}
          >
            Rename
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Delete ${row.original.name}`}
            disabled={!canEdit}
            onClick={() => setDeleting(row.original)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="segments-title">
      <Link
        to="/dashboard/contacts"
        className="inline-flex items-center gap-1 text-brand-ink text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Contacts
      </Link>
      <h1 id="segments-title" className="mt-2 font-semibold text-2xl">
        {title}
      </h1>
      <p className="mt-1 text-ink-muted text-sm">
        Saved filters over your contacts. Campaigns send to them; each count follows your contacts
        as they change.
      </p>
      {segments.isError ? (
        <LoadFailed
          message="The segments could not be loaded."
          onRetry={() => void segments.refetch()}
        />
      ) : null}
      <DataTable
        className="mt-6"
        caption="Segments"
        columns={columns}
        data={segments.data?.data ?? []}
        getRowId={(segment) => String(segment.id)}
        loading={segments.isPending}
        empty={
          <EmptyState
            icon={<Filter />}
            title="No segments yet"
            description="Filter the contacts list, then choose Save as segment."
          />
        }
      />
      <RenameSegmentDialog segment={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete the segment "${deleting?.name ?? ''}"?`}
        confirmLabel="Delete segment"
        danger
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
      >
        Its contacts stay as they are. Campaigns already sent to it keep their own copy of its
        filters.
      </ConfirmDialog>
    </section>
  );
}
