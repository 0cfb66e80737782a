// Session 20's decisions and languages (set 17's decision failures and its French and Swahili
// misses): each test names a class of message and asks it in words of its own (never an eval
// question), on a small business of its own.
import { describe, expect, it } from 'vitest';
import { translateQuestion } from '../language/glossary.ts';
import { visitorIdioms } from '../language/visitor-idioms.ts';
import { situationMediaUnstated } from './asked-attribute.ts';
import { asksBusinessPlace } from './business-place.ts';
import { englishIdioms } from './english-idioms.ts';
import { detectHandoffRequest } from './intents.ts';
import { leavesObjectToSituation } from './situation-object.ts';
import { askBusiness, businessChunk } from './test-business.ts';

// A chat assistant for shops: a widget with an option to open by itself, plans with a tailored
// price "for your organisation", a school's case study, notes that can be deleted, WhatsApp
// replies in text and photos read — but no office address, no voice notes, no discounts.
function juaChat() {
  return askBusiness(1701, 'JuaChat', [
    businessChunk(
      'about',
      'About JuaChat',
      'JuaChat is a chat assistant for small shops. Shops connect WhatsApp and their website, and JuaChat answers their customers from the shop’s own notes, day and night.',
    ),
    businessChunk(
      'widget',
      'The website widget',
      'The website widget puts JuaChat on your shop’s pages. Its options:\n\n- side: left or right;\n- colour: any hex colour;\n- autoOpen: open the panel on page load (default false);\n- heading: the text at the top of the panel.',
    ),
    businessChunk(
      'plans',
      'JuaChat plans',
      'The Starter plan costs $20 per month for one shop. The Enterprise plan has a tailored price for your organisation, agreed with our sales team.',
    ),
    businessChunk(
      'story',
      'JuaChat for schools',
      'Mwangaza Academy, a secondary school in Nakuru, answered admission questions from parents with JuaChat. Calls to the school office fell by half in one term, and the bursar stopped answering fee questions by phone.',
      { section: 'Case study' },
    ),
    businessChunk(
      'bookings',
      'Bookings in the chat',
      'Clinics, salons and schools let customers book a visit in the chat: JuaChat offers the free slots, books the one chosen and sends a reminder the day before.',
    ),
    businessChunk(
      'demo',
      'See JuaChat',
      'Book a demo and one of our team shows JuaChat on a video call, or try the demo chat on our home page.',
    ),
    businessChunk(
      'notes',
      'Shop notes',
      'Notes are what JuaChat answers from. Deleting a note removes it from the answers at once; editing a note changes the next answer.',
    ),
    businessChunk(
      'whatsapp',
      'WhatsApp with JuaChat',
      'JuaChat replies on WhatsApp in the customer’s language, with text and links. Photos customers send, such as a picture of a product, are read and answered.',
    ),
  ]);
}

async function decision(message: string): Promise<string> {
  return (await juaChat().ask(message)).decision;
}

describe('a person named as absent is not asked for', () => {
  it.each([
    'On our product pages I want the widget to open without anybody tapping it. Can it?',
    'I would like the chat to appear by itself, with no one having to click anything',
    'I need the replies to go out at night without a person on shift',
    'Je veux que le chat s’ouvre sans que personne ne clique dessus.',
    'Nataka chat ifunguke yenyewe bila mtu kubofya.',
  ])('asks no person: %s', (message) => {
    expect(detectHandoffRequest(message)).toBeUndefined();
  });

  it.each([
    'Nobody answered my last message, I want to talk to a person',
    'I want a real person, without the bot please',
  ])('still hands over: %s', (message) => {
    expect(detectHandoffRequest(message)).toBeDefined();
  });
});

describe('a chat opening by itself is opening on page load', () => {
  it.each([
    'Can the panel pop open on its own?',
    'is there a way for the chat to come up automatically for visitors',
    'I want the widget to open without anyone clicking it',
  ])('rewrites: %s', (message) => {
    expect(englishIdioms(message)).toContain('open the panel on page load');
  });

  it.each(['Does JuaChat answer by itself at night?', 'How do I open the dashboard?'])(
    'leaves other words alone: %s',
    (message) => {
      expect(englishIdioms(message)).toBe(message);
    },
  );

  it('answers with the setting', async () => {
    const reply = await juaChat().ask(
      'For our shop I want the chat window to pop up by itself with nobody clicking. Which setting does that?',
    );
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('autoOpen');
  });
});

