// Session 18, issue #24 (helper `offers15`): "what do you offer my kind of organisation",
// asked as a request ("List what … offers …", "Tell me every feature you have for …"), with a
// general word for an organisation whose kind is the word before it ("property businesses"),
// or in a translated word order ("can X do what"). A messaging service of its own, with a
// page per kind of customer shaped like an industry page (not Lisa's knowledge, no eval question).
import { describe, expect, it } from 'vitest';
import { asksOffer } from './capability.ts';
import { asksOfferAsRequest } from './offer-request.ts';
import { askBusiness, businessChunk } from './test-business.ts';

const dontKnow = /don't know|do not know/i;

function industryPage(id: string, kind: string, intro: string, does: string[], benefits: string[]) {
  const source = { sourceId: id };
  return [
    businessChunk(`${id}-intro`, `Ndege for ${kind}`, intro, source),
    businessChunk(`${id}-does`, `Ndege for ${kind}`, does.map((d) => `- ${d}`).join('\n'), {
      ...source,
      section: `What Ndege does for ${kind}`,
    }),
    businessChunk(`${id}-benefits`, `Ndege for ${kind}`, benefits.map((b) => `- ${b}`).join('\n'), {
      ...source,
      section: `${kind} benefits`,
    }),
  ];
}

function ndege() {
  return askBusiness(915, 'Ndege', [
    businessChunk(
      'about',
      'About Ndege',
      'Ndege is a chat assistant that answers customers on WhatsApp and the web around the clock.',
      { sourceId: 'about' },
    ),
    ...industryPage(
      'hospitality',
      'Hospitality',
      'Hotels, lodges and guesthouses get booking questions at every hour. Ndege answers guests and fills rooms.',
      [
        'Room availability: guests see free rooms and rates for their dates',
        'Booking deposits: a deposit link is sent in the chat',
        'Check-in details: directions and check-in times the day before arrival',
        'Review requests: a thank-you message asks for a review after checkout',
      ],
      ['More direct bookings', 'Fewer calls to reception', 'Replies at night'],
    ),
    ...industryPage(
      'agriculture',
      'Agriculture',
      'Farmers and cooperatives ask about inputs, prices and collection days. Ndege answers them from your notices.',
      [
        'Input orders: seed and fertiliser orders are taken in the chat',
        'Market prices: the week’s buying prices are sent on request',
        'Collection schedules: each farmer learns the next collection day for their route',
        'Extension tips: planting and spraying advice from your approved guides',
      ],
      ['Fewer trips to the office', 'Farmers informed on time', 'Orders on record'],
    ),
    ...industryPage(
      'schools',
      'Schools',
      'Small schools and large colleges answer the same admission and fee questions every term. Ndege answers parents and students.',
      [
        'Admissions answers: entry requirements and deadlines from your prospectus',
        'Fee reminders: balances and payment dates sent to parents',
        'Visit booking: parents book a tour of the campus',
        'Term dates: opening and closing dates on request',
      ],
      ['Less queueing at the office', 'Parents answered at night', 'Staff free for teaching'],
    ),
    businessChunk(
      'whatsapp',
      'WhatsApp line',
      '- Every message answered on your own WhatsApp number\n- Photos and voice notes understood in every chat\n- Broadcasts to every opted-in contact',
      { sourceId: 'whatsapp', section: 'WhatsApp line features' },
    ),
    businessChunk(
      'pricing',
      'Pricing',
      'Ndege costs USD 30 per month with 2,000 replies included.',
      {
        sourceId: 'pricing',
      },
    ),
  ]);
}

describe('a request for what is offered, asked in the last sentence', () => {
  it('reads requests and a verb-final "can X do what" as asking what is offered', () => {
    for (const q of [
      'We run two guesthouses by the lake. Please list what Ndege offers hotels.',
      'Tell me every service you provide for schools.',
      'Name all the features Ndege has for farmers',
      'Could you describe everything Ndege can do for a lodge?',
      'ndege can do what',
    ])
      expect(asksOfferAsRequest(q), q).toBe(true);
    for (const q of [
      'List the prices.',
      'Tell me what I need to install first.',
      'Tell me what Ndege costs.',
      'Show me the features of the widget.',
      'What does Ndege cost?',
    ])
      expect(asksOfferAsRequest(q), q).toBe(false);
  });

  it('answers with the whole list of what is done for that kind of organisation', async () => {
    const { ask } = ndege();
    for (const [q, page, item] of [
      [
        'We run two guesthouses by the lake. Please list what Ndege offers hotels.',
        /Room availability/,
        /Review requests/,
      ],
      [
        'I am the bursar of a boarding school. Tell me every feature you have for schools.',
        /Admissions answers/,
        /Term dates/,
      ],
      [
        'Our cooperative buys maize from four hundred growers. Name all the services you provide to farmers.',
        /Input orders/,
        /Extension tips/,
      ],
    ] as const) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(page);
      expect(reply.text, q).toMatch(item);
    }
  });
});

describe('a general word for an organisation, its kind named before it', () => {
  it('finds the page the kind word means', async () => {
    const { ask } = ndege();
    for (const [q, item] of [
      ['What do you provide for farming businesses?', /Collection schedules/],
      ['We answer calls all night. What could Ndege offer lodging firms?', /Check-in details/],
      ['What does Ndege provide for education agencies?', /Fee reminders/],
    ] as const) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(item);
    }
  });

  it('still does not know a kind the knowledge has no page for', async () => {
    const { ask } = ndege();
    for (const q of [
      'What do you provide for funeral businesses?',
      'List what Ndege offers mining firms.',
      'Tell me every feature you have for football clubs.',
      // An adjective before the general word describes the organisation, not its kind.
      'We are a small business. What do you provide for small businesses?',
      'What does Ndege offer small firms?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('dont-know');
      expect(reply.text, q).toMatch(dontKnow);
    }
  });
});

describe('what is offered, asked after an opening phrase that sets the scene', () => {
  it('reads the question after the comma', () => {
    for (const q of [
      'For a lakeside hotel with twelve rooms, what services would Ndege bring us?',
      'As a small farming cooperative, which features can Ndege offer?',
      'For our primary school of 300 pupils, what could Ndege do?',
    ])
      expect(asksOffer(q), q).toBe(true);
    for (const q of [
      'For a hotel, what does Ndege cost?',
      'For the record, which plan is cheapest?',
    ])
      expect(asksOffer(q), q).toBe(false);
  });

  it('answers with the list of what is done for that kind of organisation', async () => {
    const { ask } = ndege();
    for (const [q, first, last] of [
      [
        'For a farming cooperative with four hundred members, what services would Ndege bring us?',
        /Input orders/,
        /Extension tips/,
      ],
      [
        'For a boarding school with nine hundred pupils, which features could Ndege give us?',
        /Admissions answers/,
        /Term dates/,
      ],
    ] as const) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(first);
      expect(reply.text, q).toMatch(last);
    }
  });
});

describe('the features for a kind of organisation, beside another page listing features', () => {
  it('quotes that page’s list, not the other page’s features', async () => {
    const { ask } = ndege();
    for (const [q, item] of [
      ['Tell me every feature you have for schools.', /Fee reminders/],
      [
        'Our lodge has forty rooms. List all the features Ndege has for hospitality.',
        /Booking deposits/,
      ],
    ] as const) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(item);
      expect(reply.text, q).not.toMatch(/voice notes|Broadcasts/);
    }
  });
});
