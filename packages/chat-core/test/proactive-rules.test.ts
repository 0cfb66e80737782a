// The website campaign rules the widget applies: URL contains, seconds on page, once per
// visitor in local storage.
import type { WebsiteCampaign } from '@lisa/contracts/campaigns';
import { describe, expect, it } from 'vitest';
import { createFloatingChat } from '../src/floating-chat-store.ts';
import {
  dueCampaign,
  markCampaignSeen,
  PROACTIVE_SEEN_KEY,
  seenCampaigns,
  urlMatches,
} from '../src/proactive-rules.ts';
import { createMemoryStorage } from '../src/storage.ts';
import { scriptedTransport, sequentialIds } from './fakes.ts';

const campaign = (
  id: number,
  url_contains: string,
  delay_seconds: number,
  once_per_visitor = true,
): WebsiteCampaign => ({
  id,
  message: `Message ${id}`,
  rules: { url_contains, delay_seconds, once_per_visitor },
});

describe('proactive campaign rules', () => {
  it('matches the page URL by contains, ignoring case; an empty rule matches every page', () => {
    expect(urlMatches(campaign(1, '/pricing', 0), 'https://shop.test/Pricing?plan=pro')).toBe(true);
    expect(urlMatches(campaign(1, '/pricing', 0), 'https://shop.test/about')).toBe(false);
    expect(urlMatches(campaign(1, '  ', 0), 'https://shop.test/')).toBe(true);
  });

  it('shows a matching campaign once its seconds on the page have passed, and says when to look again', () => {
    const list = [campaign(1, '/about', 0), campaign(2, '/pricing', 10), campaign(3, '', 30)];
    const url = 'https://shop.test/pricing';
    expect(dueCampaign(list, { url, secondsOnPage: 4, seen: [] })).toEqual({
      campaign: null,
      nextCheckSeconds: 6,
    });
    expect(dueCampaign(list, { url, secondsOnPage: 10, seen: [] }).campaign?.id).toBe(2);
    expect(dueCampaign(list, { url, secondsOnPage: 12, seen: [2] })).toEqual({
      campaign: null,
      nextCheckSeconds: 18,
    });
    expect(dueCampaign(list, { url: 'https://shop.test/x', secondsOnPage: 0, seen: [3] })).toEqual({
      campaign: null,
      nextCheckSeconds: null,
    });
  });

  it('shows a campaign again when it is not once per visitor', () => {
    const list = [campaign(4, '', 0, false)];
    expect(
      dueCampaign(list, { url: 'https://a.test/', secondsOnPage: 0, seen: [4] }).campaign?.id,
    ).toBe(4);
  });

  it('remembers the campaigns shown to this browser, surviving bad storage', () => {
    const storage = createMemoryStorage({ [PROACTIVE_SEEN_KEY]: 'not json' });
    expect(seenCampaigns(storage)).toEqual([]);
    markCampaignSeen(storage, 7);
    markCampaignSeen(storage, 7);
    markCampaignSeen(storage, 9);
    expect(seenCampaigns(storage)).toEqual([7, 9]);
  });
});

describe('a campaign in the floating chat', () => {
  it("shows the message as the agent's first line and sends its id with the visitor's reply, once", async () => {
    const net = scriptedTransport();
    const chat = createFloatingChat({
      transport: net.transport,
      storage: createMemoryStorage(),
      generateId: sequentialIds,
    });
    chat.showCampaign({ id: 12, message: 'Questions about plans?' });
    expect(chat.getState().messages.map((m) => [m.sender, m.text])).toEqual([
      ['bot', 'Questions about plans?'],
    ]);
    const first = chat.send('Yearly?');
    net.reply('Yes.');
    await first;
    const second = chat.send('Thanks');
    net.reply('Welcome.');
    await second;
    expect(net.sent.map((request) => request.campaign_id)).toEqual([12, undefined]);
  });
});
