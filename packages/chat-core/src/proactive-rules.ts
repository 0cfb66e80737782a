// Website proactive campaigns in the widget (issue 20): which of the business's active
// campaigns (GET /api/campaigns/website) to show as a bubble next to the launcher on this
// page now — the page URL contains the rule's text (case-insensitive; empty: every page),
// the visitor has been on the page at least the rule's seconds, and (once per visitor) it was
// not shown to this browser before (local storage). Pure functions; the panel wires them.
import type { WebsiteCampaign } from '@lisa/contracts/campaigns';
import type { KeyValueStorage } from './storage.ts';

/** Local storage: the ids of the campaigns this browser was shown, as a JSON array. */
export const PROACTIVE_SEEN_KEY = 'lisa-proactive-seen';

/** The page URL matches the campaign's rule. */
export function urlMatches(campaign: WebsiteCampaign, url: string): boolean {
  const needle = campaign.rules.url_contains.trim().toLowerCase();
  return needle === '' || url.toLowerCase().includes(needle);
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
 * The campaign to show now, or null: the first that matches the URL, is due after the
 * seconds on the page, and (once per visitor) was not seen. `nextCheckSeconds` says when a
 * matching campaign becomes due (null: none will on this page).
 */
export function dueCampaign(
  campaigns: readonly WebsiteCampaign[],
  page: { url: string; secondsOnPage: number; seen: readonly number[] },
): { campaign: WebsiteCampaign | null; nextCheckSeconds: number | null } {
  let next: number | null = null;
  for (const campaign of campaigns) {
    if (!urlMatches(campaign, page.url)) continue;
    if (campaign.rules.once_per_visitor && page.seen.includes(campaign.id)) continue;
    if (page.secondsOnPage >= campaign.rules.delay_seconds)
      return { campaign, nextCheckSeconds: null };
    const wait = campaign.rules.delay_seconds - page.secondsOnPage;
    next = next === null ? wait : Math.min(next, wait);
  }
  return { campaign: null, nextCheckSeconds: next };
}
