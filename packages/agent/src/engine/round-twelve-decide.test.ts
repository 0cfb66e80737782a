// Session 16's decisions, languages and follow-ups for issue #24: each test names a class of
// question seen failing in set 12, asked in words of its own (never an eval question), on
// small businesses of its own.
import { describe, expect, it } from 'vitest';
import { translateQuestion } from '../language/glossary.ts';
import { acceptsOffer } from './intents.ts';
import { settingAnsweredByStory } from './setting-from-story.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { trailingReferenceQuestion } from './trailing-reference.ts';

function plantNursery() {
  return askBusiness(61, 'Green Thumb', [
    businessChunk(
      'prices',
      'Green Thumb prices',
      'Green Thumb grows and sells garden plants in Nakuru.\n\n- A potted rose costs KES 450.\n- Delivery within town costs KES 200.\n- A garden design visit costs KES 3,000.',
    ),
    businessChunk(
      'community',
      'Green Thumb for community gardens',
      'Community gardens feed whole neighbourhoods with a handful of volunteers. Green Thumb helps them choose hardy plants, plan beds that share water and keep a planting calendar for the year.',
    ),
    businessChunk(
      'delivery',
      'Delivery',
      'We deliver plants in Nakuru town on weekdays. Orders placed before noon arrive the same day.',
    ),
  ]);
}

const offer =
  "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?";

describe('accepting an offered person by saying the visitor will wait', () => {
  it('reads holding, hanging on or standing by as a yes', () => {
    for (const reply of [
      'alright, I can hang on',
      'sure thing, we are happy to wait for them',
      "fine, I'm standing by",
      "yes please, I'll stay on the line",
      'ok, take your time, I will be right here',
      'd’accord, je patiente',
      'oui, je reste en ligne',
      'sawa, nitangoja',
      'ndiyo, nipo hapa',
    ])
      expect(acceptsOffer(reply), reply).toBe(true);
  });

  it('keeps a new question or a refusal after the wait as no acceptance', () => {
    for (const reply of [
      'hold on, what does delivery cost?',
      'I will wait for the sale next month',
      "no, I'll wait",
      'wait',
    ])
      expect(acceptsOffer(reply), reply).toBe(false);
  });

  it('hands the conversation over when the visitor waits after the offer', async () => {
    const { ask } = plantNursery();
    const history = [
      { sender: 'visitor' as const, text: 'Do you sell bonsai trees?' },
      { sender: 'bot' as const, text: offer },
    ];
    for (const reply of ['okay, go on, I will hold', 'sure, I can wait here']) {
      const r = await ask(reply, history);
      expect(r.decision, reply).toBe('handoff');
    }
  });
});

describe('a price asked of a page that states none', () => {
  it('says it does not know rather than quoting the page’s prose', async () => {
    const { ask } = plantNursery();
    for (const q of [
      'We look after a church garden. Do community gardens get special pricing?',
      'Do volunteer projects like community gardens pay less?',
      'Is the fee lower for volunteer-run community gardens?',
      // A saving asked for by name is a price too.
      'Any special deal for community gardens?',
      'Do community gardens get a discount?',
    ]) {
      const r = await ask(q);
      expect(r.decision, `${q} -> ${r.text}`).toBe('dont-know');
    }
  });

  it('still answers a price the knowledge states, and a question about the page', async () => {
    const { ask } = plantNursery();
    const price = await ask('How much does delivery within town cost?');
    expect(price.text).toMatch(/KES 200/);
    const about = await ask('How do you help community gardens?');
    expect(about.decision).toBe('answer');
    expect(about.text).toMatch(/hardy plants/);
  });
});

function flowerShop() {
  return askBusiness(62, 'Petal House', [
    businessChunk(
      'chat',
      'Ask Petal House',
      'Our website chat answers customers about bouquets, wedding flowers and delivery at any hour. A florist reads the chat on weekdays and replies to anything it cannot answer.',
    ),
    businessChunk(
      'catalogue',
      'Catalogue',
      'The bouquet catalogue downloads as a PDF or a plain text list of names and prices.',
    ),
    businessChunk(
      'wedding',
      'Wedding flowers',
      'For weddings we design the bouquets, table flowers and the arch. Book a tasting visit at least a month ahead.',
    ),
    businessChunk(
      'suppliers',
      'Our growers',
      'Our roses come from two farms near Naivasha. Each farm sends its weekly harvest list to us by fax, and we pick the freshest stems.',
    ),
  ]);
}

