import { describe, expect, it } from 'vitest';
import {
  emptyLive,
  otherViewers,
  reduceLive,
  TYPING_TIMEOUT_MS,
  typingLine,
} from './conversation-live.ts';

describe('conversation live state', () => {
  it('shows the visitor typing until their message lands or 5 s pass', () => {
    const typing = reduceLive(
      emptyLive,
      { type: 'typing', conversation_id: '7', sender: 'visitor', typing: true },
      7,
      1000,
    );
    expect(typingLine(typing, 1, 'Ann', 1000)).toBe('Ann is typing…');
    expect(typingLine(typing, 1, 'Ann', 1000 + TYPING_TIMEOUT_MS)).toBeNull();
    const landed = reduceLive(
      typing,
      {
        type: 'message.created',
        conversation_id: '7',
        message: { id: '1', sender: 'visitor', text: 'hi', created_at: '2026-01-01T00:00:00Z' },
      },
      7,
      1500,
    );
    expect(typingLine(landed, 1, 'Ann', 1500)).toBeNull();
  });

  it('ignores other conversations and my own typing; lists teammates who view it', () => {
    const other = reduceLive(
      emptyLive,
      { type: 'typing', conversation_id: '8', sender: 'visitor', typing: true },
      7,
      0,
    );
    expect(other).toBe(emptyLive);
    let state = reduceLive(
      emptyLive,
      {
        type: 'typing',
        conversation_id: '7',
        sender: 'agent',
        typing: true,
        user_id: '1',
        name: 'Me',
      },
      7,
      0,
    );
    state = reduceLive(
      state,
      {
        type: 'typing',
        conversation_id: '7',
        sender: 'agent',
        typing: true,
        user_id: '2',
        name: 'Bo',
      },
      7,
      0,
    );
    expect(typingLine(state, 1, 'Ann', 10)).toBe('Bo is typing…');
    state = reduceLive(
      state,
      {
        type: 'presence',
        conversation_id: '7',
        viewers: [
          { user_id: '1', name: 'Me' },
          { user_id: '2', name: 'Bo' },
        ],
      },
      7,
      0,
    );
    expect(otherViewers(state, 1)).toEqual([{ user_id: '2', name: 'Bo' }]);
  });
});
