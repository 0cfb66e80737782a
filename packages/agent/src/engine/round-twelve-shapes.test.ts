// Session 16, issue #24 (helper `shapes`): answer shapes. A bakery-supplies business of its
// own (not Lisa's knowledge, and no eval question).
import { describe, expect, it } from 'vitest';
import { askedEntryOf } from './asked-entry.ts';
import { credentialIdioms } from './credential-idioms.ts';
import { placementIdioms } from './placement-idioms.ts';
import { rateIdioms } from './rate-idioms.ts';
import { screenQuestionAlone } from './screen-question.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { withoutPrice } from './unasked-price.ts';

function crumb() {
  return askBusiness(71, 'Crumb Supplies', [
    businessChunk(
      'boxes',
      'Crumb pricing',
      'Cake boxes come in 3 sizes:\n\n- A Mini box costs $4 per pack (holds one slice or a cupcake).\n- A Family box costs $9 per pack (holds a 20 cm cake).\n- A Party box costs $15 per pack (holds a tiered or sheet cake).',
      { sourceId: 'pricing', section: 'Cake box prices' },
    ),
    businessChunk(
      'delivery',
      'Crumb delivery',
      'Orders placed before noon are delivered the same day within the city. Delivery outside the city takes two working days.',
      { sourceId: 'delivery' },
    ),
    businessChunk(
      'flour',
      'Crumb flour',
      'We stock bread flour, cake flour and whole-wheat flour milled in Nakuru. Flour is sold in 2 kg and 10 kg bags.',
      { sourceId: 'flour' },
    ),
    businessChunk(
      'decoration-prices',
      'Crumb pricing',
      'Finishing prices for custom cakes, done by our bakers:\n\n- A Basic finish costs $3 per cake (buttercream and one decoration).\n- A Premium finish costs $8 per cake (fondant and a written message).\n- A Showpiece finish costs $20 per cake (tiers, flavours and colours of your choice).',
      { sourceId: 'pricing', section: 'Finishing prices' },
    ),
    businessChunk(
      'custom-cakes',
      'Custom cakes at Crumb',
      'Order a cake for a birthday, a wedding or the office and our bakers finish it the way you like. Tell us the date, the number of guests and any allergies when you order, and collect it from the shop or have it delivered.\n\n- sizes: 15 cm, 20 cm, 25 cm or a sheet cake;\n- decorations: sugar flowers, sprinkles, edible glitter or a piped name;\n- fillings from our seasonal menu, changed every three months.',
      { sourceId: 'custom', section: 'What you can choose' },
    ),
  ]);
}

describe('a list question that does not ask prices gets the items without their prices', () => {
  const { ask } = crumb();
  it.each([
    'Which sizes do the cake boxes come in?',
    'What kinds of cake box are there?',
    'The cake boxes, what options are there?',
  ])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/Mini box/);
    expect(reply.text).toMatch(/Family box/);
    expect(reply.text).toMatch(/Party box/);
    expect(reply.text).toMatch(/holds a 20 cm cake/);
    expect(reply.text).not.toMatch(/\$\d/);
  });

  it('keeps the prices when the question asks them', async () => {
    const reply = await ask('Which cake box sizes are there and what does each cost?');
    expect(reply.text).toMatch(/\$4/);
    expect(reply.text).toMatch(/\$9/);
    expect(reply.text).toMatch(/\$15/);
  });

  it('keeps the prices when another question of the message asks them', async () => {
    const reply = await ask('What sizes of cake box do you have, and how much is each one?');
    expect(reply.text).toMatch(/\$4/);
    expect(reply.text).toMatch(/\$15/);
  });
});

describe('withoutPrice', () => {
  it('drops the clause stating the amount and keeps the name and description', () => {
    expect(withoutPrice('A Mini box costs $4 per pack (holds one slice).')).toBe(
      'A Mini box (holds one slice).',
    );
    expect(withoutPrice('Gold: KES 1,000 a month, phone support.')).toBe('Gold, phone support.');
    expect(withoutPrice('Slack $120.')).toBe('Slack.');
  });
  it('gives nothing when only the amount is left', () => {
    expect(withoutPrice('$120 per month.')).toBeUndefined();
  });
});

describe('"what kinds of X" is answered by the line enumerating the kinds of X', () => {
  const { ask } = crumb();
  it.each([
    'What kinds of decoration do your bakers offer on custom cakes?',
    'Which decoration types do your bakers do?',
    'What sorts of decorations are available for a custom cake?',
  ])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/sugar flowers, sprinkles, edible glitter or a piped name/);
  });
});

