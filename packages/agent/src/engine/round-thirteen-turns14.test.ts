// Follow-ups and how-to answers of session 17, round two (issue #24), each test naming a class
// of question seen failing in held-out sets 13 and 14, in words of its own, on small
// businesses of its own.
import { describe, expect, it } from 'vitest';
import type { Passage } from '../types.ts';
import { deviceIdioms } from './device-idioms.ts';
import { rewriteFollowUp } from './follow-up.ts';
import { classifyQuestion } from './question-type.ts';
import { rankForKind } from './rank-for-kind.ts';
import { rateIdioms } from './rate-idioms.ts';
import { askBusiness, businessChunk } from './test-business.ts';

const after = (visitor: string, bot: string) => [
  { sender: 'visitor' as const, text: visitor },
  { sender: 'bot' as const, text: bot },
];

function studio() {
  return askBusiness(71, 'Pixel Den', [
    businessChunk(
      'prices',
      'Pixel Den pricing',
      'Connector setup prices (one-time): Mailchimp $90, Trello $60, Dropbox $45, Zendesk $130. Each price covers the first connection of that app.',
      { section: 'Connector setup prices' },
    ),
    businessChunk(
      'plans',
      'Pixel Den pricing',
      'Care plans: the Bronze plan costs $40 per month and includes email replies. The Silver plan costs $75 per month and includes phone calls. The Gold plan costs $140 per month and includes a named manager.',
      { section: 'Care plans on the pricing page' },
    ),
    businessChunk(
      'sizes',
      'Pixel Den pricing',
      'Photo archive sizes: a Mini archive costs $0 to set up (up to 500 photos). A Midi archive costs $200 to set up. A Maxi archive costs $900 to set up (whole catalogues).',
      { section: 'Photo archive sizes on the pricing page' },
    ),
    businessChunk(
      'mailchimp',
      'Mailchimp',
      'With Mailchimp connected, Pixel Den adds every customer who agrees to your newsletter audience and tags them with the products they asked about.',
    ),
    businessChunk(
      'trello',
      'Trello',
      'With Trello connected, Pixel Den turns each retouching request into a card on your board, with the photos attached.',
    ),
    businessChunk(
      'teams',
      'Microsoft Teams',
      'Pixel Den posts new orders and handovers to the Teams channels you choose, so your editors see them without opening the dashboard.',
    ),
    businessChunk(
      'teams-steps',
      'Microsoft Teams',
      '- Open Connectors › Teams and select Connect.\n- Sign in with a Teams administrator and accept the permissions.\n- Add the Pixel Den app to a locked channel first, or it stays hidden from the channel list.',
      { section: 'How to connect Teams' },
    ),
  ]);
}

describe('an elliptical follow-up asking the same thing of another named thing', () => {
  it('reads "same thing but X", "ditto for X", "likewise for X" as the previous question about X', async () => {
    const { ask } = studio();
    const history = after(
      'What is the one-time price of the Mailchimp connector?',
      'Mailchimp $90.',
    );
    for (const q of [
      'same thing but Trello',
      'the same question for Trello please',
      'ditto for Trello',
      'likewise for Trello?',
      'same but with Trello',
      'and the same for Trello?',
    ]) {
      expect(rewriteFollowUp(q, history[0]?.text), q).not.toMatch(/\bsame\b/);
      const reply = await ask(q, history);
      expect(reply.text, q).toMatch(/\$60/);
    }
  });

  it('leaves a standalone question that starts with "same" as it was', () => {
    expect(
      rewriteFollowUp('same day delivery available?', 'What is the Mailchimp setup price?'),
    ).toBeUndefined();
  });
});

describe('a possessive price asked of another thing after the business’s price of one', () => {
  it('answers with the business’s price for the new thing, not as another company’s own prices', async () => {
    const { ask } = studio();
    const history = after('What does the Mailchimp connector cost once?', 'Mailchimp $90.');
    for (const q of [
      'ok and Trello’s fee?',
      "what about Trello's price?",
      'and Trello’s charge then?',
    ]) {
      const reply = await ask(q, history);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(/\$60/);
    }
  });
});

describe('a plural pronoun ranking the things the previous question named', () => {
  it('resolves "them"/"those" to the plural things asked about, not another word of the question', async () => {
    const { ask } = studio();
    for (const [previous, q] of [
      ['Tell me about the care plans on your website', 'how much is the cheapest of them?'],
      [
        'I would like to hear about your care plans in the brochure',
        'what do the cheapest of those cost?',
      ],
      [
        'Could you describe the care plans listed on the site?',
        'and the lowest priced of them, how much?',
      ],
    ] as const) {
      const reply = await ask(q, after(previous, 'Care plans: Bronze, Silver and Gold.'));
      expect(reply.text, q).toMatch(/\$40/);
      expect(reply.text, q).not.toMatch(/\$0\b/);
    }
  });
});

