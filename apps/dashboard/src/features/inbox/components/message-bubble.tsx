import type { InboxMessage } from '@lisa/contracts/inbox';
import { cx } from '@lisa/ui/class-names';
import { Bot, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { safeHref } from '../lib/markdown.ts';
import { clockTime } from '../lib/relative-time.ts';
import { MarkdownText } from './markdown-text.tsx';
import { MessageAttachments } from './message-attachments.tsx';

function senderName(message: InboxMessage, contact: string): string {
  if (message.sender === 'visitor') return contact;
  if (message.sender === 'bot') return 'Bot';
  return message.author?.name ?? 'Team';
}

/**
 * One message. The visitor speaks on the left; the bot and the team on the right. A private
 * note is unmistakable: warning-tinted, dashed, labelled "Private note" with a lock.
 */
export function MessageBubble({
  message,
  contact,
  status,
  actions,
}: {
  message: InboxMessage;
  contact: string;
  /** Its delivery on a messaging channel (ticks), under the text. */
  status?: ReactNode;
  /** What the viewer may do with it ("Good answer"), last. */
  actions?: ReactNode;
}) {
  if (message.sender === 'system') {
    return (
      <li className="flex justify-center">
        <p className="max-w-md rounded-full bg-surface-muted px-3 py-1 text-center text-ink-muted text-xs">
          {message.text} · {clockTime(message.created_at)}
        </p>
      </li>
    );
  }
  const mine = message.sender !== 'visitor';
  const note = message.private;
  return (
    <li className={cx('flex', mine ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={
          note
            ? 'Private note'
            : `${senderName(message, contact)} at ${clockTime(message.created_at)}`
        }
        className={cx(
          'max-w-[85%] rounded-card border px-3 py-2 text-sm sm:max-w-[75%]',
          note && 'border-warning-ink/60 border-dashed bg-warning-surface text-ink',
          !note && message.sender === 'visitor' && 'border-line bg-surface-raised text-ink',
          !note && message.sender === 'bot' && 'border-line bg-surface-muted text-ink',
          !note && message.sender === 'agent' && 'border-brand-ink/30 bg-brand-surface text-ink',
        )}
      >
        <header className="mb-1 flex items-center gap-1.5 text-ink-muted text-xs">
          {note ? (
            <span className="inline-flex items-center gap-1 font-semibold text-warning-ink">
              <Lock aria-hidden="true" className="h-3 w-3" />
              Private note
            </span>
          ) : null}
          {message.sender === 'bot' ? <Bot aria-hidden="true" className="h-3 w-3" /> : null}
          <span className="font-medium">{senderName(message, contact)}</span>
          <time dateTime={message.created_at}>{clockTime(message.created_at)}</time>
        </header>
        <MarkdownText text={message.text} />
        {message.attachments.length > 0 ? <MessageAttachments files={message.attachments} /> : null}
        {message.sender === 'bot' && message.citations.length > 0 ? (
          <footer className="mt-2 border-line border-t pt-2">
            <p className="font-medium text-ink-muted text-xs">Sources</p>
            <ol className="mt-1 space-y-0.5 text-xs">
              {message.citations.map((citation) => {
                const href = citation.url ? safeHref(citation.url) : null;
                const label = citation.section
                  ? `${citation.title} — ${citation.section}`
                  : citation.title;
                return (
                  <li key={citation.index}>
                    [{citation.index}]{' '}
                    {href ? (
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-brand-ink underline-offset-2 hover:underline"
                      >
                        {label}
                      </a>
                    ) : (
                      label
                    )}
                  </li>
                );
              })}
            </ol>
          </footer>
        ) : null}
        {status}
        {actions}
      </article>
    </li>
  );
}
