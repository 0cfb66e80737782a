// The one list of postMessage names shared by the embeddable widget and host pages.
// Every message carries `source: 'lisa-widget'`; senders name the exact target origin
// and receivers check event.origin (and event.source) before acting.

export const WIDGET_MESSAGE_SOURCE = 'lisa-widget';

export const WIDGET_COMMANDS = ['lisa:open', 'lisa:close', 'lisa:toggle'] as const;
export type WidgetCommand = (typeof WIDGET_COMMANDS)[number];

export const WIDGET_EVENTS = ['lisa:ready', 'lisa:opened', 'lisa:closed'] as const;
export type WidgetEvent = (typeof WIDGET_EVENTS)[number];

export interface WidgetMessage<T extends string = WidgetCommand | WidgetEvent> {
  source: typeof WIDGET_MESSAGE_SOURCE;
  type: T;
}

export function widgetMessage<T extends WidgetCommand | WidgetEvent>(type: T): WidgetMessage<T> {
  return { source: WIDGET_MESSAGE_SOURCE, type };
}

/** The command in a message event, or null when it is not one this widget accepts. */
export function readWidgetCommand(
  event: MessageEvent,
  allowedOrigin: string,
): WidgetCommand | null {
  if (event.origin !== allowedOrigin) return null;
  const data = event.data as Partial<WidgetMessage> | null;
  if (typeof data !== 'object' || data === null || data.source !== WIDGET_MESSAGE_SOURCE)
    return null;
  return (WIDGET_COMMANDS as readonly string[]).includes(String(data.type))
    ? (data.type as WidgetCommand)
    : null;
}
