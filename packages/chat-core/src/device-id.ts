import { CHAT_STORAGE_KEYS, type KeyValueStorage, readItem, writeItem } from './storage.ts';

export type IdGenerator = () => string;

export const randomId: IdGenerator = () => {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  // Older browsers without randomUUID still have getRandomValues.
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * The visitor's device id, generated and stored on first use (SPEC §9). It is sent as
 * customer_id so the server keeps one conversation per device.
 */
export function getOrCreateDeviceId(
  storage: KeyValueStorage,
  generate: IdGenerator = randomId,
): string {
  const existing = readItem(storage, CHAT_STORAGE_KEYS.deviceId);
  if (existing && existing.trim().length > 0 && existing.length <= 200) return existing;
  const id = `device-${generate()}`;
  writeItem(storage, CHAT_STORAGE_KEYS.deviceId, id);
  return id;
}
