import type { ServerMessage } from '@lisa/contracts/realtime';
import { describe, expect, it, vi } from 'vitest';
import { createWaitingAlerter } from './waiting-alerter.ts';
import type { AlertContext } from './waiting-alerts.ts';

const waiting = (id: string): ServerMessage => ({
  type: 'conversation.updated',
  conversation: {
    id,
    status: 'waiting',
    assignee_id: null,
    handoff_reason: 'Asked for a person',
    last_activity_at: '2026-11-25T10:00:00Z',
  },
});

function setup(context: Partial<AlertContext> = {}, muted = false) {
  const effects = {
    context: () => ({
      availability: 'online' as const,
      viewingId: null,
      tabVisible: true,
      ...context,
    }),
    notify: vi.fn(),
    beep: vi.fn(),
    soundMuted: () => muted,
  };
  return { alertOn: createWaitingAlerter(effects), effects };
}

describe('createWaitingAlerter', () => {
  it('notifies and beeps once when a conversation starts waiting', () => {
    const { alertOn, effects } = setup();
    alertOn(waiting('7'));
    alertOn(waiting('7'));
    expect(effects.notify).toHaveBeenCalledOnce();
    expect(effects.notify.mock.calls[0]?.[0]).toMatchObject({
      title: 'A visitor is waiting',
      body: 'Asked for a person',
      href: '/messages?c=7',
    });
    expect(effects.beep).toHaveBeenCalledOnce();
  });

  it('notifies without the beep when muted', () => {
    const { alertOn, effects } = setup({}, true);
    alertOn(waiting('7'));
    expect(effects.notify).toHaveBeenCalledOnce();
    expect(effects.beep).not.toHaveBeenCalled();
  });

  it('does nothing while away, or for the thread on screen', () => {
    const away = setup({ availability: 'away' });
    away.alertOn(waiting('7'));
    const viewing = setup({ viewingId: 7 });
    viewing.alertOn(waiting('7'));
    for (const { effects } of [away, viewing]) {
      expect(effects.notify).not.toHaveBeenCalled();
      expect(effects.beep).not.toHaveBeenCalled();
    }
  });
});
