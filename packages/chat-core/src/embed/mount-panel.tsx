import { widgetOptionsSchema } from '@lisa/contracts/widget';
import { createRoot } from 'react-dom/client';
import { createApiChatTransport } from '../api-transport.ts';
import { createFloatingChat } from '../floating-chat-store.ts';
import { FloatingChatPanel } from '../widget/floating-chat-panel.tsx';
import { ensureWidgetStyles } from '../widget/widget-styles.ts';
import type { RawEmbedOptions } from './embed-options.ts';

/** Renders the chat panel into the loader's shadow root; loaded on first open. */
export function mountPanel(shadow: ShadowRoot, raw: RawEmbedOptions, onClose: () => void) {
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
  const chat = createFloatingChat({
    transport: createApiChatTransport({ chatHost: raw.apiUrl ?? window.location.origin }),
    businessId: options.business,
  });
  const root = createRoot(container);
  const render = (open: boolean) =>
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
  return { setOpen: render };
}
