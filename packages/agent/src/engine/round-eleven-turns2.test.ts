// Turns and decisions of session 15, round two (issue #24), each test naming a class of
// question seen failing in held-out set 11, in words of its own, on small businesses of its own.
import { describe, expect, it } from 'vitest';
import { asksBusinessPlace } from './business-place.ts';
import { acceptsOffer, detectHandoffRequest } from './intents.ts';
import { asksPrerequisites } from './prerequisites.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { splitTwoInOne } from './two-in-one.ts';

describe('a complaint about the bot with asking whom to reach', () => {
  it('hands over in English, French and Swahili', () => {
    for (const q of [
      'You are useless. Is there someone I can call instead?',
      'this chatbot isnt helping at all, who should I contact?',
      'The assistant does not understand me; who do I speak to at your company?',
      'Ce robot ne m’aide pas, à qui je peux parler ?',
      'Vous ne servez à rien. Qui puis-je contacter ?',
      'Roboti hii hainisaidii, niongee na nani?',
    ])
      expect(detectHandoffRequest(q), q).toBeDefined();
  });

  it('leaves a complaint alone, or whom to ask about a topic, as it was', () => {
    for (const q of [
      'Who can I talk to about a refund?',
      'Who should I contact to change my billing email?',
      'Can the bot help customers who are not using WhatsApp?',
      'Is the chatbot useful for a small shop?',
    ])
      expect(detectHandoffRequest(q), q).toBeUndefined();
  });
});

describe('saying one will wait after a person is offered', () => {
  it('accepts the offer', () => {
    for (const q of [
      'ok, I’ll wait for them',
      'yes I can wait',
      'sure, happy to wait for a reply',
      'd’accord, j’attends',
      'sawa, nitasubiri',
    ])
      expect(acceptsOffer(q), q).toBe(true);
  });

  it('does not accept when the reply asks something new or declines', () => {
    for (const q of [
      'no, I will not wait',
      'how long will I wait?',
      'sure, but what does the setup cost?',
    ])
      expect(acceptsOffer(q), q).toBe(false);
  });
});

function tailor(withAddress: boolean) {
  return askBusiness(52, 'Stitch Lane', [
    businessChunk(
      'services',
      'Stitch Lane services',
      'Stitch Lane alters and repairs clothes. Hemming trousers costs KES 400. A wedding dress fitting visit at the bride’s home costs KES 3,000.',
    ),
    businessChunk(
      'delivery',
      'Delivery',
      'We deliver finished garments anywhere in Mombasa within two days. A fitting visit at your office or home in Mombasa costs KES 1,500; our tailor brings the workshop samples.',
    ),
    ...(withAddress
      ? [
          businessChunk(
            'contact',
            'Where to find us',
            'Our workshop is located at 14 Links Road, Nyali, Mombasa, open Monday to Saturday. Drop off or collect clothes there.',
          ),
        ]
      : []),
  ]);
}

