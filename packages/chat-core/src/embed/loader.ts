// The script a host page includes. It draws only the launcher button (in a shadow root,
// so host styles cannot leak in) and mounts the chat panel, closed, once the page is idle.

import { readWidgetCommand, type WidgetEvent, widgetMessage } from '../widget-messages.ts';
import { adoptCss } from './adopt-css.ts';
import { readEmbedOptions } from './embed-options.ts';
import {
  createEvents,
  forgetVisitor,
  identify,
  type LisaApi,
  type LisaEvent,
  type LisaUser,
} from './js-api.ts';
import { type EmbedConfig, fetchEmbedConfig, KEY_PATTERN } from './widget-config.ts';

const BUTTON_CSS =
  ':host{all:initial}.lisa-launcher{position:fixed;bottom:24px;z-index:2147483000;width:56px;height:56px;border-radius:9999px;border:0;background:var(--lisa-accent,#4f46e5);color:var(--lisa-on-accent,#fff);cursor:pointer;box-shadow:0 10px 25px rgba(15,23,42,.25);display:flex;align-items:center;justify-content:center}.lisa-launcher svg{width:26px;height:26px}.lisa-unread{position:absolute;top:4px;right:4px;width:12px;height:12px;border-radius:9999px;background:#ef4444;border:2px solid #fff}';
const ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';

interface PanelController {
  setOpen(open: boolean): void;
  stop(): void;
  showCampaign(campaign: { id: number; message: string }): void;
}

/** A link from a reply emailed to the visitor (live-session.ts readResumeLink): open at once. */
function hasResumeLink(): boolean {
  return new URLSearchParams(window.location.search).has('lisa_conversation');
}

function findScript(url: string): HTMLScriptElement | null {
  for (const script of Array.from(document.querySelectorAll('script[src]'))) {
    if ((script as HTMLScriptElement).src === url) return script as HTMLScriptElement;
  }
  return null;
}

async function boot() {
  const scriptUrl = import.meta.url;
  const options = readEmbedOptions(findScript(scriptUrl), scriptUrl);
  const apiUrl = options.apiUrl ?? new URL(scriptUrl).origin;
  // A business key (the dashboard's snippet) is resolved first: an unknown key or a site
  // outside the business's allowed domains gets no widget at all.
  const businessKey = String(options.business ?? '');
  let config: EmbedConfig | null = null;
  if (KEY_PATTERN.test(businessKey)) {
    config = await fetchEmbedConfig(apiUrl, businessKey);
    if (!config) return;
  }
  const events = createEvents();
  const position = options.position === 'left' ? 'left' : 'right';
  const pageOrigin = window.location.origin;

  const host = document.createElement('div');
  host.id = 'lisa-widget';
  const shadow = host.attachShadow({ mode: 'open' });
  // A business key's set-up carries the widget colour: the launcher wears it from the start
  // (the panel paints the rest of the brand once its lookup answers).
  if (config?.colour) {
    host.style.setProperty('--lisa-accent', config.colour.fill);
    host.style.setProperty('--lisa-on-accent', config.colour.text);
  }
  adoptCss(shadow, BUTTON_CSS);
  const button = document.createElement('button');
  button.type = 'button';
  // Class-scoped: the panel's own buttons share this shadow root.
  button.className = 'lisa-launcher';
  button.style[position] = '24px';
  button.innerHTML = ICON;
  shadow.append(button);
  document.body.appendChild(host);

  let open = false;
  let panel: Promise<PanelController> | null = null;
  const emit = (type: WidgetEvent) => window.postMessage(widgetMessage(type), pageOrigin);
  const dot = document.createElement('span');
  dot.className = 'lisa-unread';
  dot.setAttribute('aria-hidden', 'true');
  /** A teammate's reply arrived while the panel was closed. */
  const setUnread = (unread: boolean) => {
    if (unread && !open) button.append(dot);
    else dot.remove();
  };
  const loadPanel = () => {
    panel ??= import('./mount-panel.tsx').then((m) =>
      m.mountPanel(shadow, options, () => void setOpen(false), setUnread, {
        config,
        adoptCss,
        onMessage: (message) => events.emit('message', message),
      }),
    );
    return panel;
  };

  const setOpen = async (next: boolean) => {
    open = next;
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? 'Close chat' : 'Open chat');
    if (open) {
      setUnread(false);
      loadPanel();
    }
    if (panel) (await panel).setOpen(open);
    emit(open ? 'lisa:opened' : 'lisa:closed');
    events.emit(open ? 'open' : 'close');
  };

  button.addEventListener('click', () => void setOpen(!open));
  // Host pages may drive the widget with window.postMessage({source:'lisa-widget',
  // type:'lisa:open'}, location.origin); messages from any other window or origin are ignored.
  window.addEventListener('message', (event) => {
    if (event.source !== window) return;
    const command = readWidgetCommand(event, pageOrigin);
    if (command === 'lisa:open') void setOpen(true);
    else if (command === 'lisa:close') void setOpen(false);
    else if (command === 'lisa:toggle') void setOpen(!open);
  });

  const queued = Array.isArray(window.Lisa) ? window.Lisa : [];
  const api: LisaApi = {
    open: () => void setOpen(true),
    close: () => void setOpen(false),
    toggle: () => void setOpen(!open),
    identify: (user: LisaUser) =>
      identify(apiUrl, config?.key ?? null, user, config?.requireIdentityVerification),
    on: (event: LisaEvent, listener) => events.on(event, listener),
    shutdown() {
      void panel?.then((p) => p.stop());
      stopProactive();
      forgetVisitor();
      host.remove();
    },
  };
  window.Lisa = api;
  for (const call of queued) {
    const [name, ...args] = call as [keyof LisaApi, ...unknown[]];
    if (typeof api[name] === 'function') (api[name] as (...a: unknown[]) => unknown)(...args);
  }

  // Website campaigns (issue 20): a bubble next to the launcher when the rules match.
  const businessId = config?.businessId ?? Number(options.business);
  // Its own chunk, loaded after the launcher: the loader stays within its budget.
  let stopProactive = () => {};
  if (Number.isInteger(businessId) && businessId > 0) {
    void import('./proactive-bubble.ts')
      .then((m) => {
        stopProactive = m.startProactive({
          shadow,
          apiUrl,
          businessId,
          position,
          adoptCss,
          isOpen: () => open,
          openWith: (campaign) => {
            void loadPanel().then((p) => p.showCampaign(campaign));
            void setOpen(true);
          },
        });
      })
      .catch(() => {});
  }

  button.setAttribute('aria-label', 'Open chat');
  button.setAttribute('aria-expanded', 'false');
  emit('lisa:ready');
  if (options.defaultOpen || hasResumeLink()) void setOpen(true);
  // Otherwise the panel is mounted closed once the host page has loaded and is idle, so a
  // click only shows it (issue 16: painted within 100 ms of the click on a mid-range phone).
  // A returning visitor's live channel resumes then, and a teammate's reply lights the
  // launcher. With the browser's data saver on, the panel waits for the first open.
  else if (!(navigator as { connection?: { saveData?: boolean } }).connection?.saveData) {
    // A pointer reaching the launcher, or focus on it, starts the load before a click that
    // comes before the idle mount.
    for (const intent of ['pointerenter', 'pointerdown', 'focus'])
      button.addEventListener(intent, () => void loadPanel(), { once: true, passive: true });
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => void loadPanel(), { timeout: 2000 })
        : setTimeout(() => void loadPanel(), 200);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }
}

if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', () => void boot(), { once: true });
else void boot();
