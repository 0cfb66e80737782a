// Two-in-one questions and languages (session 15, issue #24), on a tour operator of its own:
// a second question opened by a modal ("must", "should", "could") is a question of its own; a
// second question naming no thing of its own is asked of the first one's subject when the
// knowledge answers it there; an "it" in subject position is the first question's subject,
// the business itself when the first asked about the business. French and Swahili questions
// name languages, delays, losing credits, exceeding a quantity, the cheapest item and opening
// an account in words the glossary translates.
import { describe, expect, it } from 'vitest';
import { accountIdioms, normalizeChat } from '../language/chat-shorthand.ts';
import { detectLanguage } from '../language/detect-language.ts';
import { translateQuestion } from '../language/glossary.ts';
import { bandStep } from './band-step.ts';
import { carriedFirst } from './carried-first.ts';
import { carrySubject, grammaticalSubject, itIsTheBusiness } from './follow-up.ts';
import { splitQuestions } from './question-type.ts';
import { askBusiness, businessChunk } from './test-business.ts';

const tours = () =>
  askBusiness(71, 'Tembo Trips', [
    businessChunk(
      'prices',
      'Tour prices',
      'Tour prices per person: the Balloon safari costs USD 450, the Boat tour costs USD 60 and the Cave walk costs USD 25.',
    ),
    businessChunk(
      'balloon',
      'Balloon safari',
      'The Balloon safari leaves at 5 am from the Mara camp. Passengers must be at least 7 years of age. Guests should bring warm clothes because the morning air is cold.',
    ),
    businessChunk(
      'boat',
      'Boat tour',
      'The Boat tour crosses Lake Naivasha in two hours. Children under 5 years of age ride free. Guests should bring a hat and sunscreen.',
    ),
    businessChunk(
      'cave',
      'Cave walk',
      'The Cave walk takes three hours underground. Guests should bring closed shoes and a torch. Visitors of any age are welcome.',
    ),
    businessChunk(
      'cancel',
      'Cancellations',
      'Bookings can be cancelled free of charge up to 48 hours before the tour starts.',
    ),
    businessChunk(
      'languages',
      'Guides',
      'Tembo Trips guides speak 6 languages, including English, French and German.',
    ),
    businessChunk(
      'reply',
      'Booking requests',
      'We reply to every booking request within 1 business day, by email or WhatsApp.',
    ),
    businessChunk(
      'credits',
      'Tour credits',
      'Unused tour credits never expire and can be spent on any tour.',
    ),
    businessChunk(
      'account',
      'Your account',
      'Create an account on the Tembo app with your phone number; we text you a code to confirm it.',
    ),
    businessChunk(
      'guide-languages',
      'Guide languages',
      'Our team speaks English, Portuguese, German and Spanish, and replies in the language you write in.',
    ),
    businessChunk(
      'lodges',
      'Partner lodges',
      'Tembo Trips works with 12 partner lodges across Kenya, from the coast to the Mara.',
    ),
  ]);

describe('a second question opened by a modal verb is a question of its own', () => {
  it.each([
    ['What does the Cave walk cost, and should I bring a torch?', 'should I bring a torch'],
    ['How much is the Boat tour, and must children pay?', 'must children pay'],
    ['How long is the Cave walk and could I join with my kids?', 'could I join with my kids'],
    ['What time does the balloon leave, and may I bring my camera?', 'may I bring my camera'],
  ])('%s', (message, second) => {
    const parts = splitQuestions(message);
    expect(parts).toHaveLength(2);
    expect(parts[1]).toBe(second);
  });

  it('a modal inside one question does not split it', () => {
    expect(splitQuestions('What should I bring and wear for the Cave walk?')).toHaveLength(1);
  });

  it('both halves are answered through the engine', async () => {
    const { ask } = tours();
    const reply = await ask('What does the Cave walk cost, and must guests bring a torch?');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('USD 25');
    expect(reply.text).toMatch(/closed shoes and a torch/);
  });
});

