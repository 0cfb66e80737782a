import type { InboxConversation, InboxMessage } from '@lisa/contracts/inbox';

export function conversationFixture(change: Partial<InboxConversation> = {}): InboxConversation {
  return {
    id: 12,
    status: 'waiting',
    channel: 'web',
    contact: { id: 3, name: 'Ada Lovelace', email: 'ada@example.test', phone: null },
    assignee_id: null,
    handoff_reason: 'Asked for a person',
    last_message: {
      text: 'Can I get a refund?',
      sender: 'visitor',
      private: false,
      created_at: '2026-11-25T10:00:00Z',
    },
    unread_count: 2,
    waiting_since: '2026-11-25T10:00:00Z',
    last_activity_at: '2026-11-25T10:00:00Z',
    created_at: '2026-11-25T09:00:00Z',
    version: 3,
    ...change,
  };
}

export function messageFixture(change: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 1,
    sender: 'visitor',
    author: null,
    text: 'Hello',
    private: false,
    citations: [],
    attachments: [],
    created_at: '2026-11-25T10:00:00Z',
    ...change,
  };
}
