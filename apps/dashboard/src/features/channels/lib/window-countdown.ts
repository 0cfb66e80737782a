// The 24-hour window in words for the inbox composer.
import { type Channel, type DeliveryStatus, replyClosedText } from '@lisa/contracts/channels';

/** "23 h 12 min", "8 min", "less than a minute" until `closesAt`; null once it has passed. */
export function timeLeft(closesAt: string | null, now: number): string | null {
  if (!closesAt) return null;
  const ms = new Date(closesAt).getTime() - now;
  if (!(ms > 0)) return null;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

export const DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Sending',
  sent: 'Sent ✓',
  delivered: 'Delivered ✓✓',
  read: 'Read ✓✓',
  failed: 'Not delivered',
};

/**
 * Why the composer cannot send a reply now (the window closed, or the customer never wrote),
 * or null while free text may go. Live: it follows `now`, so the box closes when the
 * countdown ends.
 */
export function replyClosedReason(
  window: { channel: Channel; window_closes_at: string | null },
  now: number,
): string | null {
  return timeLeft(window.window_closes_at, now) ? null : replyClosedText(window.channel);
}
