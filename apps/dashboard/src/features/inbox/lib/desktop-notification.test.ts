import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  notificationSupport,
  requestNotificationPermission,
  showWaitingNotification,
} from './desktop-notification.ts';
import type { WaitingAlert } from './waiting-alerts.ts';

function fakeNotification(permission: NotificationPermission) {
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    static shown: FakeNotification[] = [];
    onclick: (() => void) | null = null;
    closed = false;
    constructor(
      public title: string,
      public options: NotificationOptions,
    ) {
      FakeNotification.shown.push(this);
    }
    close() {
      this.closed = true;
    }
  }
  return FakeNotification;
}

const alert: WaitingAlert = {
  conversationId: '7',
  title: 'A visitor is waiting',
  body: 'Asked for a refund',
  href: '/messages?c=7',
};

afterEach(() => vi.unstubAllGlobals());

describe('desktop notification', () => {
  it('reports support and the permission', () => {
    expect(notificationSupport(undefined)).toBe('unsupported');
    const Fake = fakeNotification('denied');
    expect(notificationSupport(Fake as unknown as typeof Notification)).toBe('denied');
  });

  it('asks for permission', async () => {
    const Fake = fakeNotification('default');
    await expect(
      requestNotificationPermission(Fake as unknown as typeof Notification),
    ).resolves.toBe('granted');
    expect(Fake.requestPermission).toHaveBeenCalledOnce();
    await expect(requestNotificationPermission(undefined)).resolves.toBe('unsupported');
  });

  it('shows nothing unless permission was granted', () => {
    for (const permission of ['default', 'denied'] as const) {
      const Fake = fakeNotification(permission);
      expect(
        showWaitingNotification(alert, vi.fn(), Fake as unknown as typeof Notification),
      ).toBeNull();
      expect(Fake.shown).toHaveLength(0);
    }
  });

  it('shows the title and body; a click focuses the window and opens the thread', () => {
    const focus = vi.fn();
    vi.stubGlobal('focus', focus);
    const open = vi.fn();
    const Fake = fakeNotification('granted');
    showWaitingNotification(alert, open, Fake as unknown as typeof Notification);
    const [shown] = Fake.shown;
    expect(shown?.title).toBe('A visitor is waiting');
    expect(shown?.options.body).toBe('Asked for a refund');
    shown?.onclick?.();
    expect(focus).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledWith('/messages?c=7');
    expect(shown?.closed).toBe(true);
  });
});
