// Yes/no, how-to and price questions of session 15 round two (issue #24), each test naming
// a class of question seen failing in set 11, in words of its own (not an eval question),
// on small businesses of its own.
import { describe, expect, it } from 'vitest';
import { attributeUnstated } from './asked-attribute.ts';
import { answerExactLine, lineAsked } from './exact-line.ts';
import { askBusiness, businessChunk } from './test-business.ts';

const p = (text: string, extra: object = {}) => ({
  chunkId: 'x',
  sourceId: 'x',
  title: 'x',
  text,
  score: 1,
  ...extra,
});

describe("a refund the visitor's own customers ask for", () => {
  // A ticket desk: refunds are cases it tracks, not money it gives back.
  const desk = () =>
    askBusiness(61, 'Tiketi Desk', [
      businessChunk(
        'tickets',
        'Tickets from chats',
        'Some requests need a person: a refund to approve, a repair to schedule. Tiketi Desk turns the chat into a ticket with the customer’s details and assigns it to your team.',
      ),
      businessChunk(
        'faq',
        'Tickets FAQ',
        'Not automatically. Reply from the inbox, or add a rule that messages the customer when you resolve the ticket.',
        { question: 'Does resolving the ticket update the customer?' },
      ),
      businessChunk('plans', 'Plans', 'The Team plan costs $40 per month. Cancel at any time.'),
    ]);

  it('is a case the team handles, so the passage on it answers', async () => {
    const { ask } = desk();
    for (const q of [
      'When my team resolves the ticket for a refund, is the customer told?',
      'If a buyer wants a refund and we close the ticket, will the customer hear about it?',
      'Our clients ask for refunds in the chat. Does resolving the refund ticket update the customer?',
    ]) {
      const reply = await ask(q);
      // Quoted from the FAQ entry asking it in other words (asked-entry.ts): decision "faq".
      expect(reply.decision, q).toMatch(/^(answer|faq)$/);
      expect(reply.text, q).toMatch(/Not automatically/);
    }
  });

  it('is not the refund policy: a refund of money paid the knowledge never states is still unknown', () => {
    const plans = [p('The Team plan costs $40 per month. Cancel at any time.')];
    for (const q of [
      'Do I get a refund if I cancel the Team plan?',
      'can we get our money back on the plan?',
      'Is the monthly fee refundable?',
    ])
      expect(attributeUnstated(q, plans), q).toBe(true);
    for (const q of [
      'Can a shopper ask for a refund in the chat?',
      'Will the refund request become a ticket?',
      'When a customer wants a refund, what happens?',
      'Can a conversation about a refund become a ticket?',
      'How do emails asking for a refund reach my team?',
    ])
      expect(attributeUnstated(q, plans), q).toBe(false);
  });
});

