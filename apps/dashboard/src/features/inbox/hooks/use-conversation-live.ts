import { useEffect, useState } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { type ConversationLive, emptyLive, reduceLive } from '../lib/conversation-live.ts';

/**
 * Tells the team this conversation is open here (presence) while the thread is shown, and
 * follows who else views it and who is typing in it. Re-renders when a typing line expires.
 */
export function useConversationLive(conversationId: number): {
  live: ConversationLive;
  now: number;
} {
  const { realtime } = useServices();
  const [live, setLive] = useState<ConversationLive>(emptyLive);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setLive(emptyLive);
    realtime.setViewing(conversationId);
    const stop = realtime.onMessage((frame) => {
      const at = Date.now();
      setLive((state) => reduceLive(state, frame, conversationId, at));
      setNow(at);
    });
    return () => {
      stop();
      realtime.setViewing(null);
    };
  }, [realtime, conversationId]);

  // A typing line clears by itself: look again when the earliest one would expire.
  const nextExpiry = Math.min(
    ...[live.visitorTypingUntil, ...Object.values(live.teammatesTyping).map((t) => t.until)].filter(
      (until) => until > now,
    ),
  );
  useEffect(() => {
    if (!Number.isFinite(nextExpiry)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextExpiry - Date.now()) + 20);
    return () => clearTimeout(timer);
  }, [nextExpiry]);
  return { live, now };
}
