// Website proactive campaigns in the widget (issue 20): which of the business's active
// campaigns (GET /api/campaigns/website) to show as a bubble next to the launcher on this
// page now — the page URL contains the rule's text or equals its page (case-insensitive;
// empty: every page), the visitor has been on the page at least the rule's seconds, the
// visitor is new or returning as the rule asks (this browser's device id, first seen at least
// RETURNING_AFTER_MINUTES ago), the business is open when the rule asks for business hours
// (the server says so: its clock and the business's hours, not the visitor's clock), and (once
// per visitor) it was not shown to this browser before (local storage). A business-hours
// bubble goes away when the business closes (the server says in how many seconds it opens or
// closes next). Pure functions; the bubble wires them.
import { RETURNING_AFTER_MINUTES, type WebsiteCampaign } from '@lisa/contracts/campaigns';
import type { KeyValueStorage } from './storage.ts';

/** Local storage: the ids of the campaigns this browser was shown, as a JSON array. */
export const PROACTIVE_SEEN_KEY = 'lisa-proactive-seen';
/** Local storage: when this browser's device id was first seen, `{ id, at }` (epoch ms). */
export const DEVICE_FIRST_SEEN_KEY = 'lisa-device-first-seen';

/** Lower-cased, without #fragment and trailing slash; the query kept only when asked. */
function normalisedUrl(url: string, keepQuery: boolean): string {
  let out = url.trim().toLowerCase().split('#')[0] ?? '';
  if (!keepQuery) out = out.split('?')[0] ?? '';
  const [path = '', query] = out.split('?');
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return query === undefined ? trimmed : `${trimmed}?${query}`;
}

/**
 * The page is the rule's page: a path rule (/pricing) against the page's path, an address
 * rule against the whole address. Case, a trailing slash and the #fragment do not count; the
 * query counts only when the rule has one.
 */
export function urlEquals(rule: string, url: string): boolean {
  const wanted = rule.trim();
  if (wanted === '') return true;
  const keepQuery = wanted.includes('?');
  let page = url;
  if (wanted.startsWith('/')) {
    try {
      const parsed = new URL(url);
      page = `${parsed.pathname}${parsed.search}`;
    } catch {
      return false;
    }
  }
  return normalisedUrl(page, keepQuery) === normalisedUrl(wanted, keepQuery);
}

/** The page URL matches the campaign's rule (contains, and equals when set). */
export function urlMatches(campaign: WebsiteCampaign, url: string): boolean {
  const needle = campaign.rules.url_contains.trim().toLowerCase();
  if (needle !== '' && !url.toLowerCase().includes(needle)) return false;
  return urlEquals(campaign.rules.url_equals ?? '', url);
}

/** The ids this browser has been shown (bad or missing storage: none). */
export function seenCampaigns(storage: KeyValueStorage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PROACTIVE_SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function markCampaignSeen(storage: KeyValueStorage, id: number): void {
  const seen = seenCampaigns(storage);
  if (seen.includes(id)) return;
  try {
    storage.setItem(PROACTIVE_SEEN_KEY, JSON.stringify([...seen, id].slice(-100)));
  } catch {
    // Storage full or blocked: the bubble may show again, nothing worse.
  }
}

/**
 * Whether this browser's visitor was seen before: its device id was first seen at least
 * RETURNING_AFTER_MINUTES before `now` (an earlier visit, not this one). The first sight of a
 * device id is recorded here; a forgotten or new device id starts over.
 */
export function isReturningVisitor(
  storage: KeyValueStorage,
  deviceId: string,
  now: number,
): boolean {
  let first: number | null = null;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DEVICE_FIRST_SEEN_KEY) ?? 'null');
    const record = parsed as { id?: unknown; at?: unknown } | null;
    if (record?.id === deviceId && typeof record.at === 'number' && record.at <= now)
      first = record.at;
  } catch {
    // Unreadable: seen for the first time now.
  }
  if (first === null) {
    try {
      storage.setItem(DEVICE_FIRST_SEEN_KEY, JSON.stringify({ id: deviceId, at: now }));
    } catch {
      // Blocked storage: every visit looks new.
    }
    return false;
  }
  return now - first >= RETURNING_AFTER_MINUTES * 60_000;
}

export interface PageState {
  url: string;
  secondsOnPage: number;
  seen: readonly number[];
  /** Seen before (isReturningVisitor). */
  returning: boolean;
  /** The business is open now (the server's answer). */
  openNow: boolean;
}

/** The campaign's audience rules hold for this visitor now (URL, new/returning, hours). */
export function audienceMatches(campaign: WebsiteCampaign, page: PageState): boolean {
  const { visitors = 'all', business_hours: hours = false } = campaign.rules;
  if (visitors === 'new' && page.returning) return false;
  if (visitors === 'returning' && !page.returning) return false;
  if (hours && !page.openNow) return false;
  return urlMatches(campaign, page.url);
}

/**
 * The campaign to show now, or null: the first whose rules match, is due after the seconds
 * on the page, and (once per visitor) was not seen. `nextCheckSeconds` says when a matching
 * campaign becomes due (null: none will on this page).
 */
export function dueCampaign(
  campaigns: readonly WebsiteCampaign[],
  page: PageState,
): { campaign: WebsiteCampaign | null; nextCheckSeconds: number | null } {
  let next: number | null = null;
  for (const campaign of campaigns) {
    if (!audienceMatches(campaign, page)) continue;
    if (campaign.rules.once_per_visitor && page.seen.includes(campaign.id)) continue;
    if (page.secondsOnPage >= campaign.rules.delay_seconds)
      return { campaign, nextCheckSeconds: null };
    const wait = campaign.rules.delay_seconds - page.secondsOnPage;
    next = next === null ? wait : Math.min(next, wait);
  }
  return { campaign: null, nextCheckSeconds: next };
}

/** What the server said of the business's hours when the widget read its campaign list. */
export interface OpenState {
  open_now: boolean;
  /** Seconds until open_now changes (null: it does not, or no campaign asks). */
  open_changes_in: number | null;
}

/**
 * Open `elapsedMs` after the list was read: the server's answer until its change, the other
 * way after it (until the widget reads the list again and learns the next change).
 */
export function openAt(state: OpenState, elapsedMs: number): boolean {
  if (state.open_changes_in === null || elapsedMs < state.open_changes_in * 1000) {
    return state.open_now;
  }
  return !state.open_now;
}

/**
 * How long a bubble shown `elapsedMs` after the list was read may stay up: a business-hours
 * campaign until the business closes (ms from now; 0: at once), any other without end (null).
 */
export function hideAfterMs(
  campaign: WebsiteCampaign,
  state: OpenState,
  elapsedMs: number,
): number | null {
  if (!campaign.rules.business_hours) return null;
  if (!openAt(state, elapsedMs)) return 0;
  if (state.open_changes_in === null) return null;
  return Math.max(0, state.open_changes_in * 1000 - elapsedMs);
}
