// The handoff and don't-know decisions of session 14 for issue #24, on a small business of
// its own (a car hire company with prices, a booking guide, a page on trip records, a
// languages page and a customer story; not Lisa's knowledge, and not an eval question), each
// test naming a class of question seen failing in the seen sets, in words of its own.
import { describe, expect, it } from 'vitest';
import { attributeUnstated } from './asked-attribute.ts';
import { asksForTask } from './task-request.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { asksOfStoryCompany } from './third-party.ts';

function carHire() {
  return askBusiness(31, 'Safari Wheels', [
    businessChunk(
      'prices',
      'Safari Wheels prices',
      'Safari Wheels rents saloon cars and 4x4s.\n\n- A saloon car costs KES 4,000 per day.\n- A 4x4 costs KES 9,000 per day.\n- The booking fee is KES 1,500 per booking.\n- The security deposit is KES 20,000.',
    ),
    businessChunk(
      'booking',
      'Booking a car',
      'To book, choose a car, add a driver to the booking, pick the dates and pay the booking fee. You can rent a car for up to 30 days. We run 4 branches in Nairobi, Mombasa, Kisumu and Nakuru.',
    ),
    businessChunk(
      'records',
      'Trip records',
      'Every car has a tracker. Trip logs show the route and the mileage of each rental and are shown to you in your account; deleting your account erases them.',
    ),
    businessChunk(
      'languages',
      'Languages',
      'Our agents speak English, Swahili, French and Arabic, and the booking page is in English and Swahili.',
    ),
    businessChunk(
      'story',
      'Safari Wheels customers',
      'Baobab Tours runs safari packages to the Maasai Mara and Amboseli. With 12 of our 4x4s on long-term hire, Baobab Tours now sells twice as many safaris in high season.',
      { section: 'Customer story' },
    ),
  ]);
}

const decision = async (ask: (q: string) => Promise<{ decision: string }>, q: string) =>
  (await ask(q)).decision;

describe('a count, a duration or a refund the knowledge does not state', () => {
  it('says it does not know how many of a thing the knowledge names but never counts', async () => {
    const { ask } = carHire();
    for (const q of [
      'How many drivers can a single booking include?',
      'how many drivers am I allowed to add on one booking',
      'Up to how many drivers may share one rental?',
    ])
      expect(await decision(ask, q), q).toBe('dont-know');
  });

  it('still answers a count the knowledge states', async () => {
    const { ask } = carHire();
    for (const q of ['How many branches do you run?', 'how many branches does Safari Wheels have'])
      expect(await decision(ask, q), q).toBe('answer');
  });

  it('counts the things the knowledge lets the visitor pick as stated, not a vague "several"', async () => {
    const { ask } = askBusiness(33, 'Safari Wheels', [
      businessChunk(
        'extras',
        'Extras',
        'Add the extras you choose to a booking: child seats, roof racks and camping kits. Several extras come free with a 4x4.',
      ),
      businessChunk(
        'routes',
        'Routes',
        'Our drivers know several routes to the Mara and stop at viewpoints on the way.',
      ),
    ]);
    expect(await decision(ask, 'How many extras can I add to one booking?')).toBe('answer');
    expect(await decision(ask, 'how many routes do your drivers know to the Mara?')).toBe(
      'dont-know',
    );
  });

  it('says it does not know a retention period the knowledge never gives', async () => {
    const { ask } = carHire();
    for (const q of [
      'How long do you store trip logs before erasing them?',
      'For how long are my trip logs kept?',
      'how long are the tracker routes retained for',
    ])
      expect(await decision(ask, q), q).toBe('dont-know');
  });

  it('still answers a length of time the knowledge states', async () => {
    const { ask } = carHire();
    const reply = await ask('How long can I rent a car for?');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/30 days/);
  });

  it('does not give the length of one thing for another', () => {
    // The passage that would answer, as the retriever hands it over: what it matched of the
    // question says whether it is about the thing asked.
    const goLive = (...terms: string[]) => ({
      chunkId: 'faq',
      sourceId: 'faq',
      title: 'Questions',
      text: 'A car is usually ready within 2 hours of booking.',
      score: 5,
      matchedTerms: terms.map((term) => ({ term, weight: 2 })),
    });
    for (const q of [
      'How long does an insurance claim take?',
      'how long does it take to get my deposit back',
      'How long have you been in business?',
    ])
      expect(attributeUnstated(q, [goLive('long', 'take')]), q).toBe(true);
    expect(
      attributeUnstated('How long does a car take to be ready?', [goLive('long', 'car')]),
    ).toBe(false);
  });

  it('says it does not know a refund policy the knowledge never states', async () => {
    const { ask } = carHire();
    for (const q of [
      'Is the booking fee refundable if I cancel?',
      'If we cancel two days before, do we get our booking fee back as a refund?',
      'Will you reimburse the security deposit when I cancel the trip?',
    ])
      expect(await decision(ask, q), q).toBe('dont-know');
  });

  it('answers a refund the knowledge does state', async () => {
    const { ask } = askBusiness(32, 'Safari Wheels', [
      businessChunk(
        'deposit',
        'Deposit',
        'The security deposit is KES 20,000. It is refunded to your card within 7 days of returning the car undamaged.',
      ),
    ]);
    const reply = await ask('Is the security deposit refunded after the trip?');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/7 days/);
  });
});

