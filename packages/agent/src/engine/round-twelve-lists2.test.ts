// Session 16, issue #24 (helper `lists2`): list questions. A bicycle-accessories business of
// its own (not Lisa's knowledge, and no eval question).
import { describe, expect, it } from 'vitest';
import { asksBareList, namesInline } from './bare-list-ask.ts';
import { asksOffer } from './capability.ts';
import { instancesAsked, namesAsSibling, namesInstancesOf } from './named-instances.ts';
import { asksOptions } from './options-asked.ts';
import { classifyQuestion } from './question-type.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { itemsAfterVerb, verbAsked } from './verb-enumeration.ts';

function pedal() {
  return askBusiness(72, 'Pedal Parts', [
    businessChunk(
      'about',
      'About Pedal Parts',
      'Pedal Parts fits a roof rack, a tow-bar carrier, a boot rack and wall hooks for your bikes. We deliver across Kenya within three working days.',
      { sourceId: 'about', section: 'What we sell' },
    ),
    businessChunk(
      'rack-intro',
      'Roof rack',
      'The Pedal roof rack, our own brand, carries one bike on the roof of your car. It is aluminium, weighs 4 kg and comes with a two-year guarantee.',
      { sourceId: 'rack' },
    ),
    businessChunk(
      'rack-features',
      'Roof rack',
      '- Clamps on in two minutes, fits Thule, Yakima, Rhino or factory roof bars\n- Holds one bike up to 20 kg\n- Locks with the same key as the bike lock',
      { sourceId: 'rack', section: 'Roof rack features' },
    ),
    businessChunk(
      'helmet',
      'Helmets',
      'Our helmets come in three sizes and pass the EN 1078 safety test. Each helmet has a rear light and a magnetic buckle, and we swap the size for free within 30 days.',
      { sourceId: 'helmets' },
    ),
    businessChunk(
      'locks',
      'Locks',
      'The Pedal D-lock is hardened steel and comes with two keys. The cable lock is lighter and suits short stops outside a shop or a café.',
      { sourceId: 'locks' },
    ),
    businessChunk(
      'tyres',
      'Tyres and tubes',
      'We sell road, gravel and mountain tyres and the inner tubes to match. Bring your wheel to the shop and we fit a new tyre while you wait.',
      { sourceId: 'tyres' },
    ),
    businessChunk(
      'returns',
      'Returns',
      'Return any unused item within 30 days for a full refund. Used items can be exchanged when they are faulty.',
      { sourceId: 'returns' },
    ),
    businessChunk(
      'light',
      'Bike light',
      'The Pedal bike light shines 400 lumens for six hours.\n\n- Runs on AA batteries, a USB power bank or a dynamo hub\n- Mounts on handlebars or a helmet\n- Waterproof in heavy rain',
      { sourceId: 'light', section: 'Bike light features' },
    ),
  ]);
}

describe('a list asked with its own verb is the enumeration written after that verb', () => {
  const { ask } = pedal();
  it.each([
    'Which brands does the roof rack fit?',
    'What other brands is the rack made to fit?',
    'Which car brands can your roof rack fit?',
  ])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/Thule, Yakima, Rhino or factory roof bars/);
    // The line naming the rack among its siblings is not the answer.
    expect(reply.text).not.toMatch(/tow-bar carrier/);
  });

  it.each([
    'Which power sources does the bike light run on?',
    'What batteries is the light able to run on?',
    'Which kinds of power will the bike light run on?',
  ])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/AA batteries, a USB power bank or a dynamo hub/);
    expect(reply.text).not.toMatch(/Mounts on handlebars/);
  });
});

describe('verbAsked and itemsAfterVerb', () => {
  it('classifies "which <things> is <subject> …" as a list', () => {
    expect(classifyQuestion('Which colours is the helmet sold in?')).toBe('list');
    expect(classifyQuestion('What bike brands is the rack made to fit?')).toBe('list');
  });

  it('reads the verb, its preposition and the subject', () => {
    const asked = verbAsked('Which website builders is the chat widget known to work on?');
    expect(asked?.forms).toContain('works');
    expect(asked?.prep).toBe('on');
    expect([...(asked?.subject ?? [])]).toEqual(['chat', 'widget']);
  });

  it('takes the verb before a plural object', () => {
    expect(verbAsked('Which apps can the shop answer customers on?')?.forms).toContain('answers');
  });

  it('reads no verb from questions of other shapes', () => {
    expect(verbAsked('What do I need before connecting the till?')).toBeUndefined();
    expect(verbAsked('What does the shop do for our call centre?')).toBeUndefined();
    expect(verbAsked('How much does the rack cost?')).toBeUndefined();
  });

  const asked = verbAsked('Which bars does the rack fit on?');
  it('finds three named things or more after the verb and its preposition', () => {
    expect(asked && itemsAfterVerb('Fits on Thule, Yakima and Rhino bars', asked)).toEqual([
      'Thule',
      'Yakima',
      'Rhino bars',
    ]);
  });

  it('refuses an enumeration holding the subject, a clause or another preposition', () => {
    if (!asked) throw new Error('no verb');
    expect(itemsAfterVerb('We fit on a rack, a carrier, hooks and boxes', asked)).toEqual([]);
    expect(
      itemsAfterVerb('It fits on the car in seconds without tools, day or night', asked),
    ).toEqual([]);
    expect(itemsAfterVerb('It fits in Thule, Yakima and Rhino bars', asked)).toEqual([]);
    expect(itemsAfterVerb('Fits on Thule for $20, Yakima and Rhino bars', asked)).toEqual([]);
  });
});

