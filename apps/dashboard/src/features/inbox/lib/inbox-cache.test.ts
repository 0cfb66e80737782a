import type { ConversationPage, InboxConversation, InboxMessage } from '@lisa/contracts/inbox';
import { describe, expect, it } from 'vitest';
import {
  appendMessage,
  editConversationInPages,
  listConversations,
  threadMessages,
} from './inbox-cache.ts';

const conversation = (id: number): InboxConversation => ({
  id,
  status: 'waiting',
  channel: 'web',
  contact: { id, name: `Contact ${id}`, email: null, phone: null },
  assignee_id: null,
  handoff_reason: null,
  last_message: null,
  unread_count: 1,
  waiting_since: null,
  last_activity_at: '2026-11-25T10:00:00Z',
  created_at: '2026-11-25T09:00:00Z',
  version: 1,
});
const message = (id: number): InboxMessage => ({
  id,
  sender: 'visitor',
  author: null,
  text: `m${id}`,
  private: false,
  citations: [],
  attachments: [],
  created_at: '2026-11-25T10:00:00Z',
});
const counts = { bot: 0, waiting: 2, open: 0, resolved: 0 };
const page = (ids: number[]): ConversationPage => ({
  data: ids.map(conversation),
  next_cursor: null,
  counts,
});

describe('inbox cache edits', () => {
  it('edits one conversation wherever it is loaded', () => {
    const data = { pages: [page([1]), page([2])], pageParams: [undefined, 'x'] };
    const next = editConversationInPages(data, 2, (row) => ({ ...row, status: 'open' }));
    expect(next?.pages[1]?.data[0]?.status).toBe('open');
    expect(next?.pages[0]).toBe(data.pages[0]);
    expect(editConversationInPages(data, 9, (row) => row)).toBe(data);
  });

  it('appends a reply once, to the newest page', () => {
    const data = {
      pages: [
        { data: [message(3), message(4)], next_before: 3 },
        { data: [message(1), message(2)], next_before: null },
      ],
      pageParams: [undefined, 3],
    };
    const next = appendMessage(data, message(5));
    expect(threadMessages(next).map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
    expect(appendMessage(next, message(5))).toBe(next);
  });

  it('lists conversations once even when pages overlap', () => {
    const data = { pages: [page([1, 2]), page([2, 3])], pageParams: [undefined, 'x'] };
    expect(listConversations(data).map((row) => row.id)).toEqual([1, 2, 3]);
  });
});
