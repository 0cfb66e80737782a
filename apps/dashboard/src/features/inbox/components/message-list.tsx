import type { InboxMessage } from '@lisa/contracts/inbox';
import { Button } from '@lisa/ui/button';
import { Fragment, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { groupByDay } from '../lib/message-days.ts';
import { MessageBubble } from './message-bubble.tsx';

export interface MessageListProps {
  messages: InboxMessage[];
  contact: string;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** Under a message: its delivery on a messaging channel (modules/channels' ticks). */
  statusOf?: (message: InboxMessage) => ReactNode;
  /** Under a message: what the viewer may do with it ("Good answer" on a cited bot reply). */
  actionsOf?: (message: InboxMessage) => ReactNode;
}

/** The thread, oldest first, under a heading per day; stays at the bottom as messages come. */
export function MessageList({
  messages,
  contact,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
  statusOf,
  actionsOf,
}: MessageListProps) {
  const scroller = useRef<HTMLElement>(null);
  /** Distance from the bottom before earlier messages were added above. */
  const fromBottom = useRef<number | null>(null);
  const lastId = messages.at(-1)?.id;
  const firstId = messages[0]?.id;
  // A new last message scrolls down.
  useEffect(() => {
    const element = scroller.current;
    if (element && lastId !== undefined) element.scrollTop = element.scrollHeight;
  }, [lastId]);
  // Earlier messages arrive above: keep the one being read where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || fromBottom.current === null || firstId === undefined) return;
    element.scrollTop = element.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [firstId]);
  const loadEarlier = () => {
    const element = scroller.current;
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
    onLoadEarlier();
  };

  return (
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs a keyboard stop (WCAG 2.1.1)
      tabIndex={0}
      aria-label="Message history"
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-4"
    >
      {hasEarlier ? (
        <div className="mb-4 flex justify-center">
          <Button variant="secondary" size="sm" loading={loadingEarlier} onClick={loadEarlier}>
            Load earlier
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className="py-8 text-center text-ink-muted text-sm">
          No messages in this conversation yet.
        </p>
      ) : (
        <ol aria-label="Messages" className="space-y-3">
          {groupByDay(messages).map((group) => (
            <Fragment key={group.key}>
              <li className="flex items-center gap-3 py-1">
                <span className="h-px flex-1 bg-line" />
                <h3 className="font-medium text-ink-muted text-xs">{group.label}</h3>
                <span className="h-px flex-1 bg-line" />
              </li>
              {group.items.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  contact={contact}
                  status={statusOf?.(message)}
                  actions={actionsOf?.(message)}
                />
              ))}
            </Fragment>
          ))}
        </ol>
      )}
    </section>
  );
}
