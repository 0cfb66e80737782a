// Which /ws frames start a "a visitor is waiting" alert, and when the person should get it.
// The realtime contract carries conversation ids as strings.
import type { ServerMessage } from '@lisa/contracts/realtime';
import type { Availability } from '@lisa/contracts/team';

export const WAITING_ALERT_TITLE = 'A visitor is waiting';
export const WAITING_ALERT_FALLBACK_BODY = 'Open the inbox to reply';

export interface WaitingAlert {
  conversationId: string;
  title: string;
  body: string;
  /** The standalone thread the notification opens. */
  href: string;
}

/** Remembers which conversations are waiting: only a move into 'waiting' starts an alert. */
export function createWaitingTracker() {
  const waiting = new Set<string>();
  return {
    /** Conversations already waiting when the dashboard loaded: an update is no news. */
    seed(ids: Iterable<string>): void {
      for (const id of ids) waiting.add(id);
    },
    observe(frame: ServerMessage): WaitingAlert | null {
      if (frame.type !== 'conversation.updated') return null;
      const { id, status, handoff_reason } = frame.conversation;
      if (status !== 'waiting') {
        waiting.delete(id);
        return null;
      }
      if (waiting.has(id)) return null;
      waiting.add(id);
      return {
        conversationId: id,
        title: WAITING_ALERT_TITLE,
        body: handoff_reason?.trim() || WAITING_ALERT_FALLBACK_BODY,
        href: `/messages?c=${encodeURIComponent(id)}`,
      };
    },
  };
}

export interface AlertContext {
  availability: Availability | undefined;
  /** The conversation open on screen, if any. */
  viewingId: number | null;
  tabVisible: boolean;
}

/** Online people only, and never for the conversation they are looking at. */
export function shouldAlert(alert: WaitingAlert, context: AlertContext): boolean {
  if (context.availability !== 'online') return false;
  const viewingThis =
    context.viewingId !== null && String(context.viewingId) === alert.conversationId;
  return !(context.tabVisible && viewingThis);
}
