// The chat's limits per network and per device, counted in the database under advisory
// locks (platform/limits/usage-window.ts) inside the visitor's transaction: new
// conversations per IP, and the hero demo's free messages per device and per IP (SPEC §9).
import type { ChatRequest } from '@lisa/contracts/chat';
import type { Executor } from '../../db/client.ts';
import { TooManyRequestsError } from '../../platform/http/app-error.ts';
import {
  hashedUsageKey,
  lockUsage,
  recordUsage,
  usageSince,
} from '../../platform/limits/usage-window.ts';
import { FREE_CHAT_LIMIT_TEXT } from './chat-texts.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface ChatLimits {
  CHAT_NEW_CONVERSATIONS_PER_IP: number;
  CHAT_NEW_CONVERSATIONS_WINDOW_HOURS: number;
  FREE_CHAT_LIMIT_PER_DEVICE: number;
  FREE_CHAT_LIMIT_PER_IP: number;
  FREE_CHAT_WINDOW_HOURS: number;
}

/** IP addresses are counted hashed: the limits need equality, not the address. */
const hashedIp = (ip: string) => hashedUsageKey('lisa-usage', ip);

function secondsUntil(oldest: Date | null, windowMs: number, now: Date): number {
  if (!oldest) return windowMs / 1000;
  return Math.max(1, (oldest.getTime() + windowMs - now.getTime()) / 1000);
}

export async function checkHeroLimits(
  tx: Executor,
  limits: ChatLimits,
  input: Pick<ChatRequest, 'business_id' | 'customer_id'> & { ip: string },
  now: Date,
): Promise<void> {
  const deviceKey = `${input.business_id}:${input.customer_id}`;
  const ipKey = hashedIp(input.ip);
  await lockUsage(tx, 'hero_message_device', deviceKey);
  await lockUsage(tx, 'hero_message_ip', ipKey);
  const windowMs = limits.FREE_CHAT_WINDOW_HOURS * HOUR_MS;
  // Per device the limit is for good, as on the client (SPEC §9: 10 messages per device);
  // Retry-After then names the IP window, the soonest anything could change.
  const device = await usageSince(tx, 'hero_message_device', deviceKey, null);
  if (device.used >= limits.FREE_CHAT_LIMIT_PER_DEVICE) {
    throw new TooManyRequestsError(FREE_CHAT_LIMIT_TEXT, windowMs / 1000, 'free_chat_limit');
  }
  const ip = await usageSince(tx, 'hero_message_ip', ipKey, new Date(now.getTime() - windowMs));
  if (ip.used >= limits.FREE_CHAT_LIMIT_PER_IP) {
    throw new TooManyRequestsError(
      FREE_CHAT_LIMIT_TEXT,
      secondsUntil(ip.oldest, windowMs, now),
      'free_chat_limit',
    );
  }
  await recordUsage(
    tx,
    [
      { kind: 'hero_message_device', key: deviceKey },
      { kind: 'hero_message_ip', key: ipKey },
    ],
    now,
  );
}

export async function checkNewConversationLimit(
  tx: Executor,
  limits: ChatLimits,
  ip: string,
  now: Date,
): Promise<void> {
  const key = hashedIp(ip);
  await lockUsage(tx, 'new_conversation_ip', key);
  const windowMs = limits.CHAT_NEW_CONVERSATIONS_WINDOW_HOURS * HOUR_MS;
  const usage = await usageSince(
    tx,
    'new_conversation_ip',
    key,
    new Date(now.getTime() - windowMs),
  );
  if (usage.used >= limits.CHAT_NEW_CONVERSATIONS_PER_IP) {
    throw new TooManyRequestsError(
      `Too many new conversations from this network: at most ${limits.CHAT_NEW_CONVERSATIONS_PER_IP} every ${limits.CHAT_NEW_CONVERSATIONS_WINDOW_HOURS} hours.`,
      secondsUntil(usage.oldest, windowMs, now),
      'new_conversation_limit',
    );
  }
  await recordUsage(tx, [{ kind: 'new_conversation_ip', key }], now);
}
