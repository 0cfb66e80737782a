import { useEffect, useRef } from 'react';
import { useServices } from '../../../lib/services-context.ts';

/** A typing frame is repeated at most this often while the person keeps typing. */
const REPEAT_MS = 3_000;
/** No keystroke for this long: typing stopped. */
const IDLE_MS = 4_000;

/**
 * Tells the others (the team; for a reply, the visitor) that the person is typing in the
 * composer: a frame on the first keystroke, again every 3 s while typing goes on, and a stop
 * when the text is sent or emptied, the field left, or nothing was typed for 4 s.
 */
export function useTypingSignal(conversationId: number, enabled: boolean) {
  const { realtime } = useServices();
  const state = useRef({
    typing: false,
    sentAt: 0,
    idle: null as ReturnType<typeof setTimeout> | null,
  });

  const stop = () => {
    const current = state.current;
    if (current.idle) clearTimeout(current.idle);
    current.idle = null;
    if (!current.typing) return;
    current.typing = false;
    realtime.sendTyping(conversationId, false);
  };

  const changed = (text: string) => {
    if (!enabled || text.trim() === '') {
      stop();
      return;
    }
    const current = state.current;
    const now = Date.now();
    if (!current.typing || now - current.sentAt >= REPEAT_MS) {
      current.typing = true;
      current.sentAt = now;
      realtime.sendTyping(conversationId, true);
    }
    if (current.idle) clearTimeout(current.idle);
    current.idle = setTimeout(stop, IDLE_MS);
  };

  // Switching to a note, or leaving the conversation, ends the signal.
  useEffect(() => {
    if (!enabled) stop();
    return stop;
  }, [enabled, conversationId]);

  return { changed, stop };
}
