import { brand } from '@lisa/catalogue/brand';
import { buttonClassName } from '@lisa/ui/button';
import { EmptyState } from '@lisa/ui/empty-state';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useInboxAttention } from '../hooks/use-inbox-attention.ts';
import { useInboxRealtime } from '../hooks/use-inbox-realtime.ts';
import { selectedConversationId } from '../lib/inbox-filters.ts';
import { ContactDetailsButton } from './contact-details-sheet.tsx';
import { ConversationThread } from './conversation-thread.tsx';

/** /messages?c=<id>: one conversation full screen, as opened from a notification. */
export default function MessagesScreen() {
  useInboxRealtime();
  useInboxAttention();
  const [params] = useSearchParams();
  const id = selectedConversationId(params);
  const inboxHref = id === null ? '/dashboard/inbox' : `/dashboard/inbox?status=all&c=${id}`;
  return (
    <div className="flex h-dvh flex-col bg-surface-muted text-ink">
      <header className="flex items-center gap-3 border-line border-b bg-surface px-3 py-2">
        <Link to={inboxHref} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to inbox
        </Link>
        <span className="font-semibold text-brand-ink">{brand.shortName}</span>
        <h1 className="sr-only">Messages</h1>
      </header>
      <main className="mx-auto flex min-h-0 w-full max-w-4xl flex-1 flex-col">
        {id === null ? (
          <EmptyState
            icon={<MessagesSquare />}
            title="No conversation chosen"
            description="Open a conversation from the inbox or from a notification."
            action={
              <Link to="/dashboard/inbox" className={buttonClassName({ size: 'sm' })}>
                Open the inbox
              </Link>
            }
          />
        ) : (
          <ConversationThread
            key={id}
            id={id}
            details={
              <ContactDetailsButton id={id} loaded={[]} hrefFor={(other) => `?c=${other}`} />
            }
            className="flex-1 border-line sm:border-x"
          />
        )}
      </main>
    </div>
  );
}
