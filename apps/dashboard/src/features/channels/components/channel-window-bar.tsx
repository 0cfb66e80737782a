import { CHANNEL_LABELS, isChannelName, windowClosedText } from '@lisa/contracts/channels';
import { Badge } from '@lisa/ui/badge';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { channelsQueries } from '../api/channels-queries.ts';
import { useChannelsApi } from '../hooks/use-channels-api.ts';
import { useNow } from '../hooks/use-now.ts';
import { DELIVERY_LABELS, timeLeft } from '../lib/window-countdown.ts';

/**
 * Above the inbox composer on a WhatsApp, Messenger or Instagram conversation: how long free
 * text may still be sent (Meta's 24-hour window), the last reply's delivery and an opt-out.
 * When the window is closed, the composer itself says so and offers a template instead
 * (use-reply-closed.tsx).
 */
export function ChannelWindowBar({
  conversationId,
  channel,
}: {
  conversationId: number;
  channel: string;
}) {
  if (!isChannelName(channel)) return null;
  return <WindowBar conversationId={conversationId} />;
}

function WindowBar({ conversationId }: { conversationId: number }) {
  const api = useChannelsApi();
  const state = useQuery(channelsQueries.conversation(api, conversationId));
  const now = useNow(30_000);
  if (!state.data) return null;
  const { data } = state;
  const label = CHANNEL_LABELS[data.channel];
  const left = timeLeft(data.window_closes_at, now);
  const last = data.deliveries.at(-1);
  return (
    <section
      aria-label={`${label} window`}
      className="mx-4 mb-2 flex flex-col gap-2 rounded-card border border-line bg-surface-raised p-3 text-sm"
    >
      <p className="flex flex-wrap items-center gap-2">
        <Clock aria-hidden="true" className="h-4 w-4 text-ink-muted" />
        {left ? (
          <span>
            {label}: free text can be sent for {left} more.
          </span>
        ) : (
          <span role="status">{windowClosedText(data.channel)}</span>
        )}
        {data.opted_out ? <Badge tone="warning">Opted out of marketing</Badge> : null}
        {last ? (
          <Badge tone={last.status === 'failed' ? 'danger' : 'neutral'}>
            Last reply: {DELIVERY_LABELS[last.status]}
          </Badge>
        ) : null}
      </p>
      {last?.status === 'failed' && last.error ? (
        <p className="text-danger-ink">{last.error}</p>
      ) : null}
    </section>
  );
}