describe('the business’s own place, asked by its name', () => {
  it('reads "<name>’s office" as the business’s office', () => {
    expect(asksBusinessPlace('Where is JuaChat’s head office?', new Set(['juachat']))).toBe(true);
    expect(asksBusinessPlace('Where is Safaricom’s office?', new Set(['juachat']))).toBe(false);
  });

  it.each([
    'Where is JuaChat’s office? I want to pass by for a demo.',
    'where are JuaChat’s offices',
  ])('does not know: %s', async (message) => {
    expect(await decision(message)).toBe('dont-know');
  });
});

describe('a kind of organisation said by a qualifier before a general word', () => {
  it.each([
    'Do you have a cheaper plan for charitable organisations?',
    'Is there a lower price for faith-based organisations?',
  ])('does not know: %s', async (message) => {
    expect(await decision(message)).toBe('dont-know');
  });

  it('still answers for the organisation the plan names', async () => {
    expect(await decision('What does the Enterprise plan cost for our organisation?')).toBe(
      'answer',
    );
  });
});

describe('the visitor’s own dealings with a company named only in a case study', () => {
  it.each([
    'Book me in for a visit at Mwangaza Academy',
    'Please book my son a visit with the school office at Mwangaza Academy',
    'When does Mwangaza Academy reopen, and can my son book a visit in the chat?',
  ])('does not know: %s', async (message) => {
    expect(await decision(message)).toBe('dont-know');
  });

  it('still answers the visitor’s family asking of the business itself', async () => {
    expect(
      await decision('How much is the Starter plan, and can my daughter use it for her shop?'),
    ).toBe('answer');
  });
});

describe('a question whose verb takes its object from the situation', () => {
  it('reads an objectless question', () => {
    expect(leavesObjectToSituation('What should I delete?')).toBe(true);
    expect(leavesObjectToSituation('Which ones do we remove first?')).toBe(true);
    expect(leavesObjectToSituation('What should I delete from my notes?')).toBe(false);
    expect(leavesObjectToSituation('How do I connect it?')).toBe(false);
  });

  it('does not know when the answer holds no word of the situation', async () => {
    expect(
      await decision('My laptop keeps warning that the disk is almost full. What should I remove?'),
    ).toBe('dont-know');
  });

  it('answers when it does', async () => {
    expect(await decision('One of our shop notes gives the wrong price. What do I delete?')).toBe(
      'answer',
    );
  });
});

describe('a kind of media the situation names, pointed back at', () => {
  it('reads the kind from the situation', () => {
    expect(
      situationMediaUnstated('can you hear them', 'they send voice notes', 'replies with text'),
    ).toBe(false);
    expect(
      situationMediaUnstated(
        'can you understand them',
        'they send voice notes',
        'replies with text',
      ),
    ).toBe(true);
    expect(situationMediaUnstated('can you read them', 'they send photos', 'photos are read')).toBe(
      false,
    );
  });

  it('does not know what no passage says of that kind', async () => {
    expect(
      await decision(
        'Shoppers send us voice messages on WhatsApp. Can JuaChat understand them and answer?',
      ),
    ).toBe('dont-know');
  });

  it('answers the kind a passage states', async () => {
    expect(
      await decision('Shoppers send us photos on WhatsApp. Can JuaChat read them and answer?'),
    ).toBe('answer');
  });
});

// The same shop assistant, asked in French and Swahili: the glossaries and the language idioms
// must bring each question to the passage an English visitor's question would reach.
function juaChatLanguages() {
  return askBusiness(1702, 'JuaChat', [
    businessChunk(
      'credits',
      'Credits',
      'Each reply JuaChat sends uses one credit. When a shop runs out of credits, new conversations wait for a person from the shop instead of getting an automatic answer. Credits never expire.',
    ),
    businessChunk(
      'install',
      'Putting the chat widget on your website',
      '1. Open Settings › Widget and copy the JuaChat snippet.\n2. Paste it before the closing </body> tag of your pages.\n3. Publish and ask a test question.',
    ),
    businessChunk(
      'screens',
      'What shoppers see',
      'On desktop the chat panel is 360 × 560 px. On screens narrower than 700 px it takes the full width and the height of the screen minus 100 px.',
    ),
    businessChunk(
      'calendars',
      'Calendars',
      'JuaChat works with Google Calendar and Microsoft Outlook calendars: it reads free slots and books the one a customer picks.',
    ),
    businessChunk(
      'vouchers',
      'Gift vouchers',
      'Shops sell gift vouchers in the chat; a voucher is paid by M-Pesa and sent as a code.',
    ),
    // Neighbours that share the visitors' other words.
    businessChunk(
      'flows',
      'Flows',
      'Running a flow uses credits like replies do. Each flow you build costs $90 one-time, and customers who start one get its next step at once.',
    ),
    businessChunk(
      'salons',
      'JuaChat for salons',
      'Appointment booking: JuaChat offers free slots per stylist, books them into your calendar and handles reschedules in the same chat. Reminders go out the day before.',
    ),
    businessChunk(
      'features',
      'Widget features',
      '- Full-width panel on phones, 360 × 560 px on desktop\n- Chat history kept on the shopper’s device\n- Replies with links to the shop’s pages',
    ),
    businessChunk(
      'invoices',
      'Invoices',
      'Every invoice shows its date, the credits bought and the amount paid. The last date to pay an invoice is printed at the top.',
    ),
    businessChunk(
      'api',
      'The JuaChat API',
      'Your own app can show JuaChat in its chat screen: send POST /chat with the message and read the reply.',
    ),
  ]);
}

