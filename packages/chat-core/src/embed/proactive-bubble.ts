// The website campaign bubble next to the launcher (issue 20): the business's active
// campaigns (GET /api/campaigns/website), the one due on this page (proactive-rules.ts) shown
// once as a named region with a close button (Esc closes too); a click on the message opens
// the chat with it as the agent's first line. Each showing is counted by the public beacon.
// A business-hours bubble goes away when the business closes while it is on screen: the list
// says in how many seconds the business opens or closes next, the bubble hides then, and the
// list is read again at that moment (one request per opening or closing, no polling).
import type { WebsiteCampaign } from '@lisa/contracts/campaigns';
import { getOrCreateDeviceId } from '../device-id.ts';
import {
  dueCampaign,
  hideAfterMs,
  isReturningVisitor,
  markCampaignSeen,
  type OpenState,
  openAt,
  seenCampaigns,
} from '../proactive-rules.ts';
import { browserStorage } from '../storage.ts';

const CSS =
  '.lisa-proactive{position:fixed;bottom:92px;z-index:2147483000;max-width:280px;background:#fff;color:#0f172a;border-radius:12px;box-shadow:0 10px 25px rgba(15,23,42,.25);padding:12px 36px 12px 12px;font:14px/1.4 system-ui,sans-serif}.lisa-proactive-text{all:unset;cursor:pointer;display:block;white-space:pre-wrap;word-break:break-word}.lisa-proactive-text:focus-visible,.lisa-proactive-close:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}.lisa-proactive-close{all:unset;position:absolute;top:6px;right:8px;cursor:pointer;font-size:18px;line-height:1;padding:2px 6px;color:#475569}';

export interface ProactiveOptions {
  shadow: ShadowRoot;
  apiUrl: string;
  businessId: number;
  position: 'left' | 'right';
  adoptCss(shadow: ShadowRoot, css: string): void;
  isOpen(): boolean;
  openWith(campaign: WebsiteCampaign): void;
}

/** Starts watching the page; returns a stop function. Never throws into the host page. */
export function startProactive(options: ProactiveOptions): () => void {
  const storage = browserStorage();
  const startedAt = Date.now();
  // Read before this page's visit counts: a first visit stays new for its whole length.
  const returning = isReturningVisitor(storage, getOrCreateDeviceId(storage), startedAt);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  let bubble: HTMLElement | null = null;
  let stopped = false;
  let campaigns: WebsiteCampaign[] = [];
  let open: OpenState = { open_now: true, open_changes_in: null };
  let readAt = Date.now();

  const close = () => {
    if (hideTimer) clearTimeout(hideTimer);
    hideTimer = null;
    bubble?.remove();
    bubble = null;
  };

  const show = (campaign: WebsiteCampaign) => {
    markCampaignSeen(storage, campaign.id);
    void fetch(`${options.apiUrl}/api/campaigns/website/${campaign.id}/shown`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ business_id: options.businessId }),
      keepalive: true,
    }).catch(() => {});
    options.adoptCss(options.shadow, CSS);
    const region = document.createElement('div');
    region.className = 'lisa-proactive';
    region.style[options.position] = '24px';
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', 'Message from the chat');
    const text = document.createElement('button');
    text.type = 'button';
    text.className = 'lisa-proactive-text';
    text.textContent = campaign.message;
    text.addEventListener('click', () => {
      close();
      options.openWith(campaign);
    });
    const dismiss = document.createElement('button');
    dismiss.type = 'button';
    dismiss.className = 'lisa-proactive-close';
    dismiss.setAttribute('aria-label', 'Dismiss message');
    dismiss.textContent = '×';
    dismiss.addEventListener('click', close);
    region.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close();
    });
    region.append(text, dismiss);
    options.shadow.append(region);
    bubble = region;
    // A business-hours message is not left up (nor answered) after closing time.
    const hideIn = hideAfterMs(campaign, open, Date.now() - readAt);
    if (hideIn !== null) hideTimer = setTimeout(close, hideIn);
  };

  const check = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped || bubble) return;
    const { campaign, nextCheckSeconds } = dueCampaign(campaigns, {
      url: window.location.href,
      secondsOnPage: (Date.now() - startedAt) / 1000,
      seen: seenCampaigns(storage),
      returning,
      openNow: openAt(open, Date.now() - readAt),
    });
    if (campaign && !options.isOpen()) show(campaign);
    else if (nextCheckSeconds !== null || campaign)
      timer = setTimeout(check, Math.max(1, nextCheckSeconds ?? 5) * 1000);
  };

  const load = () => {
    void fetch(`${options.apiUrl}/api/campaigns/website?business_id=${options.businessId}`)
      .then((response) => (response.ok ? response.json() : { data: [] }))
      .then((body: { data?: WebsiteCampaign[] } & Partial<OpenState>) => {
        if (stopped) return;
        campaigns = body.data ?? [];
        const changesIn = typeof body.open_changes_in === 'number' ? body.open_changes_in : null;
        open = { open_now: body.open_now !== false, open_changes_in: changesIn };
        readAt = Date.now();
        // The business opens or closes then: read the list again (its next change, and a
        // business-hours campaign that is due once open).
        if (refreshTimer) clearTimeout(refreshTimer);
        refreshTimer = changesIn === null ? null : setTimeout(load, (changesIn + 1) * 1000);
        check();
      })
      .catch(() => {});
  };
  load();

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    if (refreshTimer) clearTimeout(refreshTimer);
    close();
  };
}