describe('a longer follow-up pointing back with an object "it" at the thing named before', () => {
  it('carries the named thing even past ten words', async () => {
    const { ask } = studio();
    const history = after(
      'What does the Teams connector do for my editors?',
      'Pixel Den posts new orders and handovers to the Teams channels you choose.',
    );
    for (const q of [
      'our channel is locked to members only, how do I get it listed?',
      'the channel we use is a locked one, what do I do to make it show in the list?',
      'we picked a locked channel and I cannot find it in the list, what now?',
    ]) {
      expect(rewriteFollowUp(q, history[0]?.text), q).toMatch(/\bteams$/);
      const reply = await ask(q, history);
      expect(reply.text, q).toMatch(/Add the Pixel Den app to a locked channel/);
    }
  });

  it('leaves an "it" that only opens the sentence alone', () => {
    expect(
      rewriteFollowUp(
        'how long does it usually take before a brand new member of staff can use the dashboard alone?',
        'What does the Teams connector do for my editors?',
      ),
    ).toBeUndefined();
  });
});

function courier() {
  return askBusiness(72, 'Parcel Loop', [
    businessChunk(
      'labels',
      'Shipping labels',
      'Parcel Loop generates a shipping label for every order and generates a tracking link the buyer can open.',
    ),
    businessChunk(
      'reports',
      'Reports',
      'Monthly reports are generated on the first day of the month and list every parcel, its cost and its delivery time.',
    ),
    businessChunk(
      'hooks-about',
      'Parcel Loop webhooks',
      'Parcel Loop webhooks tell your shop when a parcel is picked up, delayed or delivered, signed with a webhook key so your server knows the call is genuine.',
    ),
    businessChunk(
      'hooks-connect',
      'Parcel Loop webhooks',
      '1. Generate a webhook key in the dashboard and keep it on your server.\n2. Send the key in the header X-Loop-Key with each call.\n3. Answer each call with 200 within five seconds.',
      { section: 'How to connect webhooks' },
    ),
    businessChunk(
      'hooks-use',
      'Parcel Loop webhooks',
      '1. Create a webhook key in your dashboard under Settings › Developer keys.\n2. Paste your endpoint address next to it and pick the events.\n3. Send a test event and check your server logs.',
      { section: 'Using webhooks with Parcel Loop' },
    ),
  ]);
}

describe('a how-to verb written in the third person or as a gerund', () => {
  it('still asks for the way to do it', () => {
    for (const q of [
      'What command installs the Python client?',
      'which line embeds the gallery on our shop?',
      'Any guide on configuring the webhook keys?',
    ])
      expect(classifyQuestion(q), q).toBe('how-to');
  });
});

describe('a where-question asked in the passive ("where are X generated?")', () => {
  it('is a how-to answered by the steps that name the place to act', async () => {
    const { ask } = courier();
    for (const q of [
      'Where in the dashboard are webhook keys generated?',
      'where are new webhook keys created?',
      'where in the dashboard is a fresh webhook key made?',
    ]) {
      const reply = await ask(q);
      expect(reply.text, q).toMatch(/Settings › Developer keys/);
    }
  });
});

function sdk() {
  return askBusiness(73, 'Parcel Loop', [
    businessChunk(
      'sdk-faq',
      'Parcel Loop SDK FAQ',
      'Any language with HTTPS. The Python client is the official one; other clients are generated from the OpenAPI file.',
      { question: 'Which languages can I call it from?', section: 'Parcel Loop SDK' },
    ),
    businessChunk(
      'sdk-about',
      'Parcel Loop SDK',
      'The official Python client handles retries and timeouts for you and returns typed parcel objects.',
    ),
    businessChunk(
      'sdk-steps',
      'Parcel Loop SDK',
      '1. Create a developer key in your dashboard.\n2. Install the client with pip install parcel-loop, or call the HTTP endpoints directly.\n3. Book a first pickup with your shop id.',
      { section: 'Using the SDK' },
    ),
    businessChunk(
      'labels',
      'Shipping labels',
      'Parcel Loop generates a shipping label for every order and a tracking link the buyer can open. Install the label printer driver once on each packing computer.',
    ),
    businessChunk(
      'lockers',
      'Parcel lockers',
      'We install parcel lockers at partner shops; buyers open them with the code in their message. Each install takes a day.',
    ),
    businessChunk(
      'app',
      'Courier app',
      'Couriers install the Parcel Loop app on their phone and scan each parcel at pickup and delivery.',
    ),
  ]);
}

describe('a how-to whose best passage is an FAQ entry answering another kind of question', () => {
  it('answers with the same page’s steps when one of them does the asked thing', async () => {
    const { ask } = sdk();
    for (const q of [
      'What command installs your official Python client?',
      'What installs the official Python client?',
      'how do we install the official Python client?',
    ]) {
      const reply = await ask(q);
      expect.soft(reply.text, q).toMatch(/pip install parcel-loop/);
    }
  });
});

