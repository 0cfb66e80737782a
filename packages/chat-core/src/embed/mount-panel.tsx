import { brandProperties } from '@lisa/contracts/brand-colour';
import { widgetOptionsSchema } from '@lisa/contracts/widget';
import { createRoot } from 'react-dom/client';
import { createApiChatTransport } from '../api-transport.ts';
import { createFloatingChat } from '../floating-chat-store.ts';
import { lazyVisitorLive } from '../live-loader.ts';
import { readResumeLink } from '../live-session.ts';
import { createCsatClient } from '../widget/csat-prompt.tsx';
import { FloatingChatPanel } from '../widget/floating-chat-panel.tsx';
import { PRECHAT_CSS, PrechatForm } from '../widget/prechat-form.tsx';
import { WIDGET_CSS } from '../widget/widget-styles.ts';
import { defaultWsUrl } from '../ws-url.ts';
import type { RawEmbedOptions } from './embed-options.ts';
import type { EmbedConfig } from './widget-config.ts';

export interface PanelExtras {
  /** The business key's set-up (null: a numeric data-business, no key). */
  config?: EmbedConfig | null;
  /** A new reply (assistant, teammate or system line): Lisa.on('message'). */
  onMessage?: (message: { sender: string; text: string }) => void;
  /** The loader's adopt-css.ts (passed in, so the two chunks do not share a third). */
  adoptCss?: (shadow: ShadowRoot, css: string) => void;
}

function appendStyle(shadow: ShadowRoot, css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  shadow.appendChild(style);
}

const PRECHAT_DONE = 'lisa-prechat';

function prechatDone(key: string): boolean {
  try {
    return localStorage.getItem(PRECHAT_DONE) === key;
  } catch {
    return false;
  }
}

/** The panel's first field (the message box, or the pre-chat form's name), without scrolling the host. */
function focusFirstField(container: HTMLElement): void {
  container
    .querySelector<HTMLElement>('.lisa-w-input, .lisa-w-field')
    ?.focus({ preventScroll: true });
}

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

/**
 * Renders the chat panel, closed, into the loader's shadow root (the loader calls it once the
 * host page is idle, or on the first open if that comes sooner); setOpen shows or hides it.
 */
export function mountPanel(
  shadow: ShadowRoot,
  raw: RawEmbedOptions,
  onClose: () => void,
  onUnread: (unread: boolean) => void = () => {},
  extras: PanelExtras = {},
) {
  const config = extras.config ?? null;
  const adoptCss = extras.adoptCss ?? appendStyle;
  const parsed = widgetOptionsSchema.safeParse({
    business: config ? config.businessId : raw.business,
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

  // Closed: hidden, but laid out (see draw below).
  adoptCss(shadow, `${WIDGET_CSS}.lisa-w-closed{visibility:hidden}`);
  const container = document.createElement('div');
  container.className = 'lisa-w-root lisa-w-closed';
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
  // A resolved conversation asks the visitor for a rating, once (analytics).
  const csat = createCsatClient({ apiUrl });
  // Started here, not only by the panel: loaded closed, the live channel still resumes.
  const started = chat.start();
  // The agent settings' colour (the lookup's): the panel, the pre-chat form and the launcher
  // (on the shadow host) wear it.
  let colour: string | undefined;
  const paint = () => {
    const next = chat.getState().business.widget_colour;
    if (!next || next === colour) return;
    colour = next;
    for (const [name, value] of Object.entries(brandProperties(next) ?? {})) {
      container.style.setProperty(name, value);
      (shadow.host as HTMLElement).style.setProperty(name, value);
    }
  };
  paint();
  chat.subscribe(paint);
  let isOpen = false;
  const liveCount = () =>
    chat.getState().messages.filter((m) => m.sender === 'agent' || m.sender === 'system').length;
  let seen = liveCount();
  chat.subscribe(() => {
    const count = liveCount();
    if (count > seen && !isOpen) onUnread(true);
    seen = count;
  });
  // Lisa.on('message'): every reply after this point, whichever way it came.
  const replies = () =>
    chat.getState().messages.filter((m) => m.sender !== 'user' && m.sender !== 'typing');
  // The stored history is not news: only what arrives after start is announced.
  let announced = Number.POSITIVE_INFINITY;
  void started.then(() => {
    announced = replies().length;
  });
  chat.subscribe(() => {
    const list = replies();
    for (const m of list.slice(announced)) extras.onMessage?.({ sender: m.sender, text: m.text });
    if (announced !== Number.POSITIVE_INFINITY) announced = list.length;
  });
  const needsPrechat = () =>
    config !== null &&
    (config.prechat.name !== 'off' || config.prechat.email !== 'off') &&
    !prechatDone(config.key ?? '') &&
    !chat.getState().messages.some((m) => m.sender === 'user');
  const root = createRoot(container);
  // What the closed panel holds: the pre-chat form or the chat. Both are rendered ahead of
  // the click (the loader mounts the panel closed once the host page is idle) and hidden with
  // `visibility`, which keeps their layout: opening only turns visibility on and paints.
  let drawn: 'prechat' | 'chat' | null = null;
  let prechatStyled = false;
  const draw = () => {
    const want = config && needsPrechat() ? 'prechat' : 'chat';
    if (want === drawn) return;
    if (config && want === 'prechat') {
      if (!prechatStyled) adoptCss(shadow, PRECHAT_CSS);
      prechatStyled = true;
      drawn = want;
      root.render(
        <PrechatForm
          apiUrl={apiUrl}
          config={config}
          customerId={chat.deviceId}
          position={options.position}
          title={options.title ?? chat.getState().business.agent_name}
          {...(options.maxWidth ? { maxWidth: options.maxWidth } : {})}
          onClose={onClose}
          onDone={() => {
            try {
              localStorage.setItem(PRECHAT_DONE, config.key ?? '');
            } catch {
              // Without storage the form is asked again next time: harmless.
            }
            draw();
            if (isOpen) focusFirstField(container);
          }}
        />,
      );
      return;
    }
    drawn = want;
    root.render(
      <FloatingChatPanel
        chat={chat}
        csat={csat}
        position={options.position}
        onClose={onClose}
        {...(options.title ? { title: options.title } : {})}
        {...(options.maxWidth ? { maxWidth: options.maxWidth } : {})}
      />,
    );
  };
  draw();
  const setOpen = (open: boolean) => {
    isOpen = open;
    if (open) draw();
    container.classList.toggle('lisa-w-closed', !open);
    if (!open) return;
    // Rendered while hidden, the panel could not take focus or keep its log scrolled down.
    const log = container.querySelector('.lisa-w-log');
    if (log) log.scrollTop = log.scrollHeight;
    focusFirstField(container);
  };
  return {
    setOpen,
    stop: () => chat.stop(),
    /** A website campaign's message becomes the first line (proactive-bubble.ts). */
    showCampaign: (campaign: { id: number; message: string }) =>
      void started.then(() => chat.showCampaign(campaign)),
  };
}
