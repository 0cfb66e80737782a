import type { KnowledgeSource } from '@lisa/contracts/knowledge';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import type { ColumnDef } from '@lisa/ui/data-table';
import { formatDateTime } from '../../../lib/format.ts';
import { formatBytes, KIND_LABELS, SCHEDULE_LABELS, STATUS_LABELS } from '../lib/source-format.ts';

const STATUS_TONE = {
  queued: 'neutral',
  processing: 'brand',
  ready: 'success',
  failed: 'danger',
} as const;

export type SourceAction = 'preview' | 'sync' | 'delete';

/** The sources table's columns; the last one holds the row's actions. */
export function sourceColumns(
  onAction: (action: SourceAction, source: KnowledgeSource) => void,
): ColumnDef<KnowledgeSource>[] {
  return [
    { id: 'type', header: 'Type', accessorFn: (s) => KIND_LABELS[s.kind] },
    {
      id: 'title',
      header: 'Title',
      accessorKey: 'title',
      cell: ({ row }) => (
        <span className="font-medium">
          {row.original.title}
          {row.original.url ? (
            <span className="block max-w-xs truncate text-ink-muted text-xs">
              {row.original.url}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      accessorKey: 'status',
      cell: ({ row }) => (
        <div>
          <Badge tone={STATUS_TONE[row.original.status]}>
            {STATUS_LABELS[row.original.status]}
          </Badge>
          {row.original.error ? (
            <p className="mt-1 max-w-xs text-danger-ink text-xs">{row.original.error}</p>
          ) : null}
        </div>
      ),
    },
    { id: 'chunks', header: 'Chunks', accessorKey: 'chunk_count' },
    {
      id: 'size',
      header: 'Size',
      accessorFn: (s) => s.size_bytes ?? 0,
      cell: ({ row }) => formatBytes(row.original.size_bytes),
    },
    {
      id: 'synced',
      header: 'Last synced',
      accessorFn: (s) => s.synced_at ?? '',
      cell: ({ row }) => (
        <div>
          {row.original.synced_at ? formatDateTime(row.original.synced_at) : '—'}
          {row.original.sync_schedule !== 'off' ? (
            <p className="text-ink-muted text-xs">{SCHEDULE_LABELS[row.original.sync_schedule]}</p>
          ) : null}
        </div>
      ),
    },
    {
      id: 'added_by',
      header: 'Added by',
      accessorFn: (s) => s.added_by ?? (s.system ? 'Lisa' : '—'),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => {
        const source = row.original;
        return (
          <div className="flex justify-end gap-1">
            <Button
              size="sm"
              variant="ghost"
              onClick={(event) => {
                event.stopPropagation();
                onAction('preview', source);
              }}
              aria-label={`Preview ${source.title}`}
            >
              Preview
            </Button>
            {source.kind === 'url' && !source.system ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={(event) => {
                  event.stopPropagation();
                  onAction('sync', source);
                }}
                aria-label={`Sync ${source.title}`}
              >
                Sync
              </Button>
            ) : null}
            {source.system ? null : (
              <Button
                size="sm"
                variant="ghost"
                onClick={(event) => {
                  event.stopPropagation();
                  onAction('delete', source);
                }}
                aria-label={`Delete ${source.title}`}
              >
                Delete
              </Button>
            )}
          </div>
        );
      },
    },
  ];
}
