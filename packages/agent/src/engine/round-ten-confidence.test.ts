// Session 14, issue #24: answerable questions that ended in "I don't know" because the
// visitor named their own copy of a thing ("our WhatsApp line", "my Shopify store"): the head
// noun weighed as much as the thing. A small online-shop builder of its own, not Lisa's
// knowledge and not an eval question.
import { describe, expect, it } from 'vitest';
import { withoutOwnHead } from './scene-words.ts';
import { askBusiness, businessChunk } from './test-business.ts';

function shopBuilder() {
  return askBusiness(41, 'Duka Builder', [
    businessChunk(
      'prices',
      'Duka Builder prices',
      'Duka Builder builds online shops for small traders.\n\n- Connecting Shopify costs KES 3,000 once.\n- Connecting Mpesa costs KES 1,500 once.\n- Hosting costs KES 800 per month.',
    ),
    businessChunk(
      'shopify',
      'Shopify',
      'Duka Builder connects to Shopify so your products and orders stay in one place. Sign in with Shopify from Settings › Apps and approve the connection.',
    ),
    businessChunk(
      'mpesa',
      'Mpesa payments',
      'Customers pay with Mpesa at checkout. Connect Mpesa from Settings › Payments with your paybill number; payments show in your orders within a minute.',
    ),
    businessChunk(
      'about',
      'About Duka Builder',
      'Duka Builder helps a trader open a store online in a day. One owner runs the shop, the stock and the till from a single phone line, and our support line answers in Swahili and English.',
    ),
    businessChunk(
      'delivery',
      'Delivery',
      'Orders are delivered by our riders in Nairobi within 24 hours. Delivery outside Nairobi takes 2 to 4 days.',
    ),
  ]);
}

describe('the visitor names their own copy of a thing the knowledge prices', () => {
  it('answers the price of the thing, not "I don\'t know" about the head noun', async () => {
    const { ask } = shopBuilder();
    for (const [q, price] of [
      ['How much does it cost to get our Shopify store connected?', '3,000'],
      ['what would we pay to hook up our Shopify shop', '3,000'],
      ['How much is it to link my Mpesa till?', '1,500'],
      ['What does getting our Mpesa line connected cost?', '1,500'],
    ] as const) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toContain(price);
    }
  });

  it('still does not know a thing the knowledge never names', async () => {
    const { ask } = shopBuilder();
    for (const q of [
      'How much is our Netflix subscription?',
      'What does it cost to insure my delivery motorbike?',
      'How much is the rent for our store in Mombasa?',
    ]) {
      expect((await ask(q)).decision, q).toBe('dont-know');
    }
  });
});

describe('withoutOwnHead', () => {
  const passage = (terms: string[], unknownShare = 0) => ({
    chunkId: 'c',
    sourceId: 's',
    title: 't',
    text: '',
    score: 1,
    unknownShare,
    matchedTerms: terms.map((term) => ({ term, weight: 1, specificity: 0.5 })),
  });

  it('drops the head noun after the held thing', () => {
    expect(
      withoutOwnHead('can you price our Shopify store?', [passage(['shopifi'])], new Set()),
    ).toBe('can you price our Shopify ?');
  });

  it('keeps a question holding a word the knowledge never saw, or a verb after the thing', () => {
    expect(withoutOwnHead('price our Shopify store?', [passage(['shopifi'], 0.3)], new Set())).toBe(
      undefined,
    );
    expect(
      withoutOwnHead('does our Shopify need to sync?', [passage(['shopifi'])], new Set()),
    ).toBe(undefined);
  });
});
