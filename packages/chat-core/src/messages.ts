import type { ChatAttachment } from '@lisa/contracts/chat';

/**
 * One message in either visitor chat. The floating chat uses user/bot/typing with a
 * timestamp (SPEC §3); the hero chat adds the limit notice and attachment names. A
 * single shape keeps the two stores and their renderers interchangeable.
 */
export type ChatSender = 'user' | 'bot' | 'typing';

export interface ChatMessage {
  id: string;
  sender: ChatSender;
  text: string;
  /** Local hours and minutes when the message was added ("14:07"). */
  timestamp: string;
  isError?: boolean;
  isLimitNotice?: boolean;
  /** Names only: the file bodies are sent once and never kept in the browser. */
  attachments?: { name: string }[];
}

/** A file the visitor picked in the hero chat, ready for the chat request. */
export type OutgoingAttachment = ChatAttachment;

export function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    (m.sender === 'user' || m.sender === 'bot') &&
    typeof m.text === 'string' &&
    typeof m.timestamp === 'string' &&
    (m.isError === undefined || typeof m.isError === 'boolean')
  );
}
