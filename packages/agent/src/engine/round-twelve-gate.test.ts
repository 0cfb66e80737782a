// Session 16, round two: refusals that should be answers. Each test names a class of
// question that got "I don't know" although the knowledge answers it, asked in words of its
// own (never an eval question), on small businesses of its own.
import { describe, expect, it } from 'vitest';
import { translateQuestion } from '../language/glossary.ts';
import { asksCapability, asksOffer } from './capability.ts';
import { askBusiness, businessChunk } from './test-business.ts';

const dontKnow = /I don't know/;

function craftShop() {
  return askBusiness(71, 'Kilima', [
    businessChunk(
      'instagram',
      'Instagram',
      'Kilima answers Instagram DMs about sizes, colours and delivery while you post. When a shopper sends a picture, Kilima passes the image to your team in the inbox.',
    ),
    businessChunk(
      'whatsapp',
      'WhatsApp',
      'Kilima replies on your WhatsApp Business number. Voice notes are transcribed and answered like typed messages.',
    ),
    businessChunk(
      'about',
      'About us',
      'Kilima helps craft shops in Arusha answer their customers. Setup takes one afternoon.',
    ),
    businessChunk('pricing', 'Pricing', 'Kilima costs USD 20 per month for one shop.'),
  ]);
}

describe('a name used as a verb before an object pronoun is no compound', () => {
  // "DMs us", "WhatsApps me": the name is what the visitor does, not a thing of it ("an
  // Instagram us" that no sentence holds).
  it('answers a scene told with a channel as its verb', async () => {
    const { ask } = craftShop();
    for (const q of [
      'A shopper DMs us a picture of a basket on Instagram. Can Kilima handle that?',
      'Customers WhatsApp me voice notes all day long. Will Kilima answer them?',
      'Somebody Instagrams us a photo of a bag they want. Does Kilima cope with pictures?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(/image|Voice notes/);
    }
  });
});

function careAgency() {
  return askBusiness(72, 'Tuma', [
    businessChunk(
      'schools',
      'Tuma for Schools',
      'Schools and colleges drown in admission questions every term. Tuma answers applicants and parents on WhatsApp, books campus visits and sends fee reminders.',
    ),
    businessChunk(
      'clinics',
      'Tuma for Clinics',
      'Clinics lose patients to busy phone lines. Tuma books appointments, sends reminders and answers questions about services and opening hours.',
    ),
    businessChunk(
      'pricing',
      'Pricing',
      'Tuma costs USD 40 per month, with 1,000 replies included.',
    ),
  ]);
}

describe('asking where the business comes in, after describing one’s organisation', () => {
  it('reads "where does X come in", "how would X fit in", "what role could X play" as capability', () => {
    for (const q of [
      'Our college has a queue of applicants every term. Where does Tuma come in?',
      'We are a small hospital. How would Tuma fit in?',
      'What role could Tuma play for a university?',
      'What part can you play in our admissions?',
    ])
      expect(asksCapability(q), q).toBe(true);
    for (const q of [
      'Where do I come in when a chat is handed over?',
      'Where does the delivery van come in from?',
      'How do we fit in the form?',
    ])
      expect(asksCapability(q), q).toBe(false);
  });

  // (Which sentences of the page are quoted is the answer's shape, not this decision.)
  it('answers from the page for the kind of organisation the scene names', async () => {
    const { ask } = careAgency();
    for (const [q, page] of [
      [
        'Our college is swamped with applicant messages each September. Where does Tuma come in?',
        /Tuma for Schools/,
      ],
      [
        'We manage a busy hospital with long phone queues. How would Tuma fit in?',
        /Tuma for Clinics/,
      ],
      [
        'Our university admissions office is overwhelmed. What role could Tuma play?',
        /Tuma for Schools/,
      ],
    ] as const) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(page);
    }
  });

  it('still does not know when the scene names no organisation the knowledge serves', async () => {
    const { ask } = careAgency();
    for (const q of [
      'My puppy keeps barking at the neighbours at night. Where does Tuma come in?',
      'Our football team lost every match this season. How would Tuma fit in?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('dont-know');
      expect(reply.text, q).toMatch(dontKnow);
    }
  });
});

function repairShop() {
  return askBusiness(73, 'Fixit', [
    businessChunk(
      'landlords',
      'Fixit for landlords',
      'Landlords juggle complaints all year. Tenants submit a form, wait a long time for an answer, submit the form again and wait long again, and everyone loses patience.',
      { section: 'Landlord challenges' },
    ),
    businessChunk(
      'service',
      'Service',
      'Send a repair request from our website and a technician replies to repair requests within 4 working hours. A home visit costs KES 1,500.',
    ),
    businessChunk('warranty', 'Warranty', 'Every repair carries a 90-day warranty on parts.'),
  ]);
}

describe('a length of time asked of a thing, below a page sharing only the scene', () => {
  // The page about queues holds "wait", "form" and "long"; the one holding the thing asked
  // ("repair request", "reply") states its length.
  it('answers from the passage stating the length of the thing asked', async () => {
    const { ask } = repairShop();
    for (const q of [
      'Once I submit the repair request form, how long do I wait for an answer?',
      'If I submit a form for a repair, how long do I wait until a technician answers?',
      'After I submit my repair request on the form, how long is the wait for an answer?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(/within 4 working hours/);
      expect(reply.text, q).not.toMatch(/patience/);
    }
  });

  it('still does not know a length the knowledge does not state', async () => {
    const { ask } = repairShop();
    for (const q of [
      'How long does the ferry from Mombasa to Zanzibar take?',
      'How long will the queue at the passport office be tomorrow?',
      'If I fill in the visa form, how long do I wait for the embassy?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('dont-know');
    }
  });
});

describe('French "que peut faire X pour Y" read in English order', () => {
  // Word by word the inversion loses its shape ("can do tuma clinic"), so it was never read as
  // asking what the business does for a kind of customer.
  it('translates the inversion and "qu’est-ce que" as "what can X do for Y"', () => {
    for (const [q, english] of [
      ['Que peut faire Tuma pour une petite clinique ?', /^what can tuma do for .*clinic/],
      ["Qu'est-ce que Tuma peut faire pour un collège ?", /^what can tuma do for /],
      ['Que pouvez-vous faire pour notre cabinet médical ?', /^what can you do for /],
      ['Et que fait Tuma pour les écoles ?', /^what does tuma do for .*school/],
      ['Que pouvez-vous faire pour nous ?', /^what can you do for us$/],
    ] as const) {
      const t = translateQuestion(q, 'fr');
      expect(t, q).toMatch(english);
      expect(asksOffer(t), q).toBe(true);
    }
  });

  it('leaves "pour" + a verb (what for, not for whom) and other questions word by word', () => {
    for (const q of [
      'Que peut faire Tuma pour réduire nos appels ?',
      'Que dois-je faire pour connecter WhatsApp ?',
      'Que faire pour annuler mon abonnement ?',
    ])
      expect(translateQuestion(q, 'fr'), q).not.toMatch(/^what (can|does) /);
  });

  // The pages name their customers in words the questions do not use ("healthcare",
  // "education"): only the page for a kind of organisation finds them.
  it('answers from the page for that kind of customer', async () => {
    const { ask } = askBusiness(74, 'Sauti', [
      businessChunk(
        'health',
        'Sauti for Healthcare',
        'Doctors and nurses lose hours on the phone. Sauti books appointments, sends reminders and answers questions about services and opening hours.',
      ),
      businessChunk(
        'education',
        'Sauti for Education',
        'Admission offices drown in questions every term. Sauti answers applicants and parents, books campus tours and sends fee reminders.',
      ),
      businessChunk('pricing', 'Pricing', 'Sauti costs USD 40 per month.'),
    ]);
    for (const [q, page] of [
      ['Que peut faire Sauti pour une petite clinique ?', /Sauti for Healthcare/],
      ["Qu'est-ce que Sauti peut faire pour une clinique dentaire ?", /Sauti for Healthcare/],
      ['Et que peut faire Sauti pour notre clinique de quartier ?', /Sauti for Healthcare/],
    ] as const) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(page);
    }
  });
});

function parcelDesk() {
  return askBusiness(75, 'Boda Parcels', [
    businessChunk(
      'follow',
      'Following a parcel',
      'Each sender receives a booking code by SMS. Enter the booking code on our website to follow the parcel.',
    ),
    businessChunk(
      'prices',
      'Prices',
      'Sending a parcel within Kisumu costs KES 250. Account setup for businesses costs KES 500.',
    ),
    businessChunk('hours', 'Hours', 'Riders collect parcels every day from 7 am to 7 pm.'),
  ]);
}

describe('a question matched only through typo corrections, with a verb the knowledge lacks', () => {
  // The corrected words ("bkng cde" -> booking code) are the words the passage matched; an
  // unknown verb ("stick", "drop") is not then the missing subject.
  it('answers from the passage the corrections point to', async () => {
    const { ask } = parcelDesk();
    for (const q of [
      'whr do i stick my bkng cde',
      'whr do i drop the bkng cde',
      'whr do i pop in my bookng cod',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(/Enter the booking code/);
    }
  });

  it('still does not know a subject left unknown beside corrected words of asking', async () => {
    const { ask } = parcelDesk();
    for (const q of ['hw mch is the helicoptr setp', 'hw mch to rnt a lorry', 'do u sell umbrelas'])
      expect((await ask(q)).decision, q).toBe('dont-know');
  });
});

function messagingForOrganisations() {
  return askBusiness(76, 'Jibu', [
    businessChunk(
      'lenders',
      'Jibu for Lenders',
      'Members ask about loans, savings and repayments at all hours. Jibu answers from your loan policy, collects loan applications in chat and reminds borrowers before a repayment is due.',
    ),
    businessChunk(
      'couriers',
      'Jibu for Couriers',
      'Senders want to know where their parcels are. Jibu looks parcels up by number, books pickups and tells receivers when a rider is close.',
    ),
    businessChunk(
      'shops',
      'Jibu for Shops',
      'Shoppers ask about stock and prices. Jibu answers from your catalogue, takes orders and sends payment links.',
    ),
    businessChunk('pricing', 'Pricing', 'Jibu costs USD 30 per month for one number.'),
  ]);
}

describe('an organisation no dictionary knows, described by what it does', () => {
  // "chama", "stage", "duka": what the organisation does (loans, parcels, stock) finds the
  // page for its kind among the best passages.
  it('answers an offer question from the page the description matches', async () => {
    const { ask } = messagingForOrganisations();
    for (const [q, page] of [
      [
        'We run a chama that gives members loans every month. What can Jibu do for us?',
        /Jibu for Lenders/,
      ],
      [
        'I manage a bodaboda stage that carries parcels across town. What could Jibu handle for us?',
        /Jibu for Couriers/,
      ],
      [
        'We own a duka that keeps stock of phone accessories. What would Jibu take on for us?',
        /Jibu for Shops/,
      ],
    ] as const) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(page);
    }
  });

  it('still does not know when the description matches no page for a kind of customer', async () => {
    const { ask } = messagingForOrganisations();
    for (const q of [
      'I run a fobble that knits woollen scarves. What could Jibu handle for us?',
      'We run a zumba club that dances on Sundays. What can Jibu do for us?',
    ])
      expect((await ask(q)).decision, q).toBe('dont-know');
  });
});
