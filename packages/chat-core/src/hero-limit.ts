import { CHAT_STORAGE_KEYS, type KeyValueStorage, readItem, writeItem } from './storage.ts';

/** SPEC §9: the hero chat allows 10 messages per device. */
export const HERO_MESSAGE_LIMIT = 10;

/** Messages this device has sent from the hero chat; unreadable counts as 0. */
export function readHeroMessageCount(storage: KeyValueStorage): number {
  const raw = readItem(storage, CHAT_STORAGE_KEYS.heroMessageCount);
  const count = raw === null ? 0 : Number.parseInt(raw, 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export function writeHeroMessageCount(storage: KeyValueStorage, count: number): void {
  writeItem(storage, CHAT_STORAGE_KEYS.heroMessageCount, String(Math.max(0, Math.floor(count))));
}