describe("a second question naming no thing of its own is asked of the first one's subject", () => {
  it.each([
    ['How much is the Cave walk, and what should guests bring?', /closed shoes/, /warm clothes/],
    [
      'What is the Balloon safari price, and what do guests need to bring?',
      /warm clothes/,
      /sunscreen|closed shoes/,
    ],
    ['What does the Boat tour cost, and is there a minimum age?', /Children under 5/, /at least 7/],
    [
      'How much is the Balloon safari, and is there an age limit?',
      /at least 7/,
      /Children under 5/,
    ],
  ])('%s', async (message, wanted, other) => {
    const { ask } = tours();
    const reply = await ask(message);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/USD (?:25|450|60)/);
    expect(reply.text).toMatch(wanted);
    expect(reply.text).not.toMatch(other);
  });

  it('a second question on another topic keeps its own words', async () => {
    const { ask } = tours();
    const reply = await ask('How much is the Balloon safari, and can I cancel for free?');
    expect(reply.text).toContain('USD 450');
    expect(reply.text).toContain('48 hours');
  });
});

describe('"it" in subject position is the business when the first question asked about it', () => {
  const names = new Set(['tembo', 'trip']);
  it.each([
    ['how many lodges does it work with', 'How many languages does Tembo speak'],
    ['can it book lodges for us', 'Does Tembo run balloon rides'],
    ['will it send a receipt', 'Can Tembo take card payments'],
  ])('%s after %s', (second, first) => {
    expect(itIsTheBusiness(second, first, names)).toBe(true);
  });

  it('an "it" after a question about a thing is that thing', () => {
    expect(itIsTheBusiness('does it need warm clothes', 'Is the Balloon safari early', names)).toBe(
      false,
    );
    expect(itIsTheBusiness('can it fly in the rain', 'Does the balloon leave early', names)).toBe(
      false,
    );
  });

  it('through the engine: the second answer is about the business, not the first thing', async () => {
    const { ask } = tours();
    const reply = await ask(
      'How many languages does Tembo speak, and how many partner lodges does it work with?',
    );
    expect(reply.text).toContain('6 languages');
    expect(reply.text).toContain('12 partner lodges');
  });
});

describe('French and Swahili: general words of a visitor the glossary translates', () => {
  it.each([
    ['Parlez-vous portugais ?', /Portuguese/],
    ['Votre équipe parle-t-elle allemand ?', /German/],
    ['Pouvez-vous me répondre en espagnol ?', /Spanish/],
    ['Je, mnazungumza Kireno?', /Portuguese/],
    ['Timu yenu inaongea Kijerumani?', /German/],
    ['Mnaweza kunijibu kwa Kihispania?', /Spanish/],
  ])('a language named in the visitor’s words: %s', async (message, wanted) => {
    const { ask } = tours();
    const reply = await ask(message);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(wanted);
  });

  it.each([
    'Sous quel délai aurons-nous une réponse à notre demande de réservation ?',
    'Dans quel délai répondez-vous à une demande de réservation ?',
    'Ombi la kuhifadhi nafasi hujibiwa ndani ya muda gani?',
  ])('how long until a reply: %s', async (message) => {
    const { ask } = tours();
    const reply = await ask(message);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('1 business day');
  });

  it.each([
    'Les crédits qu’on n’a pas dépensés, on les perd à la fin de l’année ?',
    'Perdons-nous nos crédits si nous ne partons pas cette année ?',
    'Est-ce que les crédits se perdent un jour ?',
  ])('losing credits is their expiry: %s', async (message) => {
    const { ask } = tours();
    const reply = await ask(message);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('never expire');
  });

  it('the elided "ne" is dropped, the negation kept', () => {
    expect(translateQuestion('Si on n’annule pas la visite ?', 'fr')).not.toMatch(/\bn\b/);
    expect(translateQuestion('Si on n’annule pas la visite ?', 'fr')).toContain('not');
  });

  it.each([
    ['Tukizidi credits 50,000, tunalipa kiasi gani?', 'over 50,000 credits'],
    ['Nikizidi watumiaji 3 je?', 'over 3 users'],
    ['Ikizidi dakika 90 inagharimu ngapi?', 'over 90 minutes'],
  ])('exceeding a quantity in Swahili is "over" it: %s', (message, wanted) => {
    expect(translateQuestion(message, 'sw')).toContain(wanted);
  });

  it.each([
    'Ziara ipi ina bei nafuu zaidi?',
    'Ni ziara gani yenye bei rahisi zaidi?',
    'Bei nafuu zaidi ni ya ziara gani?',
  ])('the cheapest in Swahili: %s', (message) => {
    expect(translateQuestion(message, 'sw')).toContain('cheapest');
  });
});

