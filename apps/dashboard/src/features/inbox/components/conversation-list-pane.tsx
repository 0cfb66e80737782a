import { Button } from '@lisa/ui/button';
import { EmptyState } from '@lisa/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lisa/ui/tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { inboxQueries } from '../api/inbox-queries.ts';
import { useInboxApi } from '../hooks/use-inbox-api.ts';
import { listConversations } from '../lib/inbox-cache.ts';
import {
  DEFAULT_FILTERS,
  filtersToListQuery,
  type InboxFilters,
  type StatusFilter,
} from '../lib/inbox-filters.ts';
import { countFor, emptyListText, STATUS_TABS, statusLabel } from '../lib/inbox-status.ts';
import { ConversationListFilters } from './conversation-list-filters.tsx';
import { ConversationListItem } from './conversation-list-item.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { LoadFailure } from './load-failure.tsx';

export interface ConversationListPaneProps {
  filters: InboxFilters;
  onFiltersChange: (change: Partial<InboxFilters>) => void;
  selectedId: number | null;
  hrefFor: (id: number) => string;
  className?: string;
}

/** The list region: status tabs with counts, filters, rows and "Load more". */
export function ConversationListPane({
  filters,
  onFiltersChange,
  selectedId,
  hrefFor,
  className,
}: ConversationListPaneProps) {
  const api = useInboxApi();
  const list = useInfiniteQuery(inboxQueries.list(api, filtersToListQuery(filters)));
  const rows = listConversations(list.data);
  const counts = list.data?.pages[0]?.counts;
  const now = useNow(30_000);
  const filtered =
    filters.q.trim() !== '' ||
    filters.assignee !== 'all' ||
    filters.channel !== '' ||
    filters.tag !== '' ||
    filters.unread;
  const empty = emptyListText(filters.status, filtered);

  return (
    <section
      aria-labelledby="inbox-list-title"
      className={`flex min-h-0 flex-col bg-surface ${className ?? ''}`}
    >
      <h2 id="inbox-list-title" className="sr-only">
        Conversations
      </h2>
      <Tabs
        value={filters.status}
        onValueChange={(value) => onFiltersChange({ status: value as StatusFilter })}
        className="flex min-h-0 flex-1 flex-col"
      >
        <TabsList aria-label="Status" className="px-1">
          {STATUS_TABS.map((status) => {
            const count = countFor(status, counts);
            return (
              <TabsTrigger key={status} value={status} className="px-1.5!">
                {statusLabel(status)}
                {count === undefined ? null : (
                  <span className="ml-1 rounded-full bg-surface-muted px-1 text-ink-muted text-xs tabular-nums">
                    {' '}
                    {count}
                  </span>
                )}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <ConversationListFilters
          filters={filters}
          onChange={onFiltersChange}
          seenChannels={[...new Set(rows.map((row) => row.channel))]}
        />
        <TabsContent
          value={filters.status}
          className="min-h-0 flex-1 overflow-y-auto border-line border-t pt-0"
        >
          {list.isPending ? (
            <>
              <p className="sr-only" role="status">
                Loading conversations
              </p>
              <ListSkeleton />
            </>
          ) : list.isError ? (
            <LoadFailure
              message={toApiFailure(list.error, 'The conversations could not be loaded.').message}
              onRetry={() => void list.refetch()}
            />
          ) : rows.length === 0 ? (
            <EmptyState
              icon={<Inbox />}
              title={empty.title}
              description={empty.description}
              action={
                filtered ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onFiltersChange({ ...DEFAULT_FILTERS, status: filters.status })}
                  >
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <ul>
                {rows.map((conversation) => (
                  <ConversationListItem
                    key={conversation.id}
                    conversation={conversation}
                    selected={conversation.id === selectedId}
                    href={hrefFor(conversation.id)}
                    now={now}
                  />
                ))}
              </ul>
              {list.hasNextPage ? (
                <div className="p-3">
                  <Button
                    variant="secondary"
                    size="sm"
                    className="w-full"
                    loading={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    Load more
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** The current time, ticking so "5m" and "Waiting 12 min" stay true. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
