// Session 20, issue #24 (helper `lists17`): list questions answered by a neighbour's list, by a
// list's introduction alone, or not at all. A booking and messaging service of its own (not
// Lisa's knowledge, and no eval question's wording).
import { describe, expect, it } from 'vitest';
import { asksOffer, capabilityWords } from './capability.ts';
import { asksHowItWorks } from './how-it-works.ts';
import { withoutMentionFraming } from './list-cues.ts';
import { offerIdioms } from './offer-idioms.ts';
import { overviewIntent } from './overview.ts';
import { classifyQuestion } from './question-type.ts';
import { sectionForList } from './section-choice.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { thingsBeforeSteps } from './unit-shape.ts';
import { itemsAfterVerb, verbAsked } from './verb-enumeration.ts';

// Pages for kinds of customer, each with what the service does there, plus a calendar page
// naming schools and hotels in passing and a page whose benefits mention hotline waits.
function tikoDesk() {
  const page = (kind: string, id: string, text: string, section?: string) =>
    businessChunk(`${kind}#${id}`, `Tiko for ${kind}`, text, {
      sourceId: `industry:${kind}`,
      ...(section ? { section } : {}),
    });
  return askBusiness(171, 'Tiko', [
    page(
      'Customer Service',
      '0',
      'Answer every caller and chatter in seconds. Tiko clears the routine questions and passes the rest to your agents.',
    ),
    page(
      'Customer Service',
      '1',
      '- Help-centre answers: Tiko answers from your manuals and links them.\n- Warm transfer: an agent gets the chat with its whole history.\n- Shared queue: every channel in one queue.',
      'What Tiko does for Customer Service',
    ),
    page(
      'Hospitality',
      '0',
      'Guests book rooms and tables by chat. Hotels cut hotline waits and front office queues.',
    ),
    page(
      'Hospitality',
      '1',
      '- Room booking: guests pick dates and pay a deposit.\n- Concierge answers: opening hours, menus and directions.\n- Late check-out requests routed to the front office.',
      'What Tiko does for Hospitality',
    ),
    page(
      'Hospitality',
      '2',
      '- Hotline waits down by half\n- Front office queues gone by noon\n- More direct bookings',
      'Hospitality benefits',
    ),
    page(
      'Hospitality',
      '3',
      'A lakeside hotel moved its hotline to chat. Its front office now closes at ten and the hotline waits fell by 60%.',
      'Hospitality case study',
    ),
    page(
      'Education',
      '0',
      'Guide applicants and parents from the first question to enrolment day.',
    ),
    page(
      'Education',
      '1',
      '- Enrolment guide: requirements and fees from your prospectus.\n- Open day booking: families pick a slot.\n- Fee reminders sent to parents.',
      'What Tiko does for Education',
    ),
    businessChunk(
      'calendar',
      'Calendar',
      'Salons, hotels and schools take most bookings by message. Tiko offers free slots from your calendar and books the one chosen.',
      { sourceId: 'calendar' },
    ),
  ]);
}

describe('an offer question naming a kind of customer another page matched better', () => {
  it.each([
    ['What would Tiko do for our customer care hotline?', 'Warm transfer'],
    ['What can Tiko offer our customer care team?', 'Shared queue'],
    ['What does Tiko offer colleges?', 'Open day booking'],
    ['Our front office is always full. What are Tiko’s features for hotels?', 'Room booking'],
  ])('%s -> that customer’s list', async (question, item) => {
    const reply = await tikoDesk().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain(item);
  });
});