describe('a way of talking the knowledge names only as something else', () => {
  it('does not answer a question about that way from a passage that never names it', async () => {
    const { ask } = flowerShop();
    for (const q of [
      'Can your chat reply to our customers by fax instead?',
      'Will Petal House answer my questions through plain text messages on Telegram?',
      'Could you message wedding customers via pager?',
    ]) {
      const r = await ask(q);
      expect(r.decision, `${q} -> ${r.text}`).toBe('dont-know');
    }
  });

  it('answers when the best passage names the way asked', async () => {
    const { ask } = flowerShop();
    const r = await ask('Can customers ask about bouquets through the website chat?');
    expect(r.decision).toBe('answer');
    expect(r.text).toMatch(/website chat answers customers/);
  });
});

describe('a follow-up ending on a pronoun that points back at the previous subject', () => {
  const names = new Set(['bloom', 'room']);

  it('asks its own words, names and all, about the previous subject', () => {
    expect(
      trailingReferenceQuestion(
        'Could we pay the M-Pesa deposit for that?',
        'Tell me about the Wedding Package',
        names,
      ),
    ).toBe('Could we pay the M-Pesa deposit for that wedding');
    expect(
      trailingReferenceQuestion(
        'my sister runs a small bakery next door and wonders whether her Instagram page works with it',
        'How does the order form work?',
        names,
      ),
    ).toMatch(/with it order form$/);
    expect(
      trailingReferenceQuestion(
        'is a Visa card fine for this one?',
        'What do flower workshops cost?',
        names,
      ),
    ).toMatch(/for this one flower workshops$/);
  });

  it('leaves a message that does not end pointing back, or already names the subject', () => {
    expect(
      trailingReferenceQuestion('is that enough notice?', 'Tell me about weddings', names),
    ).toBeUndefined();
    expect(
      trailingReferenceQuestion('can it deliver to Karen?', 'Tell me about delivery', names),
    ).toBeUndefined();
    expect(
      trailingReferenceQuestion(
        'do weddings need a deposit for that?',
        'Tell me about weddings',
        names,
      ),
    ).toBeUndefined();
  });
});

describe('Swahili everyday words and word order', () => {
  it('reads a -je verb after its subject as "how does <subject> <verb>"', () => {
    expect(translateQuestion('Kliniki inasaidiaje wateja?', 'sw')).toMatch(/^how does clinic help/);
    expect(translateQuestion('Timu yenu inanisaidiaje?', 'sw')).toMatch(/^how does team help/);
    // A verb that opens the question keeps its "how" first.
    expect(translateQuestion('Ninaunganishaje kalenda?', 'sw')).toMatch(/^how do i connect/);
  });

  it('knows a chat box and "wakati wa" (when)', () => {
    expect(translateQuestion('Nitaweka kisanduku cha gumzo kwenye duka langu vipi?', 'sw')).toMatch(
      /chat box/,
    );
    expect(translateQuestion('Mnajibu wakati wa usiku?', 'sw')).toMatch(/\bwhen night\b/);
  });

  it('answers a Swahili visitor from English knowledge with those words', async () => {
    const { ask } = askBusiness(64, 'Green Thumb', [
      businessChunk(
        'chat-box',
        'The chat box on your website',
        'To add the chat box to your website, copy the snippet from your account and paste it before the closing body tag.',
      ),
      businessChunk(
        'schools',
        'Green Thumb for schools',
        'Green Thumb helps schools plant vegetable gardens that pupils look after, and trains one teacher per school.',
      ),
      businessChunk(
        'prices',
        'Prices',
        'A potted rose costs KES 450. Delivery within town costs KES 200.',
      ),
    ]);
    const box = await ask('Ninaweka kisanduku cha mazungumzo kwenye tovuti vipi?');
    expect(box.decision).toBe('answer');
    expect(box.text).toMatch(/paste it before the closing body tag/);
    const schools = await ask('Green Thumb inasaidiaje shule?');
    expect(schools.text).toMatch(/vegetable gardens/);
  });
});

