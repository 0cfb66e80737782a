import { STORAGE_KEYS as CLIENT_KEYS } from '@lisa/api-client';

// The dashboard's local storage items (SPEC §3). The api-client owns the token, credit,
// chats and tasks keys; chat-core reads the user data the dashboard writes here.
export const STORAGE_KEYS = {
  token: CLIENT_KEYS.token,
  credit: CLIENT_KEYS.credit,
  chats: CLIENT_KEYS.chatBoxes,
  tasks: CLIENT_KEYS.tasks,
  user: 'lisa.user',
  /** Same key as chat-core's CHAT_STORAGE_KEYS.userData: { businesses: [...] }. */
  userData: 'lisa-user-data',
  lastRefresh: 'lisa.last-refresh',
  /** The id of the business the dashboard acts on (validated against userData's list). */
  business: 'lisa.business',
} as const;
