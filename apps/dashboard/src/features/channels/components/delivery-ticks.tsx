import type { ChannelDelivery } from '@lisa/contracts/channels';
import { cx } from '@lisa/ui/class-names';
import { AlertCircle, Check, CheckCheck, Clock, RotateCw } from 'lucide-react';

const LABELS = {
  pending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Not delivered',
} as const;

/**
 * Under a reply on WhatsApp, Messenger or Instagram: where it is (sending, sent, delivered,
 * read) as ticks with their word, or "Not delivered" with Meta's reason in plain words and,
 * when `onRetry` is given, a "Retry" button (only what was not delivered is sent again).
 */
export function DeliveryTicks({
  delivery,
  onRetry,
  retrying = false,
}: {
  delivery: ChannelDelivery;
  onRetry?: (() => void) | undefined;
  retrying?: boolean;
}) {
  const { status } = delivery;
  const Icon =
    status === 'pending'
      ? Clock
      : status === 'sent'
        ? Check
        : status === 'failed'
          ? AlertCircle
          : CheckCheck;
  return (
    <p
      data-delivery={status}
      className={cx(
        'mt-1 flex items-center justify-end gap-1 text-xs',
        status === 'failed'
          ? 'text-danger-ink'
          : status === 'read'
            ? 'text-brand-ink'
            : 'text-ink-muted',
      )}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span>
        {LABELS[status]}
        {status === 'failed' && delivery.error ? `: ${delivery.error}` : null}
      </span>
      {status === 'failed' && onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className="ml-1 inline-flex items-center gap-1 rounded font-medium text-brand-ink underline-offset-4 hover:underline disabled:opacity-60"
        >
          <RotateCw aria-hidden="true" className="h-3.5 w-3.5" />
          Retry
        </button>
      ) : null}
    </p>
  );
}