describe("a word of place or nationality qualifying the visitor's audience", () => {
  const clinic = () =>
    askBusiness(62, 'Afya Line', [
      businessChunk(
        'languages',
        'Languages',
        'Afya Line answers patients in English, Swahili, French and Arabic, in the language they write in.',
      ),
      businessChunk(
        'hours',
        'Opening hours',
        'The clinic line answers around the clock; a nurse reads the chat from 8 am to 8 pm.',
      ),
      businessChunk(
        'pay',
        'Paying',
        'Patients pay by card or M-Pesa at the front desk after the visit.',
      ),
    ]);

  it('does not make the question unknown: the passage stating the fact answers', async () => {
    const { ask } = clinic();
    for (const q of [
      'Can Afya Line reply to our Tanzanian patients in Swahili?',
      'Would it answer my Moroccan clients in Arabic?',
      'Our Congolese visitors write in French, will they get replies in French?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(/English, Swahili, French and Arabic/);
    }
  });

  it('leaves a name the knowledge lacks unknown', async () => {
    const { ask } = clinic();
    for (const q of [
      'Can our Tanzanian patients pay with PayPal?',
      'Will it answer our Brazilian patients in Portuguese?',
      'Do our Android users get a Telegram bot?',
    ])
      expect((await ask(q)).decision, q).toBe('dont-know');
  });
});

describe('a price asked after a scene sentence', () => {
  // The product pages say where each device is used; only the price list prices them.
  const devices = () =>
    askBusiness(63, 'Kadi Devices', [
      businessChunk(
        'badge',
        'Badge printer',
        'The badge printer serves school offices, hotel receptions and event check-in desks: a visitor types a name at the kiosk and gets a printed badge in seconds.',
      ),
      businessChunk(
        'label',
        'Label printer',
        'The label printer serves warehouses and market stalls, printing shelf labels and parcel stickers.',
      ),
      businessChunk(
        'prices',
        'Kadi prices',
        'Each device has its own one-time setup price:\n\n- Badge printer setup costs $90.\n- Label printer setup costs $60.\n- Receipt printer setup costs $40.',
      ),
    ]);

  it("prices the asking sentence's thing, not the scene's", async () => {
    const { ask } = devices();
    for (const q of [
      'Visitors to our school office type their name at a kiosk at reception. What is the badge printer fee?',
      'We run check-in desks at hotel receptions for events. How much is the badge printer setup?',
      'Guests sign in at our hotel reception kiosk. What does the badge printer cost to set up?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(/\$90/);
      expect(reply.text, q).not.toMatch(/\$60|\$40/);
    }
  });

  it('still prices a thing named only in the scene', async () => {
    const { ask } = devices();
    const reply = await ask(
      'We print shelf labels in our warehouse. What is the setup fee for that?',
    );
    expect(reply.text).toMatch(/\$60/);
  });
});

describe('a price of a thing the visitor says is not on a named list', () => {
  const studio = () =>
    askBusiness(64, 'Picha Studio', [
      businessChunk(
        'prices',
        'Studio prices',
        'Each camera connection has its own one-time setup price:\n\n- Canon camera setup costs $30.\n- Nikon camera setup costs $35.\n- Any other camera costs $50 to set up.',
      ),
      businessChunk(
        'gear',
        'Bring your own gear',
        'Photographers often bring their own gear: a drone, a film body or a custom rig built for weddings and events.',
      ),
      businessChunk('hours', 'Opening hours', 'The studio opens Monday to Saturday, 9 am to 7 pm.'),
    ]);

  it('is priced by the catch-all item of that list', async () => {
    const { ask } = studio();
    for (const q of [
      'We shoot with a drone that is not on your supported camera list. What is the setup price for it?',
      'Our custom rig is not in the studio camera list. How much is its setup?',
      'My film body is not on your camera price list, what would its setup cost?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(/\$50/);
    }
  });
});

describe('where in the product a thing is found', () => {
  const shop = [
    p(
      'Your shop has one API key. Keys start with tk_. The receipt preview hides it; the full key is kept in Settings › Developer, where you can copy or replace it.',
      { title: 'Till FAQ' },
    ),
    p(
      '1. In Till, open Integrations › Ledger and paste the key.\n2. Print a test receipt and check it in Ledger.',
      { title: 'Ledger' },
    ),
    p('Monthly invoices are listed under Billing › Invoices as PDF files.', { title: 'Billing' }),
  ];

  it('is answered by the line naming the screen', () => {
    for (const [q, line] of [
      ['I lost the receipt template. Where can I copy my key from?', /Settings › Developer/],
      ['where do i get the api key again', /Settings › Developer/],
      ['Where can I download our monthly invoices?', /Billing › Invoices/],
    ] as const) {
      expect(lineAsked(q), q).toBe('screen');
      expect(answerExactLine(shop, q)?.body, q).toMatch(line);
    }
  });

  it('answers how to check something by where it is shown, unless asked through the API', () => {
    const points = [
      p(
        'Each sale earns points. Your points balance and the points spent so far are shown in the app under Rewards, with the history of each sale.',
        { title: 'Points' },
      ),
      p('GET /api/points returns the balance as JSON.', { title: 'Points API' }),
    ];
    for (const q of [
      'How can I check how many points we still have?',
      'How do we keep track of the points spent?',
      'how can i see my points balance',
    ]) {
      expect(lineAsked(q), q).toBe('screen');
      expect(answerExactLine(points, q)?.body, q).toMatch(/under Rewards/);
    }
    expect(lineAsked('How can I check our points balance through the API?')).not.toBe('screen');
    expect(lineAsked('How do I check it works?')).not.toBe('screen');
  });

  it('is not the screen where the thing is pasted, nor a question of another shape', () => {
    expect(answerExactLine(shop.slice(1), 'Where do I find the key for Ledger?')).toBeUndefined();
    expect(lineAsked('where are you based?')).toBeUndefined();
    expect(lineAsked('Where is your office?')).toBeUndefined();
  });
});

describe('how to make the product behave some way, answered by its option line', () => {
  const docs = [
    p(
      'Install the player:\n\n1. Copy the player snippet from the dashboard.\n2. Paste it where the video should play.',
      { title: 'Install' },
    ),
    p(
      'Player options:\n\n- autoPlay: start the video as soon as the page loads (default false);\n- loopVideo: play the video again when it ends;\n- data-volume: the starting volume, 0 to 100.',
      { title: 'Player options' },
    ),
  ];

  it('is the line naming the setting', () => {
    for (const [q, line] of [
      ['How do I make the video start by itself as soon as the page loads?', /autoPlay/],
      ['How can we get the video to play again when it ends?', /loopVideo/],
      ['Is there a way to set the starting volume of the player?', /data-volume/],
    ] as const) {
      expect(lineAsked(q), q).toBe('option');
      expect(answerExactLine(docs, q)?.body, q).toMatch(line);
    }
  });

  it('needs two things of the question in the line', () => {
    expect(answerExactLine(docs, 'How do I install the player on my page?')).toBeUndefined();
  });
});

describe('a yes/no about where software runs, in the words of hosting', () => {
  const books = () =>
    askBusiness(65, 'Hesabu Books', [
      businessChunk(
        'setup',
        'Connecting your ledger',
        'Enter your ledger address and key under Settings › Ledger. A test sync runs at once and shows the last ten invoices.',
      ),
      businessChunk(
        'faq',
        'Ledger FAQ',
        'Any ledger version with the REST interface works, in the cloud edition or self-hosted.',
        { question: 'Which ledger versions work?' },
      ),
      businessChunk('prices', 'Prices', 'The ledger sync costs $20 per month.'),
    ]);

  it('finds the self-hosted line', async () => {
    const { ask } = books();
    for (const q of [
      'Our ledger runs on our own server, not the cloud edition. Will the sync still work?',
      'We keep the ledger on premises. Does it work with Hesabu?',
      'Our ledger is hosted by us, is that version fine?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(/self-hosted/);
    }
  });
});

describe('how to check that a thing set up works', () => {
  const printer = [
    p(
      '1. Open Devices › Printers and select Add.\n2. Pick your printer from the list.\n3. Print a sample receipt to test the printer.',
      { title: 'Printers' },
    ),
    p('1. Open Devices › Scanners.\n2. Scan any barcode to test the scanner.', {
      title: 'Scanners',
    }),
  ];

  it('is answered by the step that tests it', () => {
    for (const [q, line] of [
      ['After adding our printer, how do I check it actually works?', /sample receipt/],
      ['How can we verify the printer is working?', /sample receipt/],
      ['how do i know the scanner is connected', /barcode/],
    ] as const) {
      expect(lineAsked(q), q).toBe('test');
      expect(answerExactLine(printer, q)?.body, q).toMatch(line);
    }
  });
});
