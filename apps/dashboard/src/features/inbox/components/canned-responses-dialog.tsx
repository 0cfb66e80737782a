import type { CannedResponse } from '@lisa/contracts/inbox';
import { Button, IconButton } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { EmptyState } from '@lisa/ui/empty-state';
import { Skeleton } from '@lisa/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2, Zap } from 'lucide-react';
import { useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { inboxQueries } from '../api/inbox-queries.ts';
import { useCannedMutations } from '../hooks/use-canned-mutations.ts';
import { useInboxApi } from '../hooks/use-inbox-api.ts';
import { CannedResponseForm } from './canned-response-form.tsx';
import { LoadFailure } from './load-failure.tsx';

/** Owners and admins: list, add, edit and delete the canned responses. */
export function CannedResponsesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const api = useInboxApi();
  const canned = useQuery({ ...inboxQueries.canned(api), enabled: open });
  const { remove } = useCannedMutations();
  // undefined: the list; null: adding; a response: editing it.
  const [editing, setEditing] = useState<CannedResponse | null | undefined>(undefined);
  const close = (next: boolean) => {
    if (!next) setEditing(undefined);
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Canned responses"
      description="Saved replies anyone on the team inserts by typing / and the short code."
      width="max-w-2xl"
    >
      {editing !== undefined ? (
        <CannedResponseForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onDone={() => setEditing(undefined)}
        />
      ) : (
        <div className="space-y-3">
          <div className="flex justify-end">
            <Button size="sm" leadingIcon={<Plus />} onClick={() => setEditing(null)}>
              Add canned response
            </Button>
          </div>
          {canned.isPending ? (
            <div className="space-y-2">
              <p className="sr-only" role="status">
                Loading canned responses
              </p>
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : canned.isError ? (
            <LoadFailure
              message={
                toApiFailure(canned.error, 'The canned responses could not be loaded.').message
              }
              onRetry={() => void canned.refetch()}
            />
          ) : canned.data.length === 0 ? (
            <EmptyState
              icon={<Zap />}
              title="No canned responses yet"
              description="Add the answers your team types most, like opening hours or the refund policy."
            />
          ) : (
            <ul className="divide-y divide-line rounded-card border border-line">
              {canned.data.map((item) => (
                <li key={item.id} className="flex items-start gap-3 px-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium font-mono text-brand-ink text-sm">
                      /{item.short_code}
                    </p>
                    <p className="line-clamp-2 text-ink-muted text-sm">{item.text}</p>
                  </div>
                  <IconButton
                    size="sm"
                    label={`Edit /${item.short_code}`}
                    icon={<Pencil className="h-4 w-4" />}
                    onClick={() => setEditing(item)}
                  />
                  <IconButton
                    size="sm"
                    label={`Delete /${item.short_code}`}
                    icon={<Trash2 className="h-4 w-4" />}
                    onClick={() => remove.mutate(item)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