describe('Swahili verbs read as English asks', () => {
  it.each([
    ['Nitaongezaje mtumiaji mpya?', 'how do i'],
    ['Tutaunganishaje WhatsApp?', 'how do we'],
    ['Nitaipata wapi ripoti?', 'where do i get'],
    ['Tukiishiwa na salio, nini kinatokea?', 'run out of'],
    ['Je, vocha zinaisha muda wake?', 'expire'],
    ['Je, credits zina tarehe ya mwisho ya kutumika?', 'expire'],
    ['Nitaipata wapi tena?', 'again'],
  ])('%s -> %s', (question, english) => {
    expect(translateQuestion(question, 'sw')).toContain(english);
  });

  it('answers a shop running out of credits at night', async () => {
    const reply = await juaChatLanguages().ask(
      'Duka letu la nguo likiishiwa na credits usiku, wateja watajibiwa?',
    );
    expect(reply.text).toMatch(/wait for a person/);
  });

  it('answers customers writing in when credits run out', async () => {
    const reply = await juaChatLanguages().ask(
      'Credits zikiisha, nini kinawapata wateja wanaotuandikia?',
    );
    // The first paragraph after the language note, not a flow's passage before it.
    expect(reply.text.split('\n\n')[1]).toMatch(/wait for a person/);
  });

  it('answers how to make the chat appear on a site', async () => {
    const reply = await juaChatLanguages().ask(
      'Tufanye nini ili chat ya JuaChat ionekane kwenye tovuti ya duka letu?',
    );
    expect(reply.text).toMatch(/<\/body>/);
  });
});

describe('French interrogatives, compatibility and screens', () => {
  it.each([
    ['Avec quels outils est-ce compatible ?', /^with which tools does it work with/],
    ['Quelles langues parle JuaChat ?', /^which languages/],
    ['Quels sont les prix ?', /^what are/],
  ])('%s', (question, english) => {
    expect(translateQuestion(question, 'fr')).toMatch(english);
  });

  it('answers which calendars, after the visitor’s situation', async () => {
    const reply = await juaChatLanguages().ask(
      'Mon salon de coiffure prend les réservations par chat. Avec quels agendas est-ce compatible ?',
    );
    expect(reply.text).toMatch(/Google Calendar/);
    expect(reply.text).toMatch(/Outlook/);
  });

  it('reads the size on a phone as its screen’s', () => {
    expect(translateQuestion('Quelle taille fait le panneau sur un téléphone ?', 'fr')).toContain(
      'phone screen',
    );
  });

  it('answers the panel’s size on a phone from the passage on screens', async () => {
    const reply = await juaChatLanguages().ask('What size is the chat panel on a phone?');
    expect(reply.text).toMatch(/100 px/);
  });
});

describe('English and translated idioms in help pages’ words', () => {
  it.each([
    [
      'How can we get the booking form to show up on our homepage?',
      'put the booking form on our homepage',
    ],
    ['Do gift vouchers have an expiry date?', 'Do gift vouchers expire?'],
    ['What happens to shoppers who message us after hours?', 'new conversations'],
    ['How wide is the booking panel on a tablet?', 'tablet screen'],
  ])('%s', (question, rewritten) => {
    expect(visitorIdioms(question)).toContain(rewritten);
  });

  it.each([
    'Which prices does the widget show on my site?',
    'Do customers write in French?',
    'Can it answer phone calls?',
  ])('leaves alone: %s', (question) => {
    expect(visitorIdioms(question)).toBe(question);
  });

  it('answers whether credits bought have an expiry date', async () => {
    const reply = await juaChatLanguages().ask('Do the credits we bought have an expiry date?');
    expect(reply.text).toMatch(/never expire/);
  });
});
