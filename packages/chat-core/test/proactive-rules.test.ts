// The website campaign rules the widget applies: URL contains or equals, seconds on page,
// new or returning visitor (per device id), business hours (and the bubble going away when the
// business closes while it is on screen), once per visitor in local storage.
import type { WebsiteCampaign } from '@lisa/contracts/campaigns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFloatingChat } from '../src/floating-chat-store.ts';
import {
  DEVICE_FIRST_SEEN_KEY,
  dueCampaign,
  hideAfterMs,
  isReturningVisitor,
  markCampaignSeen,
  openAt,
  type PageState,
  PROACTIVE_SEEN_KEY,
  seenCampaigns,
  urlEquals,
  urlMatches,
} from '../src/proactive-rules.ts';
import { createMemoryStorage } from '../src/storage.ts';
import { scriptedTransport, sequentialIds } from './fakes.ts';

const campaign = (
  id: number,
  url_contains: string,
  delay_seconds: number,
  once_per_visitor = true,
  more: Partial<WebsiteCampaign['rules']> = {},
): WebsiteCampaign => ({
  id,
  message: `Message ${id}`,
  rules: {
    url_contains,
    url_equals: '',
    delay_seconds,
    once_per_visitor,
    visitors: 'all',
    business_hours: false,
    ...more,
  },
});
const visit = (page: Partial<PageState> & { url: string }): PageState => ({
  secondsOnPage: 0,
  seen: [],
  returning: false,
  openNow: true,
  ...page,
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
    expect(dueCampaign(list, visit({ url, secondsOnPage: 4, seen: [] }))).toEqual({
      campaign: null,
      nextCheckSeconds: 6,
    });
    expect(dueCampaign(list, visit({ url, secondsOnPage: 10, seen: [] })).campaign?.id).toBe(2);
    expect(dueCampaign(list, visit({ url, secondsOnPage: 12, seen: [2] }))).toEqual({
      campaign: null,
      nextCheckSeconds: 18,
    });
    expect(
      dueCampaign(list, visit({ url: 'https://shop.test/x', secondsOnPage: 0, seen: [3] })),
    ).toEqual({
      campaign: null,
      nextCheckSeconds: null,
    });
  });

  it('shows a campaign again when it is not once per visitor', () => {
    const list = [campaign(4, '', 0, false)];
    expect(
      dueCampaign(list, visit({ url: 'https://a.test/', secondsOnPage: 0, seen: [4] })).campaign
        ?.id,
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

describe('the rules added in session 9', () => {
  const path = fc.stringMatching(/^(\/[a-z0-9-]{1,12}){1,3}$/);
  const host = fc.stringMatching(/^[a-z]{1,10}\.(test|com)$/);
  const query = fc.option(fc.stringMatching(/^\?[a-z]{1,5}=[a-z0-9]{1,5}$/), { nil: '' });

  it('URL equals: a page equals its own path or address, whatever the case, trailing slash, #fragment or (rule without one) query', () => {
    fc.assert(
      fc.property(host, path, query, fc.boolean(), (h, p, q, slash) => {
        const page = `https://${h}${p}${slash ? '/' : ''}${q}#top`;
        expect(urlEquals(p, page)).toBe(true);
        expect(urlEquals(p.toUpperCase(), page)).toBe(true);
        expect(urlEquals(`https://${h}${p}`, page)).toBe(true);
        if (q) expect(urlEquals(`${p}${q}`, page)).toBe(true);
      }),
    );
  });

  it('URL equals: another path, a longer path or another query is not the page', () => {
    fc.assert(
      fc.property(host, path, path, (h, p, other) => {
        fc.pre(p.toLowerCase() !== other.toLowerCase());
        expect(urlEquals(p, `https://${h}${other}`)).toBe(false);
        expect(urlEquals(p, `https://${h}${p}/more`)).toBe(false);
        expect(urlEquals(`${p}?a=1`, `https://${h}${p}?a=2`)).toBe(false);
      }),
    );
    expect(urlEquals('/', 'https://shop.test/')).toBe(true);
    expect(urlEquals('/', 'https://shop.test/pricing')).toBe(false);
    expect(urlEquals('', 'https://shop.test/anything')).toBe(true);
  });

  it('URL equals is stricter than contains: a campaign matching by equals also matches with the same text as contains', () => {
    fc.assert(
      fc.property(host, path, query, (h, p, q) => {
        const url = `https://${h}${p}${q}`;
        const equals = campaign(1, '', 0, true, { url_equals: p });
        const contains = campaign(2, p, 0);
        if (urlMatches(equals, url)) expect(urlMatches(contains, url)).toBe(true);
      }),
    );
  });

  it('a visitor is new on the first visit and returning once the device was first seen 30 minutes ago', () => {
    const storage = createMemoryStorage();
    const t0 = Date.UTC(2026, 10, 26, 9, 0);
    expect(isReturningVisitor(storage, 'device-a', t0)).toBe(false);
    expect(isReturningVisitor(storage, 'device-a', t0 + 29 * 60_000)).toBe(false);
    expect(isReturningVisitor(storage, 'device-a', t0 + 30 * 60_000)).toBe(true);
    // A forgotten device id (Lisa.shutdown) starts over; so does unreadable storage.
    expect(isReturningVisitor(storage, 'device-b', t0 + 90 * 60_000)).toBe(false);
    storage.setItem(DEVICE_FIRST_SEEN_KEY, '{bad');
    expect(isReturningVisitor(storage, 'device-b', t0)).toBe(false);
  });

  it('shows a new-visitor campaign only to new visitors, a returning one only to returning, a business-hours one only while open', () => {
    const url = 'https://shop.test/';
    const list = [
      campaign(1, '', 0, true, { visitors: 'new' }),
      campaign(2, '', 0, true, { visitors: 'returning' }),
    ];
    expect(dueCampaign(list, visit({ url })).campaign?.id).toBe(1);
    expect(dueCampaign(list, visit({ url, returning: true })).campaign?.id).toBe(2);
    const hours = [campaign(3, '', 0, true, { business_hours: true })];
    expect(dueCampaign(hours, visit({ url, openNow: true })).campaign?.id).toBe(3);
    expect(dueCampaign(hours, visit({ url, openNow: false }))).toEqual({
      campaign: null,
      nextCheckSeconds: null,
    });
  });

  it('never shows a campaign whose rules do not all hold', () => {
    const rules = fc.record({
      url_contains: fc.constantFrom('', '/pricing', '/about'),
      url_equals: fc.constantFrom('', '/pricing', '/pricing/team'),
      delay_seconds: fc.integer({ min: 0, max: 20 }),
      once_per_visitor: fc.boolean(),
      visitors: fc.constantFrom('all' as const, 'new' as const, 'returning' as const),
      business_hours: fc.boolean(),
    });
    const pages = fc.record({
      url: fc.constantFrom(
        'https://s.test/pricing',
        'https://s.test/pricing/team',
        'https://s.test/about',
      ),
      secondsOnPage: fc.integer({ min: 0, max: 30 }),
      seen: fc.constantFrom([], [1]),
      returning: fc.boolean(),
      openNow: fc.boolean(),
    });
    fc.assert(
      fc.property(rules, pages, (r, page) => {
        const shown = dueCampaign([{ id: 1, message: 'Hi', rules: r }], page).campaign;
        const holds =
          urlMatches({ id: 1, message: 'Hi', rules: r }, page.url) &&
          page.secondsOnPage >= r.delay_seconds &&
          !(r.once_per_visitor && page.seen.length > 0) &&
          (r.visitors === 'all' || (r.visitors === 'returning') === page.returning) &&
          (!r.business_hours || page.openNow);
        expect(shown !== null).toBe(holds);
      }),
    );
  });
});

describe('a business-hours bubble at closing time', () => {
  const url = 'https://shop.test/pricing';
  const hours = campaign(7, '', 0, true, { business_hours: true });
  const anyTime = campaign(8, '', 0, true);

  it("is open by the server's answer until the change it announced, then the other way", () => {
    const state = { open_now: true, open_changes_in: 90 };
    expect(openAt(state, 0)).toBe(true);
    expect(openAt(state, 89_999)).toBe(true);
    expect(openAt(state, 90_000)).toBe(false);
    expect(openAt({ open_now: false, open_changes_in: 60 }, 61_000)).toBe(true);
    expect(openAt({ open_now: true, open_changes_in: null }, 10 ** 9)).toBe(true);
  });

  it('hides a business-hours bubble when the business closes, never one without the rule', () => {
    const state = { open_now: true, open_changes_in: 90 };
    // Shown 30 s after the list was read: up for the 60 s left until closing.
    expect(hideAfterMs(hours, state, 30_000)).toBe(60_000);
    expect(hideAfterMs(hours, state, 95_000)).toBe(0);
    expect(hideAfterMs(anyTime, state, 30_000)).toBeNull();
    expect(hideAfterMs(hours, { open_now: true, open_changes_in: null }, 0)).toBeNull();
    expect(hideAfterMs(hours, { open_now: false, open_changes_in: 600 }, 0)).toBe(0);
  });

  it('is no longer due after closing time, and due again once the business opens', () => {
    const closing = { open_now: true, open_changes_in: 60 };
    const at = (ms: number) => visit({ url, openNow: openAt(closing, ms) });
    expect(dueCampaign([hours], at(59_000)).campaign?.id).toBe(7);
    expect(dueCampaign([hours], at(60_000)).campaign).toBeNull();
    expect(dueCampaign([anyTime], at(60_000)).campaign?.id).toBe(8);
    const opening = { open_now: false, open_changes_in: 60 };
    expect(dueCampaign([hours], visit({ url, openNow: openAt(opening, 0) })).campaign).toBeNull();
    expect(
      dueCampaign([hours], visit({ url, openNow: openAt(opening, 60_000) })).campaign?.id,
    ).toBe(7);
  });

  it('never leaves a business-hours bubble up past the announced closing (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 * 86_400 }),
        fc.integer({ min: 0, max: 9 * 86_400_000 }),
        (changesIn, shownAt) => {
          const state = { open_now: true, open_changes_in: changesIn };
          const hide = hideAfterMs(hours, state, shownAt);
          expect(hide).not.toBeNull();
          expect(openAt(state, shownAt + (hide ?? 0))).toBe(false);
        },
      ),
    );
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
