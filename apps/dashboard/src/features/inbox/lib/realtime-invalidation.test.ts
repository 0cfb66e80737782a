import { describe, expect, it } from 'vitest';
import { staleKeysForFrame } from './realtime-invalidation.ts';

describe('inbox queries made stale by /ws frames', () => {
  it('a new message: the lists, the conversation and its thread', () => {
    expect(
      staleKeysForFrame({
        type: 'message.created',
        conversation_id: '12',
        message: { id: '5', sender: 'visitor', text: 'hi', created_at: '2026-11-25T10:00:00Z' },
      }),
    ).toEqual([
      ['inbox', 'list'],
      ['inbox', 'conversation', 12],
      ['inbox', 'messages', 12],
    ]);
  });

  it('a status or assignee change: the lists and the conversation', () => {
    expect(
      staleKeysForFrame({
        type: 'conversation.updated',
        conversation: {
          id: '7',
          status: 'open',
          assignee_id: '3',
          handoff_reason: null,
          last_activity_at: '2026-11-25T10:00:00Z',
        },
      }),
    ).toEqual([
      ['inbox', 'list'],
      ['inbox', 'conversation', 7],
    ]);
  });

  it('other frames change nothing; an unreadable id still refreshes the lists', () => {
    expect(staleKeysForFrame({ type: 'pong' })).toEqual([]);
    expect(
      staleKeysForFrame({
        type: 'message.created',
        conversation_id: 'abc',
        message: { id: '5', sender: 'bot', text: 'hi', created_at: '2026-11-25T10:00:00Z' },
      }),
    ).toEqual([['inbox', 'list']]);
  });
});
