// What the thread shows live of one conversation from /ws frames: which teammates have it
// open (presence) and who is typing. A typing indicator clears when that side's message
// lands, when they say they stopped, or TYPING_TIMEOUT_MS after the last typing frame.
import type { PresenceViewer, ServerMessage } from '@lisa/contracts/realtime';

export const TYPING_TIMEOUT_MS = 5_000;

export interface ConversationLive {
  viewers: PresenceViewer[];
  /** Until when (ms since epoch) the visitor counts as typing; 0: not typing. */
  visitorTypingUntil: number;
  /** Teammates typing: user id -> name and until when. */
  teammatesTyping: Record<string, { name: string; until: number }>;
}

export const emptyLive: ConversationLive = {
  viewers: [],
  visitorTypingUntil: 0,
  teammatesTyping: {},
};

/** The next state after a frame (the same object when the frame is not about it). */
export function reduceLive(
  state: ConversationLive,
  frame: ServerMessage,
  conversationId: number,
  now: number,
): ConversationLive {
  const id = String(conversationId);
  if (frame.type === 'presence' && frame.conversation_id === id) {
    return { ...state, viewers: frame.viewers };
  }
  if (frame.type === 'typing' && frame.conversation_id === id) {
    const until = frame.typing ? now + TYPING_TIMEOUT_MS : 0;
    if (frame.sender === 'visitor') return { ...state, visitorTypingUntil: until };
    if (!frame.user_id) return state;
    const { [frame.user_id]: _gone, ...others } = state.teammatesTyping;
    return {
      ...state,
      teammatesTyping: frame.typing
        ? { ...others, [frame.user_id]: { name: frame.name ?? 'A teammate', until } }
        : others,
    };
  }
  if (frame.type === 'message.created' && frame.conversation_id === id) {
    const { sender } = frame.message;
    if (sender === 'visitor') return { ...state, visitorTypingUntil: 0 };
    return state;
  }
  return state;
}

/** Teammates (not me) who have the conversation open. */
export function otherViewers(state: ConversationLive, me: number | null): PresenceViewer[] {
  return state.viewers.filter((viewer) => viewer.user_id !== String(me));
}

/** The line under the thread: who is typing now (null: nobody). */
export function typingLine(
  state: ConversationLive,
  me: number | null,
  contact: string,
  now: number,
): string | null {
  const names: string[] = [];
  if (state.visitorTypingUntil > now) names.push(contact);
  for (const [userId, typing] of Object.entries(state.teammatesTyping)) {
    if (userId !== String(me) && typing.until > now) names.push(typing.name);
  }
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is typing…`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are typing…`;
}