describe('offers asked in everyday words', () => {
  it.each([
    ['What can Tiko take off my front office?', 'What can Tiko handle for my front office?'],
    ['What would it take off our hands?', 'What would it handle for us?'],
    [
      'Could Tiko take the calls off our reception?',
      'Could Tiko handle the calls for our reception?',
    ],
    ['Does it help customer care teams?', 'Does it help customer service teams?'],
  ])('%s', (question, plain) => {
    expect(offerIdioms(question)).toBe(plain);
  });
  it('leaves taking something off a list alone', () => {
    for (const text of ['Can I take a product off the catalogue?', 'Take it off my list.'])
      expect(offerIdioms(text)).toBe(text);
  });
  it.each([
    'What are Tiko’s features for hotels?',
    'Which are your services for clinics?',
    'What are the main capabilities for schools?',
  ])('%s asks an offer', (question) => {
    expect(asksOffer(question)).toBe(true);
  });
  it('a list of features for no one is no offer', () => {
    expect(asksOffer('What are Tiko’s main features?')).toBe(false);
  });
});

describe('a question asking what a thing is made of', () => {
  it.each([
    'That setup fee, what is it made up of?',
    'What’s the setup fee made of?',
    'The yearly bill, what is it built up from?',
  ])('%s -> a list', (question) => {
    expect(classifyQuestion(question)).toBe('list');
  });
  it('its price is still a price', () => {
    expect(classifyQuestion('How much is the setup fee?')).toBe('price');
  });
  it('answers with the sentence naming the parts, not one priced part', async () => {
    const { ask } = askBusiness(172, 'Tiko', [
      businessChunk(
        'fee',
        'Tiko pricing',
        'The setup fee (paid once) is made up of the channels, the flows and the staff training you choose.',
        { sourceId: 'pricing', section: 'Setup fee' },
      ),
      businessChunk(
        'sms',
        'SMS channel',
        'Each reply uses one credit. SMS setup is priced at $90 (one-time) in the setup estimate.',
        { sourceId: 'sms', section: 'Costs' },
      ),
    ]);
    const reply = await ask('Our one-time setup fee, what is it made up of?');
    expect(reply.text).toContain('the channels, the flows');
    expect(reply.text).not.toContain('$90');
  });
});

describe('a "when" question a list under a "When …" heading answers', () => {
  const handover = () =>
    askBusiness(173, 'Tiko', [
      businessChunk(
        'handover',
        'Handing over',
        '- A guest asks for a person by name or says "human": a teammate gets the conversation.\n- Tiko has no answer in your knowledge.\n- Your credit balance is empty.',
        { sourceId: 'handover', section: 'When Tiko hands over' },
      ),
      businessChunk(
        'sms-chats',
        'SMS channel',
        'Tiko answers automatically; when a guest asks for a person, or a teammate replies, the chat is handed over and Tiko stays silent.',
        { sourceId: 'sms', section: 'How chats work' },
      ),
      businessChunk(
        'credits',
        'Credits',
        'Credits run out when the balance reaches zero; top up any time from the dashboard.',
        { sourceId: 'credits' },
      ),
    ]);
  it.each([
    'When precisely does Tiko stop and hand a chat over to my staff?',
    'When is a conversation handed over to a teammate?',
    'When would Tiko hand the chat to one of our people?',
  ])('%s -> every case', async (question) => {
    const reply = await handover().ask(question);
    expect(reply.text).toContain('no answer in your knowledge');
    expect(reply.text).toContain('credit balance is empty');
  });
  it('a "when" about another event keeps its own answer', async () => {
    const reply = await handover().ask('When do credits run out?');
    expect(reply.text).toContain('balance reaches zero');
    expect(reply.text).not.toContain('asks for a person by name');
  });
});

describe('a list on a page of several lists, under a heading the question shares no search word with', () => {
  const page = (id: string, text: string, score: number, section?: string) => ({
    chunkId: `flows#${id}`,
    sourceId: 'flows',
    title: 'Flows',
    text,
    score,
    ...(section ? { section } : {}),
  });
  const intro = page(
    '0',
    'Flows let Tiko act in the chat, not only reply: gather details and send reminders.',
    9,
  );
  const sections = [
    page(
      '1',
      '- Guest check-in: collect names and dates.\n- Deposit chasing: remind unpaid guests.',
      4,
      'What a flow can do',
    ),
    page('2', 'Flows are built in the dashboard, one step after another.', 3, 'Building a flow'),
    page('3', 'Each flow costs $50 to set up.', 2, 'Flow prices'),
  ];
  // The question's words find the introduction only; the page's title finds every section.
  const retriever = {
    search: async (_businessId: number, query: string) =>
      query === 'Flows' ? [intro, ...sections] : [intro],
    languages: async () => ['en'],
  };
  it.each([
    'Name every single thing a flow can do inside a chat.',
    'What can a flow do while it talks to a guest?',
  ])('%s -> the section whose heading says it', async (question) => {
    const chosen = await sectionForList(retriever, 1, question, [intro], capabilityWords);
    expect(chosen?.[0]?.section).toBe('What a flow can do');
  });
});