describe('a task asked of the assistant rather than a question about the business', () => {
  it('says it does not know rather than answer from a page sharing the task’s word', async () => {
    const { ask } = carHire();
    for (const q of [
      'Please translate "where is the car park" into French',
      'can u translate safari into swahili for me',
      'Write me a short poem about a 4x4 in the rain',
      'Could you summarise this news report on fuel prices?',
      'tell us a joke about drivers',
      'I need you to proofread my email to the landlord',
      'can you help me write a love letter to my wife',
    ])
      expect(await decision(ask, q), q).toBe('dont-know');
  });

  it('keeps questions about what the business or its people do', async () => {
    const { ask } = carHire();
    for (const q of [
      'Which languages do your agents speak?',
      'can your agents speak French?',
      'tell me about the booking fee',
    ])
      expect(await decision(ask, q), q).toBe('answer');
  });

  it('reads the request, not a question about the product, as the task', () => {
    for (const q of [
      'Traduis « bonne nuit » en arabe',
      'niandikie shairi kuhusu gari',
      'compose a birthday message for my boss',
    ])
      expect(asksForTask(q), q).toBe(true);
    for (const q of [
      'Can Lisa translate messages?',
      'does the bot summarise conversations for agents?',
      'tell me a customer story',
      'can you write in Swahili?',
      'how do I write a good FAQ?',
    ])
      expect(asksForTask(q), q).toBe(false);
  });
});

describe('what another company sells, when the knowledge names it only in a customer story', () => {
  it('says it does not know the goods or prices of a customer from a story', async () => {
    const { ask } = carHire();
    for (const q of [
      'What safari packages does Baobab Tours sell?',
      'how much does baobab charge for a trip to the Mara',
      "What are Baobab's prices for Amboseli?",
    ])
      expect(await decision(ask, q), q).toBe('dont-know');
  });

  it('still answers about the story itself and about the business’s own offer', async () => {
    const { ask } = carHire();
    for (const q of [
      'Which customer story is about safaris?',
      'What does Safari Wheels rent?',
      'what does your booking fee cost',
    ])
      expect(await decision(ask, q), q).toBe('answer');
  });
});

describe('what a vendor the business works with charges or sells', () => {
  const hire = () =>
    askBusiness(34, 'Safari Wheels', [
      businessChunk(
        'partners',
        'Partners',
        'We take bookings through Booking Hub and pay with M-Kopa.\n\n- Booking Hub setup costs KES 5,000.\n- M-Kopa setup costs KES 3,000.',
      ),
      businessChunk(
        'fuel',
        'Fuel',
        'Every car leaves with a full tank. TotalEnergies bills fuel cards to your company account directly.',
      ),
    ]);

  it('says it does not know a vendor’s own prices or plans', async () => {
    const { ask } = hire();
    for (const q of [
      'How much does Booking Hub charge per listing?',
      'Which subscription plans does Booking Hub offer?',
      "What are M-Kopa's loan fees?",
    ])
      expect(await decision(ask, q), q).toBe('dont-know');
  });

  it('answers the business’s price for a vendor and what a passage says the vendor bills', async () => {
    const { ask } = hire();
    for (const q of [
      'How much does the Booking Hub setup cost?',
      'Does TotalEnergies charge for fuel cards?',
    ])
      expect(await decision(ask, q), q).toBe('answer');
  });
});

