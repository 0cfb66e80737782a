// Pure edits of the cached pages, for optimistic changes and for answers that already hold
// the new state (a reply returns the conversation as it now is).
import type {
  ConversationPage,
  InboxConversation,
  InboxMessage,
  MessagePage,
} from '@lisa/contracts/inbox';
import type { InfiniteData } from '@tanstack/react-query';

/** Every page with `id` changed by `edit`; the same object when it is not there. */
export function editConversationInPages(
  data: InfiniteData<ConversationPage> | undefined,
  id: number,
  edit: (conversation: InboxConversation) => InboxConversation,
): InfiniteData<ConversationPage> | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.data.some((row) => row.id === id)) return page;
    changed = true;
    return { ...page, data: page.data.map((row) => (row.id === id ? edit(row) : row)) };
  });
  return changed ? { ...data, pages } : data;
}

/** Appends a message to the newest page unless it is already there (a /ws refetch won). */
export function appendMessage(
  data: InfiniteData<MessagePage> | undefined,
  message: InboxMessage,
): InfiniteData<MessagePage> | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.data.some((row) => row.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, data: [...newest.data, message] }, ...older] };
}

/** Every loaded message, oldest first (pages are stored newest page first). */
export function threadMessages(data: InfiniteData<MessagePage> | undefined): InboxMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.data);
}

/** Every loaded conversation, without the duplicates a page shift can bring. */
export function listConversations(
  data: InfiniteData<ConversationPage> | undefined,
): InboxConversation[] {
  const seen = new Set<number>();
  const rows: InboxConversation[] = [];
  for (const page of data?.pages ?? []) {
    for (const row of page.data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}