describe('the steps of the FAQ entry’s own page, ranked below its descriptions', () => {
  const passage = (chunkId: string, title: string, text: string, score: number, extra = {}) =>
    ({ chunkId, sourceId: title.replace(/ FAQ$/, ''), title, text, score, ...extra }) as Passage;
  const ranked = [
    passage(
      'faq',
      'Parcel Loop SDK FAQ',
      'Any language with HTTPS. The Python client is the official one.',
      9,
      { question: 'Which languages can I call it from?' },
    ),
    passage('about', 'Parcel Loop SDK', 'The official Python client retries for you.', 8),
    passage('other', 'Parcel Loop API', 'The official Python client is typed.', 7),
    passage(
      'steps',
      'Parcel Loop SDK',
      '1. Create a developer key in your dashboard.\n2. Install the client with pip install parcel-loop.\n3. Book a first pickup.',
      6,
    ),
  ];

  it('go first when a step holds the asked verb and the asked thing', () => {
    for (const q of [
      'What command installs your official Python client?',
      'how do we install the Python client?',
      'Python client: what installs it?',
    ])
      expect(rankForKind(ranked, 'how-to', q)[0]?.chunkId, q).toBe('steps');
  });

  it('stay where they are when no step does the asked thing', () => {
    expect(rankForKind(ranked, 'how-to', 'how do I delete the Python client?')[0]?.chunkId).toBe(
      'faq',
    );
  });
});

describe('a problem told as a scene, then "what do I do?"', () => {
  it('is a how-to, answered by the steps that fix it rather than an FAQ entry’s verdict', async () => {
    const { ask } = askBusiness(74, 'Pixel Den', [
      businessChunk(
        'teams-faq',
        'Microsoft Teams FAQ',
        'No. Pixel Den only posts to the channels you choose and reads their names to list them.',
        { question: 'Can Pixel Den read our locked channels?', section: 'Microsoft Teams' },
      ),
      businessChunk(
        'teams-steps',
        'Microsoft Teams',
        '1. Open Connectors › Teams and select Connect.\n2. Sign in with a Teams administrator and accept the permissions.\n3. Add the Pixel Den app to a locked channel before choosing it in the channel list.',
        { section: 'How to connect Teams' },
      ),
      businessChunk(
        'teams-about',
        'Microsoft Teams',
        'Pixel Den posts new orders and handovers to the Teams channels you choose.',
      ),
    ]);
    for (const q of [
      'Our Teams channel is locked and Pixel Den cannot list it. What do I do?',
      'The locked Teams channel is missing from the channel list... what should we do?',
      'I want Pixel Den to post to a locked Teams channel but the channel list does not show it. What now?',
    ]) {
      expect(classifyQuestion(q), q).toBe('how-to');
      const reply = await ask(q);
      expect.soft(reply.text, q).toMatch(/Add the Pixel Den app to a locked channel/);
    }
  });
});

describe('sending too many calls, asked of the API named before', () => {
  it('reads as the rate limit', async () => {
    for (const q of [
      'what if our app fires too many calls at once?',
      'what happens when we make too many requests?',
      'and if the kiosk sends too many API calls?',
    ])
      expect(rateIdioms(q), q).toMatch(/rate limit/);
    const { ask } = askBusiness(75, 'Parcel Loop', [
      businessChunk(
        'api-about',
        'Parcel Loop API',
        'The Parcel Loop API lets your shop book pickups and read parcel events over HTTPS with JSON.',
      ),
      businessChunk(
        'api-install',
        'Parcel Loop API',
        '- Install the client with pip install parcel-loop, or call the endpoints directly.',
      ),
      businessChunk(
        'api-limit',
        'Parcel Loop API FAQ',
        'Each key may make 60 requests a minute; over the rate limit you get a 429 answer saying when to retry.',
        { question: 'Is there a rate limit?' },
      ),
    ]);
    const reply = await ask(
      'what happens if we throw too many calls at it?',
      after(
        'Tell me about the Parcel Loop API',
        'The Parcel Loop API lets your shop book pickups.',
      ),
    );
    expect(reply.text).toMatch(/429/);
  });
});

describe('a device named as a visitor names it', () => {
  it('reads "on a computer", "on my laptop", "from a PC" as the layout help pages call desktop', async () => {
    expect(deviceIdioms('which computer languages do you read?')).toBe(
      'which computer languages do you read?',
    );
    const { ask } = askBusiness(76, 'Pixel Den', [
      businessChunk(
        'gallery',
        'Gallery widget',
        'The gallery widget shows your latest photos in a strip at the foot of your page, on any computer or phone; a click opens the photo viewer.',
      ),
      businessChunk(
        'gallery-size',
        'Gallery widget',
        'On desktop the photo viewer is 960 × 640 px. On phones it fills the screen.',
      ),
    ]);
    const history = after('I want the gallery widget on our site', 'The gallery widget shows…');
    for (const q of [
      'how big is the photo viewer on a computer?',
      'how big is the photo viewer on my laptop?',
      'and how big is the photo viewer when I use a PC?',
    ]) {
      const reply = await ask(q, history);
      expect.soft(reply.text, q).toMatch(/960 × 640/);
    }
  });
});