describe('a new key asked in other words is regenerating (rotating) it', () => {
  const { ask } = askBusiness(72, 'Parcelo', [
    businessChunk(
      'keys',
      'Parcelo API keys',
      'Every shop connects to Parcelo with a secret API key, shown once when it is created under Settings › Developers. Rotate a key from the same screen: the old key stops working after one hour, so update your checkout plugin before then.',
      { sourceId: 'keys' },
    ),
    businessChunk(
      'tracking',
      'Parcel tracking',
      'Customers track a parcel with its tracking number on the Parcelo site. Couriers update the status at every depot.',
      { sourceId: 'tracking' },
    ),
    businessChunk(
      'rates',
      'Parcelo rates',
      'A parcel up to 2 kg costs $4 within the city and $7 between cities.',
      { sourceId: 'rates' },
    ),
  ]);
  it.each([
    'A contractor copied our API key. How can I swap it for a fresh one?',
    'Our secret key ended up in a public repo, how do I get a new one?',
    'Can I replace my API key with a different one?',
  ])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/Rotate a key/);
  });
});

describe('credentialIdioms', () => {
  it('rewrites a new credential as regenerating it', () => {
    expect(credentialIdioms('Someone saw our token. How do I swap it for a fresh one?')).toBe(
      'Someone saw our token. How do I regenerate it?',
    );
    expect(credentialIdioms('how do I replace the key with a new one')).toBe(
      'how do I regenerate the key',
    );
  });
  it('leaves a new code, a first key and a question about needing one alone', () => {
    const same = [
      'I never got the login code, how do I get another one?',
      'How do I get a new API key for my first shop?',
      'Do I need a new key when I move domains?',
    ];
    for (const text of same) expect(credentialIdioms(text)).toBe(text);
  });
});

describe('a limit on how fast or how often calls may come is the rate limit', () => {
  const { ask } = askBusiness(73, 'Beepr', [
    businessChunk(
      'api-limits',
      'Beepr API reference',
      'Send an SMS with POST /v1/messages and your account token. Each account has a rate limit of 10 requests per second; a request over it gets a 429 answer with a Retry-After header.',
      { sourceId: 'api', section: 'Limits' },
    ),
    businessChunk(
      'api-start',
      'Beepr API reference',
      'Create an account token under Settings › Tokens and send it in the Authorization header. Messages are delivered within seconds to any Kenyan network.',
      { sourceId: 'api', section: 'Getting started' },
    ),
    businessChunk(
      'prices',
      'Beepr prices',
      'An SMS costs KES 0.80 to any Kenyan network. Bundles of 10,000 messages cost KES 7,000.',
      { sourceId: 'prices' },
    ),
  ]);
  it.each([
    'Is there a ceiling on how often my server can call your API?',
    'What happens when our shop hammers the API with requests?',
    'How fast can we hit the messages endpoint?',
  ])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/429/);
  });

  it('leaves a question about the pace of replies alone', () => {
    const text = 'How fast does the bot reply?';
    expect(rateIdioms(text)).toBe(text);
  });
});

describe('a scene, then "where do I make one?": the question alone, "one" read as the scene\'s thing', () => {
  const { ask } = askBusiness(74, 'Tillr', [
    businessChunk(
      'invoices',
      'Tillr billing',
      'Every month Tillr bills your subscription by card. Download any invoice as a PDF under Billing › Invoices.',
      { sourceId: 'billing' },
    ),
    businessChunk(
      'team',
      'Tillr team',
      'Create a staff login under Settings › Team; each cashier signs in with their own PIN.',
      { sourceId: 'team' },
    ),
    businessChunk(
      'accountants',
      'Tillr for accountants',
      'Accountants and bookkeepers get a monthly export of sales, refunds and taxes, ready for their own software. Your colleague at the accounting firm needs no Tillr account of their own for it.',
      { sourceId: 'accountants' },
    ),
    businessChunk(
      'shops',
      'Tillr for shops',
      'Shops, kiosks and market stalls run Tillr on any phone. Sales work offline and sync when the network returns, for the shop and for the March stock count.',
      { sourceId: 'shops' },
    ),
  ]);
  it.each([
    [
      'Our accountant is asking for the March invoice. Where in Tillr can I download one?',
      /Billing › Invoices/,
    ],
    [
      'A new colleague starts at the shop on Monday and needs a staff login. Where in the settings do I create one?',
      /Settings › Team/,
    ],
    [
      'My bookkeeper keeps asking for an invoice for the kiosk. Where can I download it?',
      /Billing › Invoices/,
    ],
  ])('%s', async (question, screen) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(screen);
  });
});