describe('opening, making or getting an account is creating one', () => {
  it.each([
    ['How can I open a Tembo account?', 'create a Tembo account'],
    ['can i get an account for my family', 'create an account'],
    ['where do I sign up for a new account', 'create a new account'],
    ['how do I make an account', 'create an account'],
  ])('%s', (message, wanted) => {
    expect(normalizeChat(message)).toContain(wanted);
  });

  it.each([
    'how do I get my account back',
    'I cannot open my account settings',
    'which account do I open the app with',
  ])('an account that already exists stays: %s', (message) => {
    expect(accountIdioms(message)).toBe(message);
  });

  it.each([
    'How can I open a Tembo account?',
    'Nitafunguaje akaunti?',
    'Comment ouvrir un compte chez vous ?',
  ])('through the engine: %s', async (message) => {
    const { ask } = tours();
    const reply = await ask(message);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('phone number');
  });
});

describe('a short French question with few function words is French', () => {
  it.each([
    'Pouvez-vous me répondre en espagnol ?',
    'Vous pouvez répondre en anglais ?',
    'Êtes-vous ouverts le dimanche ?',
  ])('%s', (message) => {
    expect(detectLanguage(message, 'en')).toBe('fr');
  });

  it.each([
    ['¿Hay un plan en dólares?', 'es'],
    ['¿Cuánto cuesta en total?', 'es'],
    ['Posso pagar em reais?', 'pt'],
  ])('words French shares with Spanish ("en", "tres") vote for neither: %s', (message, code) => {
    expect(detectLanguage(message, 'en')).toBe(code);
  });

  it.each(['can my son use it', 'what does it cost in euros', 'is the plan ok for a team'])(
    'English stays English: %s',
    (message) => {
      expect(detectLanguage(message, 'en')).toBe('en');
    },
  );
});

// A printer's bands: the price per page falls with the number of pages printed.
const printer = () =>
  askBusiness(72, 'Kalamu Print', [
    businessChunk(
      'bands',
      'Page prices',
      'The price per page falls with the number of pages in an order:\n\n- Pages 1 to 500 cost KES 12 per page.\n- Pages 501 to 2,000 cost KES 9 per page.\n- Pages 2,001 to 10,000 cost KES 7 per page.\n- Pages 10,001 and above cost KES 5 per page.',
      { section: 'Printing' },
    ),
    businessChunk('binding', 'Binding', 'Spiral binding costs KES 150 per book and takes one day.'),
  ]);

describe('a step along the ranges the previous answer came from', () => {
  it.each([
    ['and the band right after it?', 1],
    ['what about the next tier?', 1],
    ['and the bracket just before that one?', -1],
    ['and in the previous band?', -1],
    ['what happens after that?', 0],
    ['is the binding done before delivery?', 0],
  ])('%s', (message, step) => {
    expect(bandStep(message)).toBe(step);
  });

  it.each([
    [
      'We print 1,500 pages; what does each page cost above 500?',
      'and the band right after it?',
      'KES 7',
    ],
    ['What is the price per page for 700 pages?', 'and the tier before that one?', 'KES 12'],
    ['How much is a page between 501 and 2,000?', 'what about the next band?', 'KES 7'],
    ['What does a page cost at 5,000 pages?', 'and in the following band?', 'KES 5'],
  ])('%s -> %s', async (first, followUp, wanted) => {
    const { ask } = printer();
    const before = await ask(first);
    const reply = await ask(followUp, [
      { sender: 'visitor', text: first },
      { sender: 'bot', text: before.text },
    ]);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain(wanted);
    // The one band asked, not the whole list.
    expect(reply.text.match(/KES \d+ per page/g)).toHaveLength(1);
  });
});

