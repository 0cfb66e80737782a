import { z } from 'zod';
import { STORAGE_KEYS } from './constants.ts';
import { type KeyValueStorage, readJson, writeJson } from './storage.ts';

// SPEC §3/§7: the chat-box `data` list and the whole tasks response are cached locally so
// the dashboard can show the last known lists while a refresh fails. Their item fields are
// not specified, so they pass through unvalidated beyond the list itself.

export const chatBoxesResponseSchema = z.object({ data: z.array(z.unknown()) });

export interface WorkspaceCache {
  saveChatBoxes(data: unknown[]): void;
  readChatBoxes(): unknown[] | undefined;
  saveTasks(body: unknown): void;
  readTasks(): unknown;
}

export function createWorkspaceCache(storage: KeyValueStorage): WorkspaceCache {
  return {
    saveChatBoxes: (data) => writeJson(storage, STORAGE_KEYS.chatBoxes, data),
    readChatBoxes: () => {
      const cached = readJson(storage, STORAGE_KEYS.chatBoxes);
      return Array.isArray(cached) ? cached : undefined;
    },
    saveTasks: (body) => writeJson(storage, STORAGE_KEYS.tasks, body),
    readTasks: () => readJson(storage, STORAGE_KEYS.tasks),
  };
}
