import { cx } from '@lisa/ui/class-names';
import { EmptyState } from '@lisa/ui/empty-state';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useRole } from '../../session/hooks/use-role.ts';
import { inboxQueries } from '../api/inbox-queries.ts';
import { useInboxApi } from '../hooks/use-inbox-api.ts';
import { useInboxFilters } from '../hooks/use-inbox-filters.ts';
import { useInboxRealtime } from '../hooks/use-inbox-realtime.ts';
import { listConversations } from '../lib/inbox-cache.ts';
import {
  filtersFromSearchParams,
  filtersToListQuery,
  filtersToSearchParams,
} from '../lib/inbox-filters.ts';
import { canManageInboxSettings } from '../lib/inbox-permissions.ts';
import { ContactDetailsButton } from './contact-details-sheet.tsx';
import { ContactPanel } from './contact-panel.tsx';
import { ConversationListPane } from './conversation-list-pane.tsx';
import { ConversationThread } from './conversation-thread.tsx';
import { InboxAlertControls } from './inbox-alert-controls.tsx';
import { InboxSettingsButton } from './inbox-settings-dialog.tsx';
import { BackButton } from './thread-header.tsx';

/**
 * /dashboard/inbox: the list, the open thread and the contact, side by side on a desktop;
 * on a phone the list, then the thread with a back button. Filters and the open
 * conversation (`?c=`) live in the address.
 */
export default function InboxScreen({ title }: { title: string }) {
  useInboxRealtime();
  const api = useInboxApi();
  const role = useRole();
  const { filters, selectedId, setFilters, select } = useInboxFilters();
  const [params] = useSearchParams();
  const list = useInfiniteQuery(inboxQueries.list(api, filtersToListQuery(filters)));
  const hrefFor = useCallback(
    (id: number) => {
      // The filters are written out, so the address names the list it was opened from.
      const next = filtersToSearchParams(filtersFromSearchParams(params), params);
      next.set('c', String(id));
      return `?${next.toString()}`;
    },
    [params],
  );
  const open = selectedId !== null;

  return (
    <div className="-mx-4 -my-6 sm:-mx-6 flex h-[calc(100dvh-7.75rem)] min-h-[30rem] flex-col md:h-[calc(100dvh-3.5rem)]">
      <header className="flex items-center justify-end gap-2 border-line border-b bg-surface px-3 py-1">
        <h1 className="sr-only">{title}</h1>
        <InboxAlertControls />
        {canManageInboxSettings(role) ? <InboxSettingsButton /> : null}
      </header>
      <div className="grid min-h-0 flex-1 grid-cols-1 lg:grid-cols-[26rem_minmax(0,1fr)] xl:grid-cols-[26rem_minmax(0,1fr)_16rem]">
        <ConversationListPane
          className={cx('border-line lg:border-r', open ? 'hidden lg:flex' : 'flex')}
          filters={filters}
          onFiltersChange={setFilters}
          selectedId={selectedId}
          hrefFor={hrefFor}
        />
        {open ? (
          <ConversationThread
            key={selectedId}
            id={selectedId}
            className="min-h-0"
            back={
              <span className="lg:hidden">
                <BackButton label="Back to conversations" onClick={() => select(null)} />
              </span>
            }
            details={
              <span className="xl:hidden">
                <ContactDetailsButton
                  id={selectedId}
                  loaded={listConversations(list.data)}
                  hrefFor={hrefFor}
                />
              </span>
            }
          />
        ) : (
          <div className="hidden items-center justify-center bg-surface-muted lg:flex">
            <EmptyState
              icon={<MessagesSquare />}
              title="Choose a conversation"
              description="Pick one from the list to read it and reply. Press ? for keyboard shortcuts."
            />
          </div>
        )}
        {open ? (
          <ContactPanel
            id={selectedId}
            loaded={listConversations(list.data)}
            hrefFor={hrefFor}
            className="hidden border-line border-l xl:block"
          />
        ) : (
          <div className="hidden border-line border-l bg-surface xl:block" />
        )}
      </div>
    </div>
  );
}
