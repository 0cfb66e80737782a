import type { InboxMessage } from '@lisa/contracts/inbox';

/** Whether a message is a teammate's reply the visitor saw (what may be saved as an answer). */
export function isTeammateReply(message: InboxMessage): boolean {
  return message.sender === 'agent' && !message.private;
}

/**
 * The visitor's question a teammate's reply answered, to prefill "Save as answer": the
 * visitor's last message before the reply (empty when the thread loaded holds none).
 */
export function askedBefore(thread: readonly InboxMessage[], reply: InboxMessage): string {
  const at = thread.findIndex((m) => m.id === reply.id);
  for (let i = (at === -1 ? thread.length : at) - 1; i >= 0; i -= 1) {
    const message = thread[i];
    if (message?.sender === 'visitor' && message.text.trim() !== '') return message.text.trim();
  }
  return '';
}

/** Where the data centre opens a source's entries. */
export const datacenterSourceHref = (sourceId: number) =>
  `/dashboard/datacenter?source=${sourceId}`;