function salon() {
  return askBusiness(73, 'Kinyozi Books', [
    businessChunk(
      'form-intro',
      'The booking form',
      'The booking form lets your clients pick a service, a stylist and a free time, then confirms by SMS. Paste its embed code on your site and bookings land in your diary.',
      { sourceId: 'form-doc' },
    ),
    businessChunk(
      'form-options',
      'The booking form',
      '- services: the services shown (default all);\n- colour: light or dark;\n- startOpen: open the form when the page loads (default false);\n- language: English or Swahili.',
      { sourceId: 'form-doc', section: 'Form options' },
    ),
    businessChunk(
      'form-features',
      'Booking form',
      '- One embed code on any site builder\n- Confirmations by SMS and email\n- Custom colours, your logo and your own wording\n- Deposits taken by M-Pesa',
      { sourceId: 'form-page', section: 'Booking form features' },
    ),
    businessChunk(
      'form-steps',
      'Booking form',
      '1. Open Settings › Booking form in the dashboard.\n2. Copy the embed code.\n3. Paste it on the page where clients book and publish it.',
      { sourceId: 'form-page', section: 'Add the booking form' },
    ),
    businessChunk(
      'diary',
      'The diary',
      'The diary shows every stylist side by side. Drag a booking to move it; the client gets an SMS with the new time.',
      { sourceId: 'diary' },
    ),
    businessChunk(
      'pricing',
      'Pricing',
      'Kinyozi Books costs KES 1,500 a month for one salon, with unlimited bookings and stylists.',
      { sourceId: 'pricing' },
    ),
  ]);
}

describe('the options of a thing, asked in any word for them, are its list of settings', () => {
  const { ask } = salon();
  it.each([
    'Which settings does the booking form take?',
    'What can we configure about the booking form on our site?',
    'What attributes can I put on the booking form embed code?',
  ])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/colour: light or dark/);
    expect(reply.text).toMatch(/startOpen/);
    expect(reply.text).toMatch(/language: English or Swahili/);
    expect(reply.text).not.toMatch(/Deposits taken by M-Pesa/);
  });

  it('asks options only when what can be set is asked, not how to set it', () => {
    expect(asksOptions('What options does the form have?')).toBe(true);
    expect(asksOptions('What can I customise on the form?')).toBe(true);
    expect(asksOptions('How do I change the form settings?')).toBe(false);
    expect(asksOptions('How much do the premium options cost?')).toBe(false);
    expect(asksOptions('What does the form show clients?')).toBe(false);
    expect(asksOptions('Can I change the form settings?')).toBe(false);
  });
});

function cafe() {
  return askBusiness(74, 'Mto Cafe', [
    businessChunk(
      'about',
      'About Mto Cafe',
      'Mto Cafe opens at 7 am on weekdays and 8 am at weekends. Guests sit inside or on the river terrace, and the counter is right by the door where you walk in.',
      { sourceId: 'about' },
    ),
    businessChunk(
      'counter',
      'Ordering',
      'Guests order at the counter. The board above it lists four cup sizes: Small, Regular, Large and Jug. Cards and M-Pesa are accepted at the till.',
      { sourceId: 'ordering', section: 'What guests see' },
    ),
    businessChunk(
      'specials',
      'Weekend menu',
      'The kitchen is busy at weekends and adds three dishes to the menu: Pilau Bowl, Banana Pancakes and Chapati Wrap. They end when they sell out.',
      { sourceId: 'weekend' },
    ),
    businessChunk(
      'wifi',
      'Wi-Fi',
      'The Wi-Fi is free for guests; the password is printed on your receipt and changes every week.',
      { sourceId: 'wifi' },
    ),
    businessChunk(
      'events',
      'Events',
      'Book the terrace for a birthday or a team lunch of up to 30 people. We ask for a deposit of half the menu price.',
      { sourceId: 'events' },
    ),
  ]);
}

