import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { contactsQueries } from '../api/contacts-queries.ts';
import { useContactMutation } from '../hooks/use-contact-mutation.ts';
import { useContactsApi } from '../hooks/use-contacts-api.ts';
import { describeEvent } from '../lib/contact-labels.ts';

/** The contact's conversations (each opens in the inbox) and its timeline, with undo on merges. */
export function ContactActivityCard({ contactId }: { contactId: number }) {
  const api = useContactsApi();
  const conversations = useQuery(contactsQueries.conversations(api, contactId));
  const timeline = useQuery(contactsQueries.timeline(api, contactId));
  const undo = useContactMutation(contactId, (mergeId: number) => api.undoMerge(mergeId), {
    done: 'Merge undone: the other contact is back.',
    failed: 'The merge could not be undone.',
  });
  return (
    <>
      <Card as="section" aria-labelledby="conversations-title">
        <h2 id="conversations-title" className="font-medium">
          Conversations
        </h2>
        <ul className="mt-3 space-y-1 text-sm">
          {(conversations.data ?? []).length === 0 ? (
            <li className="text-ink-muted">No conversations yet.</li>
          ) : null}
          {(conversations.data ?? []).map((conversation) => (
            <li key={conversation.id}>
              <Link
                to={`/dashboard/inbox?c=${conversation.id}`}
                className="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-surface-muted"
              >
                <span className="flex-1 text-brand-ink">Conversation #{conversation.id}</span>
                <Badge>{conversation.channel}</Badge>
                <Badge tone={conversation.status === 'resolved' ? 'neutral' : 'brand'}>
                  {conversation.status}
                </Badge>
                <span className="text-ink-muted text-xs">
                  {formatDateTime(conversation.last_activity_at)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="font-medium">
          Timeline
        </h2>
        <ol className="mt-3 space-y-2 text-sm" aria-label="Timeline">
          {(timeline.data ?? []).map((event) => (
            <li
              key={event.id}
              className="flex flex-wrap items-center gap-2 border-line border-l-2 pl-3"
            >
              <span className="min-w-0 flex-1">
                {describeEvent(event)}
                <span className="block text-ink-muted text-xs">
                  {formatDateTime(event.created_at)}
                </span>
              </span>
              {event.merge?.undone ? <Badge>Undone</Badge> : null}
              {event.merge?.undoable ? (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={undo.isPending}
                  loadingLabel="Undoing"
                  onClick={() => undo.mutate(event.merge?.id as number)}
                >
                  Undo merge
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}
