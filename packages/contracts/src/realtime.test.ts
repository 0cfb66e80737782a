import { describe, expect, it } from 'vitest';
import {
  parseClientMessage,
  parseServerMessage,
  REALTIME_PATH,
  REALTIME_PORT,
} from './realtime.ts';

describe('parseClientMessage', () => {
  it('accepts a dashboard auth, a visitor auth and a ping', () => {
    expect(parseClientMessage('{"type":"auth","token":"t"}')).toEqual({
      ok: true,
      message: { type: 'auth', token: 't' },
    });
    expect(parseClientMessage({ type: 'auth', visitor_token: 'v' })).toEqual({
      ok: true,
      message: { type: 'auth', visitor_token: 'v' },
    });
    expect(parseClientMessage('{"type":"ping"}')).toEqual({ ok: true, message: { type: 'ping' } });
  });

  it('rejects an auth frame carrying both tokens or neither', () => {
    expect(parseClientMessage({ type: 'auth', token: 't', visitor_token: 'v' }).ok).toBe(false);
    expect(parseClientMessage({ type: 'auth' }).ok).toBe(false);
    expect(parseClientMessage({ type: 'auth', token: '' }).ok).toBe(false);
  });

  it('tells invalid JSON apart from an unknown message', () => {
    expect(parseClientMessage('{nope')).toMatchObject({ ok: false, code: 'invalid_json' });
    expect(parseClientMessage('{"type":"subscribe"}')).toMatchObject({
      ok: false,
      code: 'invalid_message',
    });
  });
});

describe('parseServerMessage', () => {
  it('parses each server frame', () => {
    const frames = [
      { type: 'ready', scope: 'business', business_id: 1 },
      { type: 'ready', scope: 'visitor', business_id: 1, conversation_id: 'c1' },
      {
        type: 'message.created',
        conversation_id: 'c1',
        message: {
          id: 'm1',
          sender: 'agent',
          text: 'Hi, this is Achieng from support.',
          citations: [{ index: 1, title: 'Pricing' }],
          created_at: '2025-06-15T10:00:00.000Z',
        },
      },
      {
        type: 'conversation.updated',
        conversation: {
          id: 'c1',
          status: 'open',
          assignee_id: null,
          handoff_reason: 'Visitor asked for a person',
          last_activity_at: '2025-06-15T10:00:00.000Z',
        },
      },
      { type: 'error', code: 'unauthorized', message: 'Sign in again' },
      { type: 'pong' },
    ];
    for (const frame of frames) {
      expect(parseServerMessage(JSON.stringify(frame))).toEqual({ ok: true, message: frame });
    }
  });

  it('rejects an unknown sender or status', () => {
    expect(
      parseServerMessage({
        type: 'message.created',
        conversation_id: 'c1',
        message: { id: 'm', sender: 'robot', text: 'x', created_at: 'now' },
      }).ok,
    ).toBe(false);
    expect(
      parseServerMessage({
        type: 'conversation.updated',
        conversation: {
          id: 'c',
          status: 'closed',
          assignee_id: null,
          handoff_reason: null,
          last_activity_at: 'x',
        },
      }).ok,
    ).toBe(false);
  });

  it('names the endpoint of SPEC §7', () => {
    expect(REALTIME_PORT).toBe(8080);
    expect(REALTIME_PATH).toBe('/ws');
  });
});
