import type { ApiKey } from '@lisa/contracts/public-api';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { type ColumnDef, DataTable } from '@lisa/ui/data-table';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { ConfirmDialog } from '../../team/components/confirm-dialog.tsx';
import { publicApiQueries } from '../api/public-api-queries.ts';
import { usePublicApiApi } from '../hooks/use-public-api-api.ts';
import { describeScopes, keyState } from '../lib/public-api-labels.ts';
import { CreateKeyDialog } from './create-key-dialog.tsx';
import { LoadError } from './load-error.tsx';

const STATE_TONE = { active: 'success', revoked: 'neutral', expired: 'warning' } as const;

/** The business's API keys: made, listed with their last use, revoked. */
export function ApiKeysPanel() {
  const api = usePublicApiApi();
  const queryClient = useQueryClient();
  const keys = useQuery(publicApiQueries.keys(api));
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [pending, setPending] = useState(false);

  async function revoke() {
    if (!revoking) return;
    setPending(true);
    try {
      await api.revokeKey(revoking.id);
      toast.success(`${revoking.name} revoked.`);
      setRevoking(null);
      await queryClient.invalidateQueries({ queryKey: publicApiQueries.all });
    } catch {
      toast.error('The key could not be revoked. Try again.');
    } finally {
      setPending(false);
    }
  }

  const columns: ColumnDef<ApiKey>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <div>
          <div className="font-medium">{row.original.name}</div>
          <code className="text-ink-muted text-xs">{row.original.hint}</code>
        </div>
      ),
    },
    { id: 'scopes', header: 'Scopes', cell: ({ row }) => describeScopes(row.original.scopes) },
    {
      id: 'last_used',
      header: 'Last used',
      cell: ({ row }) =>
        row.original.last_used_at ? formatDateTime(row.original.last_used_at) : 'Never',
    },
    {
      id: 'state',
      header: 'Status',
      cell: ({ row }) => {
        const state = keyState(row.original);
        const expires = row.original.expires_at;
        return (
          <div className="flex flex-col items-start gap-1">
            <Badge tone={STATE_TONE[state]} className="capitalize">
              {state}
            </Badge>
            {state === 'active' && expires ? (
              <span className="text-ink-muted text-xs">Expires {formatDateTime(expires)}</span>
            ) : null}
          </div>
        );
      },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) =>
        keyState(row.original) === 'active' ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setRevoking(row.original)}
            aria-label={`Revoke ${row.original.name}`}
          >
            Revoke
          </Button>
        ) : null,
    },
  ];

  return (
    <Card as="section" aria-labelledby="api-keys-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="api-keys-title" className="font-semibold text-lg">
            API keys
          </h2>
          <p className="mt-1 text-ink-muted text-sm">
            Call Lisa's REST API from your own systems. A key is shown once, when you create it.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          Create API key
        </Button>
      </div>
      {keys.isError ? (
        <LoadError
          className="mt-4"
          error={keys.error}
          fallback="The API keys could not be loaded."
          onRetry={() => void keys.refetch()}
        />
      ) : null}
      <DataTable
        className="mt-4"
        caption="API keys"
        columns={columns}
        data={keys.data ?? []}
        getRowId={(key) => String(key.id)}
        loading={keys.isPending && !keys.isError}
        empty={keys.isError ? 'No API keys to show.' : 'No API keys yet.'}
      />
      <CreateKeyDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? null : setRevoking(null))}
        title={`Revoke ${revoking?.name ?? 'this key'}?`}
        confirmLabel="Revoke key"
        danger
        pending={pending}
        onConfirm={revoke}
      >
        Anything using this key stops working at once. This cannot be undone.
      </ConfirmDialog>
    </Card>
  );
}