describe('the limits and policies a passage mentions without stating', () => {
  const uploads = (limit = '') =>
    askBusiness(36, 'Safari Wheels', [
      businessChunk(
        'licence',
        'Your driving licence',
        `Upload your driving licence as a PDF or a photo before pick-up${limit}. Drivers can be added to a booking at the counter.`,
      ),
      businessChunk(
        'complaints',
        'Complaints',
        'Breakdowns, refunds and complaints from your passengers are logged by our drivers and sent to your tour office.',
      ),
    ]);

  it('reads "the maximum number of" as a count', () => {
    const booking = (text: string) => [
      { chunkId: 'b', sourceId: 'b', title: 'Booking', text, score: 5 },
    ];
    for (const q of [
      'What is the maximum number of drivers on a booking?',
      'is there a limit to the number of drivers per booking',
    ]) {
      expect(attributeUnstated(q, booking('Drivers can be added at the counter.')), q).toBe(true);
      expect(attributeUnstated(q, booking('Up to 3 drivers can share a booking.')), q).toBe(false);
    }
  });

  it('says it does not know a file size limit it never gives, and gives one it does', async () => {
    for (const q of [
      "What's the maximum file size for the licence upload?",
      'how big can the licence PDF be?',
    ]) {
      expect(await decision(uploads().ask, q), q).toBe('dont-know');
      expect(await decision(uploads(' (up to 5 MB)').ask, q), q).toBe('answer');
    }
  });

  it('does not read a refund of someone else’s customers as the refund policy', async () => {
    const { ask } = uploads();
    for (const q of [
      'Can I get a refund if the car breaks down?',
      'Do you refund us when a breakdown ruins the trip?',
    ])
      expect(await decision(ask, q), q).toBe('dont-know');
  });
});

describe('what there is for a kind of customer the knowledge never names', () => {
  it('says it does not know, and still answers for a customer it names', async () => {
    const { ask } = askBusiness(37, 'Safari Wheels', [
      businessChunk(
        'packages',
        'Hire packages',
        'We offer three hire packages: Weekend, Weekly and Monthly. Tour operators get a fleet package with a dedicated driver.',
      ),
    ]);
    for (const q of [
      'What hire packages do you offer for wedding planners?',
      'which package suits florists?',
      'Do you have a package for a bakery like mine?',
    ])
      expect(await decision(ask, q), q).toBe('dont-know');
    expect(await decision(ask, 'Which hire package is there for tour operators?')).toBe('answer');
  });
});

describe('the same classes asked in French or Swahili, as the glossary words them', () => {
  const passage = (text: string, section?: string) => ({
    chunkId: 'p',
    sourceId: 'p',
    title: 'Safari Wheels',
    text,
    score: 5,
    ...(section ? { section } : {}),
  });

  it('reads a count put last ("madereva wangapi") and leaves a price put last alone', () => {
    const counter = [passage('Drivers can be added to a booking at the counter.')];
    expect(attributeUnstated('can add driver how many', counter)).toBe(true);
    expect(attributeUnstated('booking driver how many', counter)).toBe(true);
    expect(attributeUnstated('price driver how many', counter)).toBe(false);
  });

  it('reads a seller put last ("que vend Baobab ?") as the company asked about', () => {
    const story = passage(
      'Baobab Tours runs safari packages to the Maasai Mara and sells twice as many safaris with our 4x4s.',
      'Customer story',
    );
    const own = passage('We offer three hire packages: Weekend, Weekly and Monthly.');
    expect(
      asksOfStoryCompany('what are packages safari sell baobab', [story, own], new Set()),
    ).toBe(true);
    expect(asksOfStoryCompany('what packages offer safari wheels', [story, own], new Set())).toBe(
      false,
    );
  });
});
