// The browser notification for a waiting visitor; shown only when permission was granted.
import type { WaitingAlert } from './waiting-alerts.ts';

export type NotificationSupport = NotificationPermission | 'unsupported';

function browserNotification(): typeof Notification | undefined {
  return (globalThis as { Notification?: typeof Notification }).Notification;
}

export function notificationSupport(
  NotificationClass: typeof Notification | undefined = browserNotification(),
): NotificationSupport {
  return NotificationClass ? NotificationClass.permission : 'unsupported';
}

export async function requestNotificationPermission(
  NotificationClass: typeof Notification | undefined = browserNotification(),
): Promise<NotificationSupport> {
  if (!NotificationClass) return 'unsupported';
  return NotificationClass.requestPermission();
}

/** Clicking it focuses the window and opens the conversation (`open(alert.href)`). */
export function showWaitingNotification(
  alert: WaitingAlert,
  open: (href: string) => void,
  NotificationClass: typeof Notification | undefined = browserNotification(),
): Notification | null {
  if (notificationSupport(NotificationClass) !== 'granted' || !NotificationClass) return null;
  const notification = new NotificationClass(alert.title, {
    body: alert.body,
    tag: `lisa-waiting-${alert.conversationId}`,
  });
  notification.onclick = () => {
    globalThis.focus?.();
    open(alert.href);
    notification.close();
  };
  return notification;
}
