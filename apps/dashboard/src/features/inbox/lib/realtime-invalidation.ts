// Which cached inbox queries a /ws frame makes stale. Ids are compared as numbers: the
// realtime contract carries them as strings, the inbox contract as numbers.
import type { ServerMessage } from '@lisa/contracts/realtime';

export type InboxQueryKey = readonly (string | number)[];

export function staleKeysForFrame(frame: ServerMessage): InboxQueryKey[] {
  if (frame.type !== 'message.created' && frame.type !== 'conversation.updated') return [];
  const keys: InboxQueryKey[] = [['inbox', 'list']];
  const raw = frame.type === 'message.created' ? frame.conversation_id : frame.conversation.id;
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) return keys;
  keys.push(['inbox', 'conversation', id]);
  if (frame.type === 'message.created') keys.push(['inbox', 'messages', id]);
  return keys;
}