// A payments hub whose widget key and whose connections' keys live in different places.
const hub = () =>
  askBusiness(73, 'Pesa Hub', [
    businessChunk(
      'widget-faq',
      'Widget FAQ',
      'Your widget key is in Settings › Widget, where you can find, copy or regenerate it.',
      { question: 'Where do I find my widget key?' },
    ),
    businessChunk(
      'airtel',
      'Airtel Money',
      'To connect Airtel Money, request an API key from the Airtel partner portal and paste it with your till number in Connections.',
    ),
    businessChunk(
      'equity',
      'Equity Bank',
      'To connect Equity Bank, ask your Equity relationship manager for a merchant key and enter it in Connections.',
    ),
    businessChunk(
      'widget-install',
      'Installing the widget',
      'Put the payment widget on your website by pasting the snippet before the closing body tag.',
    ),
    businessChunk(
      'widget-fee',
      'Widget setup fee',
      'Setting up the widget on your website costs USD 100, paid once.',
    ),
    businessChunk(
      'airtel-fees',
      'Airtel Money fees',
      'Airtel Money payments cost 1% per transaction, paid monthly.',
    ),
  ]);

describe("a follow-up's carried thing decides which passages answer it", () => {
  it.each([
    [
      'Do you work with Airtel Money?',
      'where do I find the key it asks for?',
      /Airtel partner portal/,
    ],
    [
      'Can you take Equity Bank payments?',
      'where would I get the key it needs?',
      /relationship manager/,
    ],
    [
      'Tell me about the Airtel Money connection',
      'how do I find its key?',
      /Airtel partner portal/,
    ],
  ])('%s -> %s', async (first, followUp, wanted) => {
    const { ask } = hub();
    const before = await ask(first);
    const reply = await ask(followUp, [
      { sender: 'visitor', text: first },
      { sender: 'bot', text: before.text },
    ]);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(wanted);
    expect(reply.text).not.toContain('Settings › Widget');
  });

  it('a follow-up naming its own thing is answered about it', async () => {
    const { ask } = hub();
    const first = 'Do you work with Airtel Money?';
    const before = await ask(first);
    const reply = await ask('where do I find my widget key?', [
      { sender: 'visitor', text: first },
      { sender: 'bot', text: before.text },
    ]);
    expect(reply.text).toContain('Settings › Widget');
  });
});

describe('carriedFirst: passages about the carried thing answer the follow-up', () => {
  const passage = (title: string, text: string, score: number) => ({
    chunkId: title,
    sourceId: title,
    title,
    text,
    score,
  });
  const widget = passage('Widget FAQ', 'Your widget key is in Settings.', 10);
  const airtel = passage('Airtel Money', 'Request an API key from the Airtel portal.', 9);
  const fees = passage('Fees', 'Card payments cost 2% each.', 4);

  const farAirtel = { ...airtel, score: 5 };
  it.each([
    ['another thing ranks first', [widget, airtel, fees], ['Airtel Money', 'Fees']],
    ['the carried thing ranks first', [airtel, widget, fees], ['Airtel Money', 'Fees']],
    [
      'the carried thing far behind',
      [widget, farAirtel, fees],
      ['Widget FAQ', 'Airtel Money', 'Fees'],
    ],
  ])('%s', (_name, ranked, titles) => {
    const out = carriedFirst(
      ranked,
      'where do I find the key it asks for airtel',
      new Set(['airtel']),
    );
    expect(out.map((p) => p.title)).toEqual(titles);
  });

  it('a question that does not point back keeps its own ranking', () => {
    const ranked = [widget, airtel, fees];
    expect(
      carriedFirst(ranked, 'where do I find the widget key airtel', new Set(['airtel'])),
    ).toEqual(ranked);
  });

  it('a carried attribute word decides nothing', () => {
    const ranked = [widget, airtel, fees];
    expect(carriedFirst(ranked, 'how much does the key cost', new Set(['cost']))).toEqual(ranked);
  });
});

