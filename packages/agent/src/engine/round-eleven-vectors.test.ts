import { describe, expect, it } from 'vitest';
import { askBusiness, businessChunk } from './test-business.ts';

// Round eleven, word vectors (dense phrase score fused with BM25, search/dense-rerank.ts).
// Off-topic questions that share one strong word with a passage ("lend" money, a phone, a
// brand) must stay "I don't know" with the meaning score on: a passage close in meaning is
// not an answer. On-topic questions in other words keep their answers.

const c = businessChunk;
const solar = () =>
  askBusiness(74, 'Jua Solar', [
    c(
      'about',
      'About Jua Solar',
      'Jua Solar sells and installs home solar systems in western Kenya.',
    ),
    c(
      'mpesa-steps',
      'Paying with M-Pesa',
      '- Open Lipa na M-Pesa and pay to till 881200.\n- Enter the amount on your invoice.',
    ),
    c('faq-pay', 'FAQ', 'Jua Solar takes M-Pesa, Airtel Money, bank transfer and Visa cards.', {
      question: 'Payment',
    }),
    c(
      'loan',
      'Pay as you go',
      'Pay for your system in small daily amounts over 18 months; the panel unlocks for each day you pay.',
    ),
    c(
      'install',
      'Installation',
      'A technician installs the panel, battery and lights in one visit, usually within a week of payment.',
    ),
    c('warranty', 'Warranty', 'Panels carry a 10-year warranty and batteries 2 years.'),
    c(
      'kit-list',
      'Systems',
      '- Home 50: four lights and phone charging\n- Home 200: lights, a TV and a radio\n- Business 500: lights, fridge and a barber clipper',
    ),
  ]);

const travel = () =>
  askBusiness(72, 'Mawingu Travel', [
    c(
      'about',
      'About Mawingu Travel',
      'Mawingu Travel plans safaris and beach holidays in Kenya and Tanzania for families and small groups.',
    ),
    c(
      'pay-overview',
      'Paying for your trip',
      'You can pay by M-Pesa, Visa or Mastercard, or by bank transfer in shillings or dollars. A deposit of 30 % holds your booking.',
    ),
    c(
      'zanzibar-trip',
      'Zanzibar beach week',
      'Seven nights on the east coast of Zanzibar, flights from Nairobi included, from USD 1,100 per person.',
    ),
    c(
      'vehicles',
      'Our vehicles',
      'Every safari uses a 4x4 Land Cruiser with a pop-up roof, a fridge and charging points; six guests at most per vehicle.',
    ),
  ]);

describe('round eleven: word vectors leave off-topic questions unanswered', () => {
  it.each([
    'Can you lend me money for a new phone?',
    'Which solar panel brand is best?',
    'Could you advance me some cash until payday?',
  ])('solar shop: %s', async (q) => {
    expect((await solar().ask(q)).decision).toBe('dont-know');
  });

  it.each([
    'Can you lend me money for a trip?',
    'Which airline is cheapest to Zanzibar?',
    'What is the weather like in Zanzibar in July?',
  ])('travel agent: %s', async (q) => {
    expect((await travel().ask(q)).decision).toBe('dont-know');
  });
});

describe('round eleven: word vectors keep on-topic answers', () => {
  it('answers payment questions in other words from the payment entry', async () => {
    for (const q of ['Which cards and wallets can I pay with?', 'What ways can I pay?']) {
      const reply = await solar().ask(q);
      expect(reply.decision).not.toBe('dont-know');
      expect(reply.text).toMatch(/Airtel Money/);
    }
  });

  it('answers a count over a list', async () => {
    const reply = await solar().ask('How many lights does each system power?');
    expect(reply.text).toMatch(/Home 50/);
  });
});
