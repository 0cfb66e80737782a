import type { ChatAttachment } from '@lisa/contracts/chat';

/**
 * One message in either visitor chat. The floating chat uses user/bot/typing with a
 * timestamp (SPEC §3); the hero chat adds the limit notice and attachment names. A
 * single shape keeps the two stores and their renderers interchangeable. 'agent' is a
 * teammate's reply from the inbox and 'system' a line such as the hand-back notice; both
 * arrive through the live channel (visitor-live.ts), never from POST /chat.
 */
export type ChatSender = 'user' | 'bot' | 'agent' | 'system' | 'typing';

const STORED_SENDERS: readonly unknown[] = ['user', 'bot', 'agent', 'system'];

export interface ChatMessage {
  id: string;
  sender: ChatSender;
  text: string;
  /** Local hours and minutes when the message was added ("14:07"). */
  timestamp: string;
  isError?: boolean;
  isLimitNotice?: boolean;
  /** For an 'agent' message: the teammate's name, shown above the bubble. */
  authorName?: string;
  /**
   * Names (and, for a teammate's files, the id to download it with): the file bodies are
   * sent once and never kept in the browser.
   */
  attachments?: { name: string; id?: number }[];
}

/** A file the visitor picked in the hero chat, ready for the chat request. */
export type OutgoingAttachment = ChatAttachment;

export function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    STORED_SENDERS.includes(m.sender) &&
    typeof m.text === 'string' &&
    typeof m.timestamp === 'string' &&
    (m.isError === undefined || typeof m.isError === 'boolean') &&
    (m.authorName === undefined || typeof m.authorName === 'string')
  );
}