describe('Swahili "-weka" (put, place) asks how to put a thing somewhere, not its setup price', () => {
  it.each([
    'Nitaweka widget kwenye tovuti vipi?',
    'Tunawekaje widget kwenye tovuti yetu?',
    'Jinsi ya kuweka widget kwenye website?',
  ])('%s', async (message) => {
    expect(translateQuestion(message, 'sw')).toMatch(/\bput\b/);
    const { ask } = hub();
    const reply = await ask(message);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('closing body tag');
    expect(reply.text).not.toContain('USD 100');
  });
});

describe('a laptop is a desktop, a window a panel, a heading a title (thesaurus)', () => {
  const salon = () =>
    askBusiness(74, 'Nywele Salon', [
      businessChunk(
        'booking-size',
        'Booking panel',
        'On desktop the booking panel is 400 px wide and 560 px tall. On phones it fills the screen.',
      ),
      businessChunk(
        'opening',
        'Opening hours',
        'The salon opens at 8 am and closes at 7 pm, Monday to Saturday.',
      ),
      businessChunk('prices', 'Prices', 'Braids cost KES 2,500 and a wash costs KES 500.'),
      businessChunk(
        'reschedule',
        'Changing a booking',
        'You can change or edit a booking up to 2 hours before it starts; the panel shows the new time.',
      ),
      businessChunk(
        'title',
        'Panel options',
        'You can change the title the booking panel shows, for example "Book with us", in Settings › Widget.',
      ),
    ]);

  it.each([
    'How wide is the booking window on my laptop?',
    'What size is the booking popup on a computer?',
    'on my laptop, how tall is the booking window?',
  ])('%s', async (message) => {
    const { ask } = salon();
    const reply = await ask(message);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('400 px');
  });

  it.each([
    'Can I change the heading of the booking panel?',
    'Where do I edit the booking window headline?',
    'is the heading on the booking popup editable?',
  ])('%s', async (message) => {
    const { ask } = salon();
    const reply = await ask(message);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Book with us');
  });
});

describe('"a particular kind of X" asks about X itself', () => {
  it.each([
    ['do I need a particular kind of account?', 'do I need a account?'],
    ['Is a specific type of phone required?', 'Is a phone required?'],
    ['must we use a certain kind of card', 'must we use a card'],
  ])('%s', (message, wanted) => {
    expect(normalizeChat(message)).toBe(wanted);
  });

  it('a list of kinds is still asked as a list', () => {
    expect(normalizeChat('what kinds of files can I upload?')).toBe(
      'what kinds of files can I upload?',
    );
  });

  it('through the engine, as the second question of a pair', async () => {
    const { ask } = tours();
    const reply = await ask(
      'What does the Balloon safari cost, and do guests need a particular kind of clothes?',
    );
    expect(reply.text).toContain('USD 450');
    expect(reply.text).toContain('warm clothes');
  });
});

describe('"it" in subject position is the earlier question\'s grammatical subject', () => {
  const names = new Set(['nywele', 'salon']);
  it.each([
    ['how does the booking panel look on a phone', ['booking', 'panel']],
    ['can your reminder reach me by SMS', ['reminder']],
    ['will the deposit get refunded', ['deposit']],
    ['is the wash expensive', ['wash', 'expensive']],
    ['does the panel show a title', ['panel']],
  ])('%s', (first, subject) => {
    expect(grammaticalSubject(first, names)).toEqual(subject);
  });

  it('no auxiliary, no grammatical subject', () => {
    expect(grammaticalSubject('Braids price', names)).toBeUndefined();
  });

  it('the later question carries the subject, not what was said of it', () => {
    expect(
      carrySubject(
        'what does it say before anyone writes',
        'how does the panel look on a phone',
        names,
      ),
    ).toBe('what does it say before anyone writes panel');
  });
});

describe('French definite articles read as "the", as the English rules expect', () => {
  it.each([
    ['Quelles sont les étapes pour réserver ?', 'the steps'],
    ['Combien coûte la visite en bateau ?', 'the'],
    ["Comment se passe l'annulation ?", 'the'],
  ])('%s', (message, wanted) => {
    expect(translateQuestion(message, 'fr')).toContain(wanted);
  });
});