describe('a list asked by a pronoun after a scene is the line naming the things', () => {
  const { ask } = cafe();
  it.each([
    [
      'I walk into the cafe and the board at the counter shows mug options. Which ones?',
      /Small, Regular, Large and Jug/,
    ],
    [
      'My friend says the kitchen adds dishes at weekends. What are they?',
      /Pilau Bowl, Banana Pancakes and Chapati Wrap/,
    ],
    [
      'Guests ordering at the counter pick a cup from a few on the board. Which ones?',
      /Small, Regular, Large and Jug/,
    ],
    [
      'Does the kitchen add dishes at weekends? Which ones?',
      /Pilau Bowl, Banana Pancakes and Chapati Wrap/,
    ],
  ])('%s', async (question, names) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(names);
  });

  it('reads a pronoun question after a scene, and an inline enumeration of names', () => {
    expect(asksBareList('We saw three rooms on the tour. Which ones?')).toBe(true);
    expect(asksBareList('The app has reports. What are they?')).toBe(true);
    expect(asksBareList('Which rooms can we book?')).toBe(false);
    expect(classifyQuestion('The app has several reports. Which ones?')).toBe('list');
    expect(classifyQuestion('Does the app have reports? Which ones?')).toBe('list');
    expect(namesInline('Three rooms: Blue Room, Garden and Loft.')).toBe(true);
    expect(namesInline('Bring these: a towel, water and shoes.')).toBe(false);
  });
});

function till() {
  return askBusiness(75, 'Duka Pay', [
    businessChunk(
      'about',
      'About Duka Pay',
      'Duka Pay connects to your till, M-Pesa, cards and your bank, so every sale lands in one report at the end of the day.',
      { sourceId: 'about', section: 'What it connects to' },
    ),
    businessChunk(
      'terminal-intro',
      'Card terminal',
      'The Duka terminal is a pocket card reader that pairs with your phone over Bluetooth. Customers tap or insert a card and get a receipt by SMS.',
      { sourceId: 'terminal' },
    ),
    businessChunk(
      'terminal-features',
      'Card terminal',
      '- Visa, Mastercard and UnionPay cards\n- Battery lasts a full day of sales\n- Receipts by SMS or email\n- Works offline and sends payments when back online',
      { sourceId: 'terminal', section: 'Terminal features' },
    ),
    businessChunk(
      'terminal-steps',
      'Card terminal',
      '1. Charge the terminal.\n2. Pair it with the Duka app on your phone.\n3. Take a test payment of KES 10 with your own card.',
      { sourceId: 'terminal', section: 'Set up the terminal' },
    ),
    businessChunk(
      'mpesa',
      'M-Pesa',
      'Customers pay by M-Pesa to your till number and the sale appears in Duka within seconds.',
      { sourceId: 'mpesa' },
    ),
    businessChunk(
      'report',
      'Daily report',
      'At closing time Duka sends a report of every sale by channel, with refunds and fees listed apart.',
      { sourceId: 'report' },
    ),
  ]);
}

describe('"which X" is answered by the line naming instances of X, not X among siblings', () => {
  const { ask } = till();
  it.each([
    'Which cards does the terminal read?',
    'What card brands can customers tap on the reader?',
  ])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/Visa, Mastercard and UnionPay cards/);
    expect(reply.text).not.toMatch(/M-Pesa, cards and your bank/);
  });

  it('keeps to the instances in a follow-up', async () => {
    const first = 'Can I take card payments with the Duka terminal?';
    const firstReply = await ask(first);
    const reply = await ask('which cards does it read?', [
      { sender: 'visitor', text: first },
      { sender: 'bot', text: firstReply.text },
    ]);
    expect(reply.text).toMatch(/Visa, Mastercard and UnionPay cards/);
  });

  it('reads instances before the thing, and the thing as a bare sibling', () => {
    const cards = new Set(['card']);
    expect(namesInstancesOf('Visa, Mastercard and UnionPay cards', cards)).toBe(true);
    expect(namesInstancesOf('Google Calendar or Outlook cards', cards)).toBe(true);
    expect(namesInstancesOf('Tap your card and go', cards)).toBe(false);
    expect(namesAsSibling('Your till, M-Pesa, cards and your bank', cards)).toBe(true);
    expect(namesAsSibling('Documents, Web URLs, Other cards', cards)).toBe(false);
    expect([...instancesAsked('Which cards does the reader take?')]).toEqual(['card']);
    // The settings of a thing are another shape (options-asked.ts), and so are prices.
    expect(instancesAsked('Which options can I set on the reader?').size).toBe(0);
    expect(instancesAsked('Which cards cost a fee?').size).toBe(0);
  });
});

