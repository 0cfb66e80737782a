// What the stores do with the live channel's events: the stored session (conversation,
// visitor token, last message id seen) that lets a reload resume, and merging teammate and
// system messages into a message list without showing anything twice.
import type { ConversationMessage } from '@lisa/contracts/realtime';
import { type Clock, formatLocalTime } from './clock.ts';
import type { ChatMessage } from './messages.ts';
import { type KeyValueStorage, readJson, writeItem } from './storage.ts';

export interface StoredSession {
  conversationId: string;
  visitorToken: string;
  /** Id of the last server message the channel saw; absent until it saw one. */
  after?: string;
}

export function loadSession(storage: KeyValueStorage, key: string): StoredSession | null {
  const value = readJson(storage, key) as Record<string, unknown> | undefined;
  if (typeof value !== 'object' || value === null) return null;
  const { conversation_id, visitor_token, after } = value;
  if (typeof conversation_id !== 'string' || typeof visitor_token !== 'string') return null;
  return {
    conversationId: conversation_id,
    visitorToken: visitor_token,
    ...(typeof after === 'string' ? { after } : {}),
  };
}

export function saveSession(storage: KeyValueStorage, key: string, session: StoredSession): void {
  writeItem(
    storage,
    key,
    JSON.stringify({
      conversation_id: session.conversationId,
      visitor_token: session.visitorToken,
      ...(session.after ? { after: session.after } : {}),
    }),
  );
}

/**
 * The conversation named by a link in a reply emailed to the visitor
 * (?lisa_conversation=<id>&lisa_token=<visitor token>), or null.
 */
export function readResumeLink(search: string): StoredSession | null {
  const params = new URLSearchParams(search);
  const conversationId = params.get('lisa_conversation');
  const visitorToken = params.get('lisa_token');
  if (!conversationId || !/^\d{1,12}$/.test(conversationId) || !visitorToken) return null;
  if (visitorToken.length > 500) return null;
  return { conversationId, visitorToken };
}

/** The chat message a teammate's reply or a system line becomes; its id names the server's. */
export function liveChatMessage(message: ConversationMessage, clock: Clock): ChatMessage {
  const created = Date.parse(message.created_at);
  return {
    id: `live-${message.id}`,
    sender: message.sender === 'agent' ? 'agent' : 'system',
    text: message.text,
    timestamp: formatLocalTime(Number.isNaN(created) ? clock.now() : created),
    ...(message.sender === 'agent' && message.author_name
      ? { authorName: message.author_name }
      : {}),
    ...(message.attachments?.length
      ? { attachments: message.attachments.map((file) => ({ name: file.name, id: file.id })) }
      : {}),
  };
}

/** What was said since the visitor's latest message (the whole list when they sent none). */
function sinceLastUser(messages: readonly ChatMessage[]): readonly ChatMessage[] {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]?.sender === 'user') return messages.slice(i + 1);
  }
  return messages;
}

/**
 * True when `text` already stands, as a bot reply or a system line, after the visitor's
 * latest message. The API answers POST /chat with the same text it stores as a system
 * message in one case (no credits left: "a teammate will reply"); whichever of the two
 * arrives second is not shown again.
 */
export function alreadyAnswered(messages: readonly ChatMessage[], text: string): boolean {
  return sinceLastUser(messages).some(
    (m) => (m.sender === 'bot' || m.sender === 'system') && !m.isError && m.text === text,
  );
}

/**
 * Adds live messages before the typing indicator, skipping ids already present and system
 * lines that repeat what POST /chat already answered. Returns the same array when nothing
 * was added.
 */
export function mergeLiveMessages(
  messages: ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const ids = new Set(messages.map((m) => m.id));
  const typing = messages.filter((m) => m.sender === 'typing');
  let merged = messages.filter((m) => m.sender !== 'typing');
  let added = false;
  for (const message of incoming) {
    if (ids.has(message.id)) continue;
    if (message.sender === 'system' && alreadyAnswered(merged, message.text)) continue;
    ids.add(message.id);
    merged = [...merged, message];
    added = true;
  }
  return added ? [...merged, ...typing] : messages;
}
