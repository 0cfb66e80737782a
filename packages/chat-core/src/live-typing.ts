// Typing, both ways, for the visitor's chats. Incoming: a teammate's typing indicator (with
// their name) that clears when their message lands, when they stop, or AGENT_TYPING_MS after
// the last typing frame. Outgoing: the visitor's own typing, sent on the first keystroke,
// repeated every few seconds while it goes on, and stopped on send, on an emptied field or
// after a pause. And the line a visitor reads when a teammate joins or leaves.
import type { Clock, TimerId } from './clock.ts';

export const AGENT_TYPING_MS = 5_000;
const REPEAT_MS = 3_000;
const IDLE_MS = 4_000;

/** Who is typing on the team's side: a name ('' when the server gave none), or null. */
export interface AgentTyping {
  /** A typing frame arrived. */
  onTyping(typing: boolean, name?: string): void;
  /** A teammate's message landed: the indicator goes. */
  onAgentMessage(): void;
  clear(): void;
}

export function createAgentTyping(
  clock: Clock,
  onChange: (typing: string | null) => void,
): AgentTyping {
  let timer: TimerId | null = null;
  let current: string | null = null;
  const set = (next: string | null) => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (next !== null) {
      timer = clock.setTimeout(() => set(null), AGENT_TYPING_MS);
    }
    if (next !== current) {
      current = next;
      onChange(next);
    }
  };
  return {
    onTyping: (typing, name) => set(typing ? (name ?? '') : null),
    onAgentMessage: () => set(null),
    clear: () => set(null),
  };
}

/** The indicator's words: "Ada is typing…" (or the team's when no name came). */
export function agentTypingText(name: string | null): string | null {
  if (name === null) return null;
  return name ? `${name} is typing…` : 'A teammate is typing…';
}

/** The system line a visitor sees when a teammate joins or leaves the conversation. */
export function participantText(action: 'joined' | 'left', name: string): string {
  return action === 'joined' ? `${name} joined the conversation` : `${name} left the conversation`;
}

export interface VisitorTypingSignal {
  /** The draft changed. */
  changed(text: string): void;
  /** Sent, or the field left: typing stopped. */
  stop(): void;
}

export function createVisitorTypingSignal(
  clock: Clock,
  send: (typing: boolean) => void,
): VisitorTypingSignal {
  let typing = false;
  let sentAt = 0;
  let idle: TimerId | null = null;
  const stop = () => {
    if (idle !== null) clock.clearTimeout(idle);
    idle = null;
    if (!typing) return;
    typing = false;
    send(false);
  };
  return {
    changed(text) {
      if (text.trim() === '') {
        stop();
        return;
      }
      const now = clock.now();
      if (!typing || now - sentAt >= REPEAT_MS) {
        typing = true;
        sentAt = now;
        send(true);
      }
      if (idle !== null) clock.clearTimeout(idle);
      idle = clock.setTimeout(stop, IDLE_MS);
    },
    stop,
  };
}