describe('screenQuestionAlone', () => {
  it('gives the where-question alone, its "one" or "it" read as the thing named before', () => {
    expect(screenQuestionAlone('We need a webhook for our CRM. Where do I create one?')).toBe(
      'Where do I create a webhook?',
    );
  });
  it('gives nothing for a single question or one not asking where in the product', () => {
    expect(screenQuestionAlone('Where do I create a webhook?')).toBeUndefined();
    expect(screenQuestionAlone('We run a shop. How much is it?')).toBeUndefined();
  });
});

describe('moving a thing to a side or corner is its position setting', () => {
  const { ask } = askBusiness(75, 'Slotly', [
    businessChunk(
      'install',
      'Install the Slotly button',
      '1. Open Slotly › Embed and copy the snippet.\n2. Paste the snippet before the closing body tag of your site.\n3. Reload the page: the booking button appears in the bottom-right corner.',
      { sourceId: 'embed', section: 'Install the button' },
    ),
    businessChunk(
      'options',
      'Install the Slotly button',
      '- position: left or right;\n- colour: light or dark;\n- label: the text on the button (default "Book now").',
      { sourceId: 'embed', section: 'Button options' },
    ),
    businessChunk(
      'about',
      'About Slotly',
      'Slotly lets clients book appointments on your site, day or night, and sends reminders by SMS.',
      { sourceId: 'about' },
    ),
  ]);
  it.each([
    'How can I shift the booking button to the left-hand side?',
    'The button hides our basket in the right corner. How do we move it to the opposite corner?',
    'How do I put the Slotly button on the left side of the page?',
  ])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/position: left or right/);
  });

  it('reads "the other corner" as the side the message does not name', () => {
    expect(placementIdioms('It sits top-left. How do I flip it to the other corner?')).toMatch(
      /position right/,
    );
    const text = 'Is your office on the right side of the road?';
    expect(placementIdioms(text)).toBe(text);
  });
});

describe('a yes/no question answered by the FAQ entry asking it in other words', () => {
  const { ask } = askBusiness(76, 'Basketo', [
    businessChunk(
      'delivery',
      'Basketo delivery',
      'Our couriers deliver every order across the city every day from 8 am. The courier calls the customer ten minutes before arriving with the order, and the customer checks the order before signing for it.',
      { sourceId: 'delivery' },
    ),
    businessChunk(
      'door',
      'Basketo delivery',
      'At the door the courier hands over the basket, takes back the empty crates and the customer signs on the courier’s phone. Customers who are out can name a neighbour to receive the delivery.',
      { sourceId: 'delivery', section: 'At the door' },
    ),
    businessChunk(
      'flats',
      'Basketo delivery',
      'Delivering to a flat? Add the building name, the floor of your flat and the gate code to your order, and the courier carrying your order finds the entrance at once. Our courier waits five minutes when you live upstairs.',
      { sourceId: 'delivery', section: 'Flats and offices' },
    ),
    businessChunk(
      'faq-card',
      'Basketo FAQ',
      'Not yet. Couriers hand baskets over at the building entrance; carrying them upstairs is planned for next year.',
      { sourceId: 'faq', question: 'Can the courier bring my order upstairs to my flat?' },
    ),
    businessChunk(
      'faq-fresh',
      'Basketo FAQ',
      'Yes. Vegetables are picked up from the market the same morning.',
      { sourceId: 'faq', question: 'Are the vegetables fresh?' },
    ),
  ]);
  it.each([
    'When the courier arrives with our order, can he carry it up to the flat upstairs?',
    'We live in a fourth-floor flat. Will your courier bring the order upstairs?',
    'Is it possible for the courier to take my order upstairs to the flat door?',
  ])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply.decision).not.toBe('dont-know');
    expect(reply.text).toMatch(/^Not yet/);
  });
});

describe('askedEntryOf', () => {
  const passage = (chunkId: string, score: number, text: string, question?: string) => ({
    chunkId,
    sourceId: chunkId,
    title: 'Basketo',
    text,
    score,
    ...(question ? { question } : {}),
  });
  const passages = [
    passage(
      'scene',
      10,
      'The courier calls ten minutes before arriving with your order at the gate.',
    ),
    passage(
      'other',
      9,
      'Yes. Vegetables are bought the same morning.',
      'Are the vegetables fresh?',
    ),
    passage(
      'entry',
      7,
      'Not yet. Couriers hand baskets over at the entrance.',
      'Can the courier bring my order upstairs to my flat?',
    ),
  ];
  it('finds the entry asking the question in other words, behind a description', () => {
    const entry = askedEntryOf(
      passages,
      'When the courier arrives, will he carry our order up to the flat upstairs?',
    );
    expect(entry?.chunkId).toBe('entry');
  });
  it('finds none when the entry shares fewer than three of its words', () => {
    expect(askedEntryOf(passages, 'Can the courier call me before he comes?')).toBeUndefined();
  });
});