describe('how a part of the product works, asked of the part', () => {
  const hub = () =>
    askBusiness(174, 'Tiko', [
      businessChunk(
        'hub#0',
        'The profile hub',
        'The profile hub in the dashboard merges what you know about each guest, from SMS, email and bookings, into one profile.',
        { sourceId: 'hub' },
      ),
      businessChunk(
        'hub#1',
        'The profile hub',
        'Guests reach you on several channels and sit in your booking system. The hub brings them together in three steps:\n\n1. Match: find the same guest on every channel.\n2. Fill: add the details chats reveal.\n3. Push: write the profile back to your booking system.',
        { sourceId: 'hub', section: 'One profile per guest' },
      ),
      businessChunk('hub#2', 'The profile hub', 'Each business sees only its own guests.', {
        sourceId: 'hub',
        section: 'Privacy',
      }),
    ]);
  it.each([
    'How does the profile hub merge a guest who wrote on SMS and by email?',
    'How does the hub merge one guest from SMS with the same guest in our booking system?',
  ])('%s -> its steps', async (question) => {
    const reply = await hub().ask(question);
    expect(reply.text).toContain('Match: find the same guest');
    expect(reply.text).toContain('Push: write the profile back');
  });
  it.each([
    'How does Tiko work with the profile hub?',
    'How do I open the profile hub?',
    'How does the hub look on a phone?',
    'How can Tiko help a hotel?',
  ])('%s is no question of how a part works', (question) => {
    expect(asksHowItWorks(question)).toBe(false);
  });
});

describe('the business’s own features, asked with an adjective or of its home page', () => {
  it.each([
    'What are Tiko’s key features?',
    "What are Tiko's main features?",
    'Which features does Tiko list on its home page?',
    'What core features does Tiko offer?',
    'Which features do you show on your website?',
  ])('%s -> the features of its about page', (question) => {
    expect(overviewIntent(question.replace('’', "'"), ['Tiko'])).toBe('features');
  });
  it('the features of one of its parts are not the business’s', () => {
    expect(overviewIntent('What are the main features of the booking widget?', ['Tiko'])).toBe(
      undefined,
    );
  });
  it('answers from the about page’s features', async () => {
    const { ask } = askBusiness(175, 'Tiko', [
      businessChunk('about#0', 'About Tiko', 'Tiko answers guests on SMS and your website.', {
        sourceId: 'about',
      }),
      businessChunk(
        'about#1',
        'About Tiko',
        '- Booking flows\n- Warm transfer to staff\n- Guest insights',
        { sourceId: 'about', section: 'Features' },
      ),
      businessChunk(
        'sources',
        'Getting started',
        'In the dashboard you can add a source as:\n\n- a price list;\n- a menu: PDF or DOCX;\n- the main text of a web page.',
        { sourceId: 'start' },
      ),
    ]);
    const reply = await ask("What are Tiko's main features?");
    expect(reply.text).toContain('Warm transfer to staff');
  });
});

