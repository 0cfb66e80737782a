import { widgetOptionsSchema } from '@lisa/contracts/widget';
import { createRoot } from 'react-dom/client';
import { createApiChatTransport } from '../api-transport.ts';
import { createFloatingChat } from '../floating-chat-store.ts';
import { lazyVisitorLive } from '../live-loader.ts';
import { readResumeLink } from '../live-session.ts';
import { FloatingChatPanel } from '../widget/floating-chat-panel.tsx';
import { ensureWidgetStyles } from '../widget/widget-styles.ts';
import { defaultWsUrl } from '../ws-url.ts';
import type { RawEmbedOptions } from './embed-options.ts';

/** data-ws-url when it is a ws(s) URL, else derived from the API's URL (null: no live replies). */
function liveSocketUrl(configured: string | undefined, apiUrl: string): string | null {
  if (configured && /^wss?:\/\//i.test(configured)) return configured;
  if (configured) console.warn('[lisa-widget] wsUrl must be a ws:// or wss:// URL:', configured);
  try {
    return defaultWsUrl(apiUrl);
  } catch {
    return null;
  }
}

/** Renders the chat panel into the loader's shadow root; loaded on first open. */
export function mountPanel(
  shadow: ShadowRoot,
  raw: RawEmbedOptions,
  onClose: () => void,
  onUnread: (unread: boolean) => void = () => {},
) {
  const parsed = widgetOptionsSchema.safeParse({
    business: raw.business,
    defaultOpen: raw.defaultOpen,
    position: raw.position,
    theme: raw.theme,
    maxWidth: raw.maxWidth,
    title: raw.title,
  });
  // Bad options must not break the host page: fall back to the defaults and say why.
  const options = parsed.success ? parsed.data : widgetOptionsSchema.parse({});
  if (!parsed.success)
    console.warn('[lisa-widget] invalid options, using defaults:', parsed.error.issues);

  ensureWidgetStyles(shadow);
  const container = document.createElement('div');
  container.className = 'lisa-w-root';
  container.dataset.theme = options.theme;
  shadow.appendChild(container);
  const apiUrl = raw.apiUrl ?? window.location.origin;
  const wsUrl = liveSocketUrl(raw.wsUrl, apiUrl);
  const chat = createFloatingChat({
    transport: createApiChatTransport({ chatHost: apiUrl }),
    businessId: options.business,
    // A link from a reply emailed to the visitor resumes that conversation.
    resume: readResumeLink(window.location.search),
    // Teammate replies: the socket and its polling fallback load after the first answer.
    ...(wsUrl ? { liveChannel: lazyVisitorLive({ apiUrl, wsUrl }) } : {}),
  });
  // Started here, not only by the panel: loaded closed, the live channel still resumes.
  void chat.start();
  let isOpen = false;
  const liveCount = () =>
    chat.getState().messages.filter((m) => m.sender === 'agent' || m.sender === 'system').length;
  let seen = liveCount();
  chat.subscribe(() => {
    const count = liveCount();
    if (count > seen && !isOpen) onUnread(true);
    seen = count;
  });
  const root = createRoot(container);
  const render = (open: boolean) => {
    isOpen = open;
    root.render(
      open ? (
        <FloatingChatPanel
          chat={chat}
          position={options.position}
          onClose={onClose}
          {...(options.title ? { title: options.title } : {})}
          {...(options.maxWidth ? { maxWidth: options.maxWidth } : {})}
        />
      ) : null,
    );
  };
  return { setOpen: render };
}
