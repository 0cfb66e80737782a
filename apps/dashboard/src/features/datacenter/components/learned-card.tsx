import type { LearnedQuestion } from '@lisa/contracts/knowledge';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { Card, CardHeader } from '@lisa/ui/card';
import { Dialog } from '@lisa/ui/dialog';
import { Skeleton } from '@lisa/ui/skeleton';
import { toast } from '@lisa/ui/toast';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { learnedQueries } from '../api/learned-queries.ts';
import { useLearnedApi } from '../hooks/use-learned-api.ts';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * "Learned questions": what the team taught from the inbox ("Good answer" on a cited reply).
 * Each visitor question now finds the passage sentence beside it; one whose sentence was
 * edited away is marked "No longer found" (it does nothing until the sentence is back).
 */
export function LearnedCard() {
  const api = useLearnedApi();
  const queryClient = useQueryClient();
  const learned = useInfiniteQuery(learnedQueries.list(api));
  const [deleting, setDeleting] = useState<LearnedQuestion | null>(null);
  const [busy, setBusy] = useState(false);
  const list = learned.data?.pages.flatMap((page) => page.data) ?? [];

  async function remove(question: LearnedQuestion) {
    setBusy(true);
    try {
      await api.remove(question.id);
      toast.success('Your agent no longer uses that question.');
      setDeleting(null);
    } catch (error) {
      toast.error(toApiFailure(error, 'The learned question could not be deleted.').message);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: learnedQueries.all });
    }
  }

  return (
    <Card as="section" aria-labelledby="learned-title">
      <CardHeader
        title={<span id="learned-title">Learned questions</span>}
        description='Taught from the inbox with "Good answer": a visitor asking something alike gets the same passage.'
      />
      {learned.isError ? (
        <div className="mt-3 flex items-center gap-2 text-sm">
          <p className="text-danger-ink">
            {toApiFailure(learned.error, 'The learned questions could not be loaded.').message}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void learned.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {learned.isPending ? (
        <div aria-busy="true" className="mt-3 space-y-2">
          <span className="sr-only">Loading the learned questions</span>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : null}
      {learned.isSuccess && list.length === 0 ? (
        <p className="mt-3 text-ink-muted text-sm">
          None yet. In the inbox, mark a cited answer of your agent "Good answer" to teach it.
        </p>
      ) : null}
      <ul aria-label="Learned questions" className="mt-3 flex flex-col divide-y divide-line">
        {list.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium">{item.question}</p>
              <p className="mt-0.5 flex items-start gap-1 text-ink-muted">
                <ArrowRight aria-label="finds" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
                <span>{item.anchor}</span>
              </p>
              <p className="mt-0.5 text-ink-muted text-xs">
                {item.taught_by ? `Taught by ${item.taught_by.name}` : 'Taught'} ·{' '}
                <time dateTime={item.created_at}>{day.format(new Date(item.created_at))}</time>
                {item.found ? null : (
                  <>
                    {' '}
                    <Badge tone="warning">No longer found</Badge>
                  </>
                )}
              </p>
            </div>
            <Button
              size="sm"
              variant="ghost"
              leadingIcon={<Trash2 />}
              onClick={() => setDeleting(item)}
              aria-label={`Delete learned question: ${item.question}`}
            >
              Delete
            </Button>
          </li>
        ))}
      </ul>
      {learned.hasNextPage ? (
        <Button
          className="mt-2"
          size="sm"
          variant="secondary"
          loading={learned.isFetchingNextPage}
          onClick={() => void learned.fetchNextPage()}
        >
          Show more
        </Button>
      ) : null}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this learned question?"
      >
        <p className="text-ink-muted text-sm">
          Your agent stops using "{deleting?.question}" at once. You can teach it again from the
          inbox.
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={() => (deleting ? void remove(deleting) : undefined)}
          >
            Delete learned question
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
