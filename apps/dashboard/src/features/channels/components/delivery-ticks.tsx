import type { ChannelDelivery } from '@lisa/contracts/channels';
import { cx } from '@lisa/ui/class-names';
import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';

const LABELS = {
  pending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Not delivered',
} as const;

/**
 * Under a reply on WhatsApp, Messenger or Instagram: where it is (sending, sent, delivered,
 * read) as ticks with their word, or "Not delivered" with Meta's reason in plain words.
 */
export function DeliveryTicks({ delivery }: { delivery: ChannelDelivery }) {
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
    </p>
  );
}
