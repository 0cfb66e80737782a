import { type ChatMessage, isChatMessage } from './messages.ts';
import {
  CHAT_STORAGE_KEYS,
  type KeyValueStorage,
  readJson,
  removeItem,
  writeItem,
} from './storage.ts';

// The floating chat's history (SPEC §4): loaded on start, saved whenever non-empty,
// removed by "clear". Typing indicators are never stored.

const MAX_STORED_MESSAGES = 200;

export function loadChatHistory(
  storage: KeyValueStorage,
  key: string = CHAT_STORAGE_KEYS.chatHistory,
): ChatMessage[] {
  const value = readJson(storage, key);
  if (!Array.isArray(value)) return [];
  return value.filter(isChatMessage);
}

export function saveChatHistory(
  storage: KeyValueStorage,
  messages: readonly ChatMessage[],
  key: string = CHAT_STORAGE_KEYS.chatHistory,
): void {
  const kept = messages.filter((m) => m.sender !== 'typing').slice(-MAX_STORED_MESSAGES);
  if (kept.length === 0) return;
  writeItem(storage, key, JSON.stringify(kept));
}

export function clearChatHistory(
  storage: KeyValueStorage,
  key: string = CHAT_STORAGE_KEYS.chatHistory,
): void {
  removeItem(storage, key);
}