describe('where the business itself is', () => {
  const questions = [
    'Where is your workshop in Mombasa? I want to drop off a dress.',
    'where exactly is your shop located',
    'Can I visit your office this week?',
    'Where are you based?',
  ];

  it('does not guess from a passage that only shares a word', async () => {
    const { ask } = tailor(false);
    for (const q of questions) expect((await ask(q)).decision, q).toBe('dont-know');
  });

  it('does not guess in French or Swahili either', async () => {
    const { ask } = tailor(false);
    for (const q of [
      'Où se trouve votre bureau à Mombasa ? Je voudrais passer.',
      'Ofisi yenu iko wapi Mombasa?',
      'Duka lenu liko wapi?',
    ])
      expect((await ask(q)).decision, q).toBe('dont-know');
  });

  it('answers when a passage states the address', async () => {
    const { ask } = tailor(true);
    for (const q of [
      questions[0] ?? '',
      'Where’s your workshop located? I have a dress to collect.',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(/Links Road/);
    }
  });

  it('takes a place said in other words as stated', async () => {
    for (const text of [
      'Our salon is next to Yaya Centre, on the first floor.',
      'We are in Westlands; the salon faces the petrol station.',
    ]) {
      const { ask } = askBusiness(55, 'Kinky Curls', [
        businessChunk('where', 'Visiting us', `${text} Walk-ins are welcome until 6 pm.`),
        businessChunk(
          'prices',
          'Prices',
          'Braiding costs KES 2,500. Our stylists visit brides at home.',
        ),
      ]);
      const reply = await ask('Where is your salon? I want to visit.');
      expect(reply.decision, text).toBe('answer');
      expect(reply.text, text).toContain(text.slice(0, 20));
    }
  });

  it('reads only questions about the business’s own place that way', () => {
    for (const q of [
      'Où se trouve votre boutique ?',
      'Ofisi yenu iko wapi?',
      'what is your shop address',
    ])
      expect(asksBusinessPlace(q), q).toBe(true);
    for (const q of [
      'Where are you storing our data?',
      'Where is the widget shown on my site?',
      'Do your riders come to my office?',
      'where do I see my invoices?',
    ])
      expect(asksBusinessPlace(q), q).toBe(false);
  });
});

function gym() {
  return askBusiness(53, 'Iron Yard', [
    businessChunk(
      'memberships',
      'Membership plans',
      'Iron Yard offers 3 membership plans: Basic, Standard, Premium.\n\n- The Basic membership plan costs KES 2,000 a month and includes Guest membership passes, Gym floor.\n- The Standard membership plan costs KES 3,500 a month and includes Gym floor, Group classes.\n- The Premium membership plan costs KES 6,000 a month and includes Gym floor, Group classes, Sauna.',
    ),
    businessChunk(
      'training',
      'Personal training packages',
      'You can add personal training to any membership. The front desk offers 3 personal training packages: Standard, Premium, Elite.\n\n- The Standard training package costs KES 4,000 a month for four sessions.\n- The Premium training package costs KES 7,500 a month for eight sessions.\n- The Elite training package costs KES 12,000 a month for twelve sessions with a nutrition plan.',
    ),
  ]);
}

const visitor = (text: string) => ({ sender: 'visitor' as const, text });

describe('a step along the list of the previous subject', () => {
  it('steps from a name that opens the previous question, within its own list', async () => {
    const { ask } = gym();
    const cases: Array<[string, string, RegExp]> = [
      ['Standard membership, what is the monthly price?', 'and the one below it?', /2,000/],
      ['Premium membership plan: how much a month?', 'and the lower one?', /3,500/],
      ['Basic membership plan, what does it cost?', 'and the next one up?', /3,500/],
    ];
    for (const [before, q, fact] of cases) {
      const reply = await ask(q, [visitor(before)]);
      expect(reply.text, `${before} / ${q}`).toMatch(fact);
    }
  });
});

describe('a member of the previous answer’s list, pointed back at', () => {
  it('stays in that list when another list has a member of the same name', async () => {
    const { ask } = gym();
    const before = 'Which personal training packages can I add?';
    for (const q of [
      'how much is the Premium one of those?',
      'what does Premium cost among them?',
      'and Premium out of those, what is the price?',
    ]) {
      const reply = await ask(q, [visitor(before)]);
      expect(reply.text, q).toMatch(/7,500/);
      expect(reply.text, q).not.toMatch(/6,000/);
    }
  });

  it('does so after the glossary, in French and Swahili', async () => {
    const { ask } = gym();
    const before = 'Which personal training packages can I add?';
    for (const q of [
      'Combien coûte le Premium parmi ceux-là ?',
      'Premium kati ya hizo ni bei gani?',
    ]) {
      const reply = await ask(q, [visitor(before)]);
      expect(reply.text, q).toMatch(/7,500/);
    }
  });
});

function bikeHire() {
  return askBusiness(54, 'Two Wheels', [
    businessChunk(
      'rent-steps',
      'Renting a bike',
      'To rent a bike:\n\n1. Pick a bike at the counter or in the app.\n2. Sign the rental form and pay for the hours you want.\n3. Ride off; return the bike to any of our stands.',
      { section: 'How to rent' },
    ),
    businessChunk(
      'rent-needs',
      'Renting a bike',
      '- a national ID or passport;\n- a refundable deposit of KES 1,000 paid by M-Pesa.',
      { section: 'What you need' },
    ),
    businessChunk(
      'tours',
      'Guided rides',
      'Guided rides start every Saturday at 7 am. Come ready in comfortable shoes; the guide checks every bike before the start so it is ready for the road.',
    ),
  ]);
}

describe('what is needed before the previous task', () => {
  it('asks for the task’s requirements, not a page sharing "ready" or "start"', async () => {
    const { ask } = bikeHire();
    for (const [before, q] of [
      ['How do I rent a bike?', 'what should I have ready before I start?'],
      ['Walk me through renting a bike', 'is there anything I should prepare?'],
      ['Can I rent a bike for a day?', 'what do we need to bring along first?'],
    ] as const) {
      const reply = await ask(q, [visitor(before)]);
      expect(reply.text, q).toMatch(/deposit/);
      expect(reply.text, q).not.toMatch(/Saturday/);
    }
  });

  it('asks it in French and Swahili too', async () => {
    const { ask } = bikeHire();
    for (const q of [
      'Que dois-je préparer avant de commencer ?',
      'Nahitaji nini kabla ya kuanza?',
    ]) {
      const reply = await ask(q, [visitor('How do I rent a bike?')]);
      expect(reply.text, q).toMatch(/deposit/);
    }
  });

  it('reads the question in English, French and Swahili, not a question of its own', () => {
    for (const q of [
      'What must we gather beforehand?',
      'Que dois-je préparer avant de commencer ?',
      'Nahitaji nini kabla ya kuanza?',
    ])
      expect(asksPrerequisites(q), q).toBe(true);
    for (const q of ['What should I do if the bike breaks?', 'What do I get with a deposit?'])
      expect(asksPrerequisites(q), q).toBe(false);
  });
});

describe('a second question asking who or why', () => {
  it('is split from the first', () => {
    const cases: Array<[string, number]> = [
      ['How much is the Premium plan, and who runs the group classes?', 2],
      ['What does a rental cost and why is a deposit needed?', 2],
      ['Can I book online, and whose name goes on the form?', 2],
      ['What does a rental cost for me and whoever joins later?', 1],
      ['Who runs the group classes?', 1],
    ];
    for (const [q, n] of cases) expect(splitTwoInOne(q), q).toHaveLength(n);
  });

  it('answers both parts through the engine', async () => {
    const { ask } = gym();
    const reply = await ask(
      'How much is the Elite training package, and who can add personal training?',
    );
    expect(reply.text).toMatch(/12,000/);
    expect(reply.text).toMatch(/any membership/);
  });
});
