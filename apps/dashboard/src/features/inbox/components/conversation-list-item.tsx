import { conversationChannelLabel } from '@lisa/contracts/channels';
import type { InboxConversation } from '@lisa/contracts/inbox';
import { Avatar } from '@lisa/ui/avatar';
import { Badge } from '@lisa/ui/badge';
import { cx } from '@lisa/ui/class-names';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { contactName } from '../lib/inbox-status.ts';
import { shortAge, waitingFor } from '../lib/relative-time.ts';

export interface ConversationListItemProps {
  conversation: InboxConversation;
  selected: boolean;
  /** The address that opens it (the list's filters plus `c`). */
  href: string;
  now: number;
}

/** One row of the list: a link named by the contact, the rest described. */
export function ConversationListItem({
  conversation,
  selected,
  href,
  now,
}: ConversationListItemProps) {
  const name = contactName(conversation.contact);
  const unread = conversation.unread_count > 0;
  const last = conversation.last_message;
  const detailsId = `conversation-${conversation.id}-details`;
  return (
    <li
      className={cx(
        'relative flex gap-3 border-line border-b px-3 py-3 focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-inset hover:bg-surface-muted',
        selected && 'bg-brand-surface hover:bg-brand-surface',
      )}
    >
      <Avatar name={name} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          {/* The link is named by the contact alone; its ::after covers the whole row. */}
          <Link
            to={href}
            aria-describedby={detailsId}
            aria-current={selected ? 'true' : undefined}
            className={cx(
              "min-w-0 flex-1 truncate text-sm outline-none after:absolute after:inset-0 after:content-['']",
              unread ? 'font-semibold' : 'font-medium',
            )}
          >
            {name}
          </Link>
          <time
            dateTime={conversation.last_activity_at}
            className="shrink-0 text-ink-muted text-xs"
          >
            {shortAge(conversation.last_activity_at, now)}
          </time>
          {unread ? (
            <span className="h-2 w-2 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
          ) : null}
        </div>
        <p id={detailsId} className="mt-0.5 flex items-center gap-1 text-ink-muted text-xs">
          {unread ? <span className="sr-only">Unread. </span> : null}
          {last?.private ? <Lock aria-label="Private note" className="h-3 w-3 shrink-0" /> : null}
          <span className="min-w-0 flex-1 truncate">
            {last ? `${senderPrefix(last.sender)}${last.text}` : 'No messages yet'}
          </span>
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
          <span className="text-ink-muted">{conversationChannelLabel(conversation.channel)}</span>
          {(conversation.tags ?? []).map((tag) => (
            <Badge key={tag} tone="neutral">
              <span className="sr-only">Tag: </span>
              {tag}
            </Badge>
          ))}
          {conversation.status === 'waiting' && conversation.waiting_since ? (
            <span className="font-medium text-warning-ink">
              {waitingFor(conversation.waiting_since, now)}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function senderPrefix(sender: string): string {
  if (sender === 'agent') return 'You: ';
  if (sender === 'bot') return 'Bot: ';
  return '';
}
