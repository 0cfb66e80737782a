import { isChannelName } from '@lisa/contracts/channels';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { channelsQueries } from '../api/channels-queries.ts';
import { TemplatePicker } from '../components/template-picker.tsx';
import { replyClosedReason } from '../lib/window-countdown.ts';
import { useChannelsApi } from './use-channels-api.ts';
import { useNow } from './use-now.ts';

/** Why a reply cannot be typed now, and what to offer in its place. */
interface ReplyClosed {
  reason: string;
  /** WhatsApp: the template picker; Messenger and Instagram: nothing. */
  instead: ReactNode;
}

/**
 * For the inbox composer of a WhatsApp, Messenger or Instagram conversation: null while
 * the 24-hour window is open (or for any other channel), else the reason and, on WhatsApp,
 * the template picker. Follows the countdown, so the box closes when the window does.
 */
export function useReplyClosed(conversationId: number, channel: string | undefined) {
  const api = useChannelsApi();
  const onChannel = channel !== undefined && isChannelName(channel);
  const window = useQuery({
    ...channelsQueries.conversation(api, conversationId),
    enabled: onChannel,
  });
  const now = useNow(15_000);
  if (!onChannel || !window.data) return null;
  const reason = replyClosedReason(window.data, now);
  if (!reason) return null;
  return {
    reason,
    instead:
      window.data.channel === 'whatsapp' ? (
        <TemplatePicker conversationId={conversationId} />
      ) : null,
  } satisfies ReplyClosed;
}
