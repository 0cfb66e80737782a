import type { ServerMessage } from '@lisa/contracts/realtime';
import { describe, expect, it } from 'vitest';
import {
  type AlertContext,
  createWaitingTracker,
  shouldAlert,
  WAITING_ALERT_FALLBACK_BODY,
  WAITING_ALERT_TITLE,
} from './waiting-alerts.ts';

function updated(id: string, status: 'bot' | 'waiting' | 'open' | 'resolved', reason?: string) {
  return {
    type: 'conversation.updated',
    conversation: {
      id,
      status,
      assignee_id: null,
      handoff_reason: reason ?? null,
      last_activity_at: '2026-11-25T10:00:00Z',
    },
  } satisfies ServerMessage;
}

describe('createWaitingTracker', () => {
  it('alerts when a conversation starts waiting, with the handoff reason as the body', () => {
    const alert = createWaitingTracker().observe(updated('7', 'waiting', 'Asked for a refund'));
    expect(alert).toEqual({
      conversationId: '7',
      title: WAITING_ALERT_TITLE,
      body: 'Asked for a refund',
      href: '/messages?c=7',
    });
  });

  it('falls back to "Open the inbox to reply" without a reason', () => {
    const tracker = createWaitingTracker();
    expect(tracker.observe(updated('1', 'waiting'))?.body).toBe(WAITING_ALERT_FALLBACK_BODY);
    expect(tracker.observe(updated('2', 'waiting', '  '))?.body).toBe(WAITING_ALERT_FALLBACK_BODY);
  });

  it('does not alert again while the conversation stays waiting, but does after it left', () => {
    const tracker = createWaitingTracker();
    expect(tracker.observe(updated('7', 'waiting'))).not.toBeNull();
    expect(tracker.observe(updated('7', 'waiting'))).toBeNull();
    expect(tracker.observe(updated('7', 'open'))).toBeNull();
    expect(tracker.observe(updated('7', 'waiting'))).not.toBeNull();
  });

  it('ignores other statuses and other frames', () => {
    const tracker = createWaitingTracker();
    expect(tracker.observe(updated('7', 'bot'))).toBeNull();
    expect(tracker.observe({ type: 'pong' })).toBeNull();
    expect(
      tracker.observe({
        type: 'message.created',
        conversation_id: '7',
        message: { id: 'm', sender: 'visitor', text: 'Hi', created_at: 'now' },
      } as ServerMessage),
    ).toBeNull();
  });
});

describe('shouldAlert', () => {
  const alert = createWaitingTracker().observe(updated('7', 'waiting'));
  if (!alert) throw new Error('expected an alert');
  const online: AlertContext = { availability: 'online', viewingId: null, tabVisible: true };

  it('alerts an online person', () => {
    expect(shouldAlert(alert, online)).toBe(true);
  });

  it('stays quiet for away, offline or not yet known availability', () => {
    expect(shouldAlert(alert, { ...online, availability: 'away' })).toBe(false);
    expect(shouldAlert(alert, { ...online, availability: 'offline' })).toBe(false);
    expect(shouldAlert(alert, { ...online, availability: undefined })).toBe(false);
  });

  it('stays quiet for the conversation on screen, unless the tab is hidden', () => {
    expect(shouldAlert(alert, { ...online, viewingId: 7 })).toBe(false);
    expect(shouldAlert(alert, { ...online, viewingId: 7, tabVisible: false })).toBe(true);
    expect(shouldAlert(alert, { ...online, viewingId: 8 })).toBe(true);
  });

  it('does not alert for a conversation that was already waiting when the page loaded', () => {
    const tracker = createWaitingTracker();
    tracker.seed(['7']);
    const frame = {
      type: 'conversation.updated',
      conversation: {
        id: '7',
        status: 'waiting',
        assignee_id: '3',
        handoff_reason: null,
        last_activity_at: '2026-11-25T10:00:00Z',
      },
    } as const;
    expect(tracker.observe(frame)).toBeNull();
    expect(
      tracker.observe({ ...frame, conversation: { ...frame.conversation, id: '8' } }),
    ).not.toBeNull();
  });
});
