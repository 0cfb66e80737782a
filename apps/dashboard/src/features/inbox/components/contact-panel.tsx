import type { InboxConversation } from '@lisa/contracts/inbox';
import { Avatar } from '@lisa/ui/avatar';
import { Badge } from '@lisa/ui/badge';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { inboxQueries } from '../api/inbox-queries.ts';
import { useInboxApi } from '../hooks/use-inbox-api.ts';
import { contactName, statusLabel, statusTone } from '../lib/inbox-status.ts';
import { shortAge } from '../lib/relative-time.ts';
import { ConversationTags } from './conversation-tags.tsx';

export interface ContactPanelProps {
  id: number;
  /** Conversations already loaded in the list (for "Other conversations"). */
  loaded: InboxConversation[];
  hrefFor: (id: number) => string;
  className?: string;
}

/** Who the visitor is, and their other conversations when the list holds them. */
export function ContactPanel({ id, loaded, hrefFor, className }: ContactPanelProps) {
  const api = useInboxApi();
  const conversation = useQuery(inboxQueries.conversation(api, id));
  const data = conversation.data;
  if (!data) return <aside aria-label="Contact" className={className} />;
  const { contact } = data;
  const others = loaded.filter((row) => row.contact.id === contact.id && row.id !== data.id);
  const rows: [string, string | null][] = [
    ['Email', contact.email],
    ['Phone', contact.phone],
    ['Channel', data.channel],
    [
      'Started',
      new Date(data.created_at).toLocaleString('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    ],
  ];
  return (
    <aside aria-label="Contact" className={`overflow-y-auto bg-surface p-4 ${className ?? ''}`}>
      <div className="flex items-center gap-3">
        <Avatar name={contactName(contact)} />
        <h2 className="min-w-0 truncate font-semibold">{contactName(contact)}</h2>
      </div>
      <Link
        to={`/dashboard/contacts/${contact.id}`}
        className="mt-2 inline-block text-brand-ink text-sm hover:underline"
      >
        Open contact
      </Link>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-muted text-xs">{label}</dt>
            <dd className="break-words">
              {value ? (
                label === 'Email' ? (
                  <a className="text-brand-ink hover:underline" href={`mailto:${value}`}>
                    {value}
                  </a>
                ) : (
                  value
                )
              ) : (
                <span className="text-ink-muted">Not given</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <ConversationTags conversation={data} />
      {others.length > 0 ? (
        <section aria-label="Other conversations" className="mt-6">
          <h3 className="font-medium text-ink-muted text-xs">Other conversations</h3>
          <ul className="mt-2 space-y-1">
            {others.map((row) => (
              <li key={row.id}>
                <Link
                  to={hrefFor(row.id)}
                  className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-surface-muted"
                >
                  <Badge tone={statusTone(row.status)}>{statusLabel(row.status)}</Badge>
                  <span className="min-w-0 flex-1 truncate">
                    {row.last_message?.text ?? 'No messages'}
                  </span>
                  <span className="text-ink-muted text-xs">{shortAge(row.last_activity_at)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}