function tuma() {
  return askBusiness(76, 'Tuma', [
    businessChunk(
      'retail-intro',
      'Tuma for Retail',
      'Shops lose sales when questions wait. Tuma answers shoppers on WhatsApp and the web while your staff serve the people in the shop.',
      { sourceId: 'retail' },
    ),
    businessChunk(
      'retail-challenges',
      'Tuma for Retail',
      '- Busy weekends: Staff cannot answer messages while the shop is full.\n- Lost orders: Orders taken by phone are written on paper and forgotten.',
      { sourceId: 'retail', section: 'Retail challenges' },
    ),
    businessChunk(
      'retail-does',
      'Tuma for Retail',
      '- Stock answers: Tuma tells shoppers what is in stock and what it costs.\n- Order taking: Tuma takes the order in the chat and sends it to your till.\n- Delivery updates: Tuma tells the shopper when the parcel leaves and arrives.',
      { sourceId: 'retail', section: 'What Tuma does for Retail' },
    ),
    businessChunk(
      'clinics',
      'Tuma for Clinics',
      'Tuma books appointments, sends reminders and answers questions about opening hours for clinics.',
      { sourceId: 'clinics' },
    ),
    businessChunk(
      'pricing',
      'Pricing',
      'Tuma costs KES 2,000 a month for one shop, with unlimited chats.',
      { sourceId: 'pricing' },
    ),
  ]);
}

describe('what the business does, asked with an adverb before the auxiliary', () => {
  const { ask } = tuma();
  it.each([
    'I run a retail shop. What exactly would Tuma handle for us?',
    'What precisely can Tuma do for a retail shop?',
    'We sell shoes in a retail shop. What specifically could Tuma manage for us?',
  ])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/Stock answers/);
    expect(reply.text).toMatch(/Order taking/);
    expect(reply.text).toMatch(/Delivery updates/);
    expect(reply.text).not.toMatch(/Busy weekends/);
  });

  it('reads the offer question but not a definition', () => {
    expect(asksOffer('What exactly would you handle for a bakery?')).toBe(true);
    expect(asksOffer('What really does Acme offer hotels?')).toBe(true);
    expect(asksOffer('What exactly is a credit?')).toBe(false);
  });
});

function courier() {
  const filler = [
    [
      'back-office',
      'Back office',
      'The back office team sends a rider back out when a parcel has the wrong label.',
    ],
    [
      'rider-pay',
      'Rider pay',
      'Riders hand in their cash to the team each evening and come back the next morning.',
    ],
    [
      'team-chat',
      'Team chat',
      'Riders message the team when they are on the way back to the depot.',
    ],
    [
      'tracking',
      'Tracking',
      'Every parcel gets a tracking number by SMS, and the tracking page shows where the rider is.',
    ],
    [
      'riders',
      'Our riders',
      'Our riders carry parcels up to 20 kg on motorbikes and call the receiver before they arrive.',
    ],
    ['prices', 'Prices', 'A parcel within the city costs KES 300; outside the city KES 600.'],
    [
      'hours',
      'Opening hours',
      'The depot is open from 7 am to 7 pm, and riders deliver until 9 pm.',
    ],
    [
      'insurance',
      'Insurance',
      'Parcels are insured up to KES 20,000; more valuable parcels need declared value.',
    ],
    [
      'rider-team',
      'Riders and the team',
      'A rider hands each parcel to the receiver in person and the team checks every delivery photo.',
    ],
    [
      'app',
      'The app',
      'The app shows each parcel, its rider and its team contact, and lets you rate a delivery.',
    ],
    [
      'parcel-team',
      'Parcels and the team',
      'Our team packs fragile parcels in foam and a rider hands them over with care.',
    ],
  ].map(([id, title, text]) => businessChunk(id as string, title as string, text as string));
  return askBusiness(77, 'Boda Parcels', [
    ...filler,
    businessChunk(
      'returns-intro',
      'Returned parcels',
      'Some parcels cannot be delivered and come back to the depot, where our team calls the sender.',
      { sourceId: 'returns' },
    ),
    businessChunk(
      'returns-when',
      'Returned parcels',
      '- The receiver refuses the parcel at the door.\n- Nobody answers the phone after three attempts.\n- The address cannot be found.',
      { sourceId: 'returns', section: 'When a parcel comes back' },
    ),
  ]);
}

describe('the circumstances of an event are the list under a heading stating them, even ranked low', () => {
  const { ask } = courier();
  it.each([
    'In which situations does a rider hand a parcel back to the team?',
    'Under which conditions do riders hand parcels back to the team?',
    'In what cases will the rider hand my parcel back to the team?',
  ])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/refuses the parcel/);
    expect(reply.text).toMatch(/three attempts/);
    expect(reply.text).toMatch(/address cannot be found/);
  });
});