describe('French "faut-il" (do I need)', () => {
  it('reads "faut-il", "il faut" and "est-ce qu’il faut" as a need', () => {
    expect(translateQuestion('Faut-il réserver avant de venir ?', 'fr')).toMatch(/^do i need/);
    expect(translateQuestion('Est-ce qu’il faut payer d’avance ?', 'fr')).toMatch(/^need pay/);
    expect(translateQuestion('Pour la livraison, il faut être là ?', 'fr')).toMatch(/\bneed\b/);
  });
});

describe('everyday words for how something looks', () => {
  const salon = () =>
    askBusiness(66, 'Kinky Curls', [
      businessChunk(
        'booking-page',
        'The booking page',
        'Clients pick a stylist and a free slot on the booking page. The booking page asks for a phone number, and clients can cancel from it up to two hours before.',
      ),
      businessChunk(
        'appearance',
        'Appearance',
        'Every page you share shows in a light or a dark theme; set it under Settings › Appearance.',
      ),
      businessChunk(
        'prices',
        'Prices',
        'Braids cost KES 2,500. A wash and blow-dry costs KES 800.',
      ),
      businessChunk(
        'hours',
        'Opening hours',
        'The salon opens from 9 am to 8 pm, Tuesday to Sunday.',
      ),
    ]);

  it('finds the theme when asked by colour, color scheme or black', async () => {
    const { ask } = salon();
    for (const q of [
      'Is there a black version of the booking page?',
      'Can I change the colours of the booking page?',
      'does the booking page come in another color scheme?',
    ]) {
      const r = await ask(q);
      expect(r.text, q).toMatch(/light or a dark theme/);
    }
  });
});

describe('everyday words for what a clinic would diagnose', () => {
  it('finds the diagnosis policy when asked about an illness or a disease', async () => {
    const { ask } = askBusiness(67, 'Paws Vet', [
      businessChunk(
        'chat',
        'Chat with Paws Vet',
        'Our chat books check-ups for dogs and cats, sends vaccination reminders and answers questions about opening hours and fees.',
      ),
      businessChunk(
        'medical',
        'Medical questions',
        'A vet must examine the animal, so the chat never diagnoses: it books an urgent visit instead.',
      ),
      businessChunk(
        'prices',
        'Prices',
        'A check-up costs KES 1,500. A rabies vaccination costs KES 1,200.',
      ),
    ]);
    for (const q of [
      'Can the chat tell me what disease my dog has?',
      'if my cat seems ill, will your chat say which illness it is?',
      'Would your chat tell an owner what sickness the animal has?',
    ]) {
      const r = await ask(q);
      expect(r.text, q).toMatch(/never diagnoses/);
    }
  });
});

describe('a setting the visitor asks about, answered only by a customer story', () => {
  const story = {
    index: 1,
    title: 'Chat Helper for restaurants',
    section: 'Restaurant case study',
  };
  const page = { index: 2, title: 'WhatsApp orders', section: 'Opening hours' };

  it('is no answer: a story tells what happened to someone else', () => {
    for (const q of [
      'Can we set it to answer orders only at weekends and in the evenings?',
      'Could I make Chat Helper reply to messages only in Swahili?',
      'is it possible to limit the answers to evenings and weekends?',
    ])
      expect(settingAnsweredByStory(q, [story]), q).toBe(true);
  });

  it('stands when a page of the product answers, or when the question asks no setting', () => {
    expect(settingAnsweredByStory('Can we set it to answer only at weekends?', [story, page])).toBe(
      false,
    );
    expect(settingAnsweredByStory('How did Mama Kitchen grow its orders?', [story])).toBe(false);
    expect(settingAnsweredByStory('Can Chat Helper answer in Swahili?', [story])).toBe(false);
  });
});

describe('everyday words for sending too much', () => {
  it('reads spamming, flooding or throttling as the limit', async () => {
    const { ask } = askBusiness(69, 'Duka Hub', [
      businessChunk(
        'orders-api',
        'The order API',
        'Shops send orders from their till or app to the order API as JSON, and get back an order number.',
      ),
      businessChunk(
        'limits',
        'Fair use',
        'Each shop has a limit of 100 requests a minute; past it the answer is a 429 error, so wait a few seconds and retry.',
      ),
      businessChunk('prices', 'Prices', 'Duka Hub costs KES 2,000 a month per shop.'),
    ]);
    for (const q of [
      'what error comes back if we spam the order API?',
      'which error does the API give if we overload it?',
      'which error do we get when we flood the API?',
    ]) {
      const r = await ask(q);
      expect(r.text, q).toMatch(/429/);
    }
  });
});