describe('a list question whose best passage is a page’s steps', () => {
  const passage = (id: string, text: string, score: number, section?: string) => ({
    chunkId: id,
    sourceId: id.split('#')[0] as string,
    title: id.startsWith('pager') ? 'Pager' : id.startsWith('ledger') ? 'Ledgerly' : 'Other',
    text,
    score,
    ...(section ? { section } : {}),
  });
  const filler = (n: number) =>
    passage(`other#${n}`, `Tiko sends messages from page ${n}.`, 6 - n * 0.1);
  const pager = [
    passage(
      'pager#3',
      '1. Open Integrations › Pager.\n2. Allow Tiko to post messages.\n3. Pick a channel.',
      10,
      'How to connect Pager',
    ),
    passage('pager#0', 'Tiko posts to Pager when something needs your team.', 9),
    filler(1),
    filler(2),
    filler(3),
    filler(4),
    passage(
      'pager#1',
      '- Handover alerts\n- New bookings\n- A nightly summary',
      5,
      'Pager features',
    ),
  ];
  it.each([
    'What sorts of messages will Tiko drop into Pager?',
    'Which kinds of messages does Tiko post to Pager?',
  ])('%s -> the page’s list of things, found further down', (question) => {
    expect(thingsBeforeSteps(pager, question)[0]?.chunkId).toBe('pager#1');
  });
  it('without asking sorts of things, only the next four passages are looked at', () => {
    expect(thingsBeforeSteps(pager, 'Which messages will Tiko post to Pager?')[0]?.chunkId).toBe(
      'pager#3',
    );
  });
  const ledger = [
    passage(
      'ledger#3',
      '1. Create a key in Ledgerly.\n2. In Tiko, fill in the account number and the key.\n3. Import your price list.',
      10,
      'How to connect Ledgerly',
    ),
    passage('ledger#1', '- Price list import\n- Invoices from bookings', 8, 'Ledgerly features'),
    passage('ledger#4', '- a Ledgerly admin account;\n- an API key.', 6, 'What you need'),
  ];
  it.each([
    'Which details do I need from Ledgerly before connecting it?',
    'To link Ledgerly, what do we have to type in?',
  ])('%s -> the steps naming what to fill in, or the list of what is needed', (question) => {
    expect(thingsBeforeSteps(ledger, question)[0]?.chunkId).not.toBe('ledger#1');
  });
  it('a question asking what the connection gives still gets the features', () => {
    expect(
      thingsBeforeSteps(ledger, 'Which things does Ledgerly sync with Tiko?')[0]?.chunkId,
    ).toBe('ledger#1');
  });
});

describe('the languages a service replies in, asked with a verb and where they are named', () => {
  const languages = () =>
    askBusiness(176, 'Tiko', [
      businessChunk(
        'faq-languages',
        'Tiko FAQ',
        'Tiko understands and replies in 12 languages, including English, Swahili, French and Somali, whatever language your pages are written in.',
        {
          sourceId: 'faq',
          section: 'Languages',
          question: 'Does Tiko speak my guests’ languages?',
        },
      ),
      businessChunk(
        'sms-features',
        'SMS',
        '- Replies in the guest’s language, with text, links and photos\n- Delivery receipts for every message',
        { sourceId: 'sms', section: 'SMS features' },
      ),
      businessChunk(
        'social',
        'Social inbox',
        'Tiko replies to story mentions and comments that name your hotel, and passes bookings to your team.',
        { sourceId: 'social' },
      ),
    ]);
  it.each([
    'Which languages can Tiko reply in?',
    'Which languages do you mention by name that Tiko can reply in?',
    'Which languages does your site name that Tiko replies in?',
  ])('%s -> the line naming them', async (question) => {
    const reply = await languages().ask(question);
    expect(reply.text).toContain('Swahili, French and Somali');
  });
  it('a manner after the first item ("with text, links and photos") names no objects', () => {
    const asked = verbAsked('Which languages can Tiko reply in?');
    expect(asked).toBeDefined();
    if (!asked) return;
    const line = 'Replies in the guest’s language, with text, links and photos';
    expect(itemsAfterVerb(line, asked)).toEqual([]);
  });
  it.each([
    ['Which tools do you mention by name that Tiko connects to?', 'which tools tiko connects to'],
    ['What channels does the website list that Tiko works on?', 'what channels tiko works on'],
  ])('%s -> searched as %s', (question, searched) => {
    expect(withoutMentionFraming(question)?.replace(/\bthat /, '')).toBe(searched);
  });
});
