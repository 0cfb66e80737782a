import type { InboxConversation } from '@lisa/contracts/inbox';
import { describe, expect, it } from 'vitest';
import {
  applyUpdate,
  assignUpdate,
  availableActions,
  successText,
  updateFor,
} from './conversation-actions.ts';

const base: InboxConversation = {
  id: 1,
  status: 'waiting',
  channel: 'web',
  contact: { id: 1, name: 'Ada', email: null, phone: null },
  assignee_id: null,
  handoff_reason: 'asked for a person',
  last_message: null,
  unread_count: 0,
  waiting_since: '2026-11-25T10:00:00Z',
  last_activity_at: '2026-11-25T10:00:00Z',
  created_at: '2026-11-25T09:00:00Z',
  version: 4,
};

describe('conversation actions', () => {
  it('offers take over, hand back, assign and resolve on a waiting conversation', () => {
    expect(availableActions(base, 7)).toEqual(['takeOver', 'handBack', 'assign', 'resolve']);
  });

  it('offers no take over to the owner of an open conversation', () => {
    expect(availableActions({ status: 'open', assignee_id: 7 }, 7)).toEqual([
      'handBack',
      'assign',
      'resolve',
    ]);
    expect(availableActions({ status: 'open', assignee_id: 8 }, 7)).toContain('takeOver');
  });

  it('offers no hand back while the bot talks, and only reopen once resolved', () => {
    expect(availableActions({ status: 'bot', assignee_id: null }, 7)).toEqual([
      'takeOver',
      'assign',
      'resolve',
    ]);
    expect(availableActions({ status: 'resolved', assignee_id: 7 }, 7)).toEqual(['reopen']);
  });

  it('sends the version with every change', () => {
    expect(updateFor('takeOver', base, 7)).toEqual({ status: 'open', assignee_id: 7, version: 4 });
    expect(updateFor('handBack', base, 7)).toEqual({ status: 'bot', version: 4 });
    expect(updateFor('resolve', base, 7)).toEqual({ status: 'resolved', version: 4 });
    expect(updateFor('reopen', base, 7)).toEqual({ status: 'open', version: 4 });
    expect(assignUpdate(base, 9)).toEqual({ assignee_id: 9, version: 4 });
  });

  it('shows the expected state at once', () => {
    const next = applyUpdate(base, { status: 'open', assignee_id: 7 });
    expect(next).toMatchObject({ status: 'open', assignee_id: 7, waiting_since: null });
    expect(applyUpdate(base, { assignee_id: 3 })).toMatchObject({
      status: 'waiting',
      assignee_id: 3,
    });
  });

  it('says what happened', () => {
    expect(successText({ status: 'open', assignee_id: 7 })).toBe(
      'You took over this conversation.',
    );
    expect(successText({ assignee_id: 3 }, 'Grace')).toBe('Assigned to Grace.');
    expect(successText({ status: 'resolved' })).toBe('Conversation resolved.');
  });
});
