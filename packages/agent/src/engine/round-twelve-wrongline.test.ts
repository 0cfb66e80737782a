// Session 16, issue #24 (helper `wrongline`): the right page, the wrong line. A pet-care
// business of its own (not Lisa's knowledge, and no eval question), one source per page so
// a page's sections are found as siblings.
import { describe, expect, it } from 'vitest';
import { createMemoryRetriever } from '../search/memory-retriever.ts';
import type { AgentRequest } from '../types.ts';
import { askedAspect } from './asked-aspect.ts';
import { createAgentEngine } from './create-agent-engine.ts';
import { namesPlaceToAct } from './place-steps.ts';
import { asksPlaceOfAction, classifyQuestion } from './question-type.ts';
import { rankForKind } from './rank-for-kind.ts';
import { businessChunk } from './test-business.ts';

function askPages(businessId: number, name: string, chunks: ReturnType<typeof businessChunk>[]) {
  const retriever = createMemoryRetriever();
  for (const sourceId of new Set(chunks.map((c) => c.sourceId)))
    retriever.replaceSource(
      businessId,
      sourceId,
      chunks.filter((c) => c.sourceId === sourceId),
    );
  const engine = createAgentEngine({ retriever });
  return (message: string, history: AgentRequest['history'] = []) =>
    engine.reply({
      businessId,
      businessName: name,
      agentName: 'Pawly',
      defaultLanguage: 'en',
      message,
      history,
    });
}

const pawly = () =>
  askPages(83, 'Pawly', [
    businessChunk(
      'calendar-intro',
      'Calendar',
      'Pawly checks free slots and books grooming appointments straight into your calendar. Pet owners pick a time in the chat, get a confirmation and a reminder, and can move or cancel the visit the same way.',
      { sourceId: 'calendar' },
    ),
    businessChunk(
      'calendar-steps',
      'Calendar',
      '1. Open Connections › Calendar and sign in with Google or Outlook.\n2. Choose the calendars Pawly may read and write.\n3. Set your opening hours and the length of each visit in the booking flow.',
      { sourceId: 'calendar', section: 'Using Calendar with Pawly' },
    ),
    businessChunk(
      'telegram-intro',
      'Telegram',
      'Answer pet owners who write to your Telegram account, day and night. Pawly replies to every message with your prices, opening hours and vaccination rules.',
      { sourceId: 'telegram' },
    ),
    businessChunk(
      'telegram-connect',
      'Telegram',
      '1. Create a bot for your Telegram account with BotFather and copy its token.\n2. In Pawly: Connections › Telegram › Connect, then paste the token.\n3. Choose which Telegram chats Pawly should handle.\n4. Confirm the account with the code Telegram sends.',
      { sourceId: 'telegram', section: 'How to connect Telegram' },
    ),
    businessChunk(
      'viber-steps',
      'Viber',
      '1. Open Connections › Viber and select Connect.\n2. Log in with the account that owns your Viber channel.\n3. Send your channel a message from a personal phone to test that people get an answer.',
      { sourceId: 'viber', section: 'Using Viber with Pawly' },
    ),
    businessChunk(
      'trello-intro',
      'Trello',
      'Some requests cannot be closed in a chat: a refund to approve, a lost parcel to trace, a callback promised for tomorrow. With Trello connected, a Pawly flow turns the request into a card on the right board with the owner’s details and the chat transcript.',
      { sourceId: 'trello' },
    ),
    businessChunk(
      'trello-steps',
      'Trello',
      '1. Connect your Trello board from Connections › Trello.\n2. In Flows, add a “Make Trello card” step where a follow-up is needed.\n3. Pick the list, the member who gets the card and the due date.',
      { sourceId: 'trello', section: 'Using Trello with Pawly' },
    ),
    businessChunk(
      'mailchimp-intro',
      'Mailchimp',
      'Grow your mailing list from every chat. With Mailchimp linked, Pawly adds each pet owner who agrees to hear from you to your audience, with the pet’s name and next visit.',
      { sourceId: 'mailchimp' },
    ),
    businessChunk(
      'mailchimp-using',
      'Mailchimp',
      '1. Open Connections › Mailchimp and sign in with Mailchimp.\n2. Choose the audience new contacts join.\n3. In the booking flow, ask owners whether they want the newsletter.',
      { sourceId: 'mailchimp', section: 'Using Mailchimp with Pawly' },
    ),
    businessChunk(
      'mailchimp-connect',
      'Mailchimp',
      '1. Sign in with a Mailchimp user who can add contacts.\n2. Approve the requested access to audiences and tags.\n3. Pick the tag Pawly should give new contacts (for example “from chat”).',
      { sourceId: 'mailchimp', section: 'How to connect Mailchimp' },
    ),
    businessChunk(
      'lost-pets',
      'Lost-pet alerts',
      'Pawly writes a lost-pet alert from the chat with the pet’s photo, its collar colour and the last place it was seen. The alert is sent to the staff member on duty, who calls the owner back within the hour. Alerts stay open for seven days.',
      { sourceId: 'lost-pets' },
    ),
    businessChunk(
      'faq-account',
      'Pawly FAQ',
      'No. Pet owners chat as guests; Pawly remembers their phone so the next chat picks up where it left off.',
      { sourceId: 'faq', question: 'Do owners need an account?' },
    ),
    businessChunk(
      'plans',
      'Pawly pricing',
      'Pawly has 3 monthly plans:\n\n- The Solo plan costs $20 per month for one clinic.\n- The Team plan costs $60 per month for up to five vets.\n- The Group plan costs $150 per month for several clinics.',
      { sourceId: 'pricing', section: 'Monthly plans' },
    ),
    businessChunk(
      'faq-sms',
      'Pawly FAQ',
      'Your mobile carrier bills SMS reminder fees to your own phone account. Pawly charges only its monthly plan.',
      { sourceId: 'faq', question: 'Who pays for SMS reminders?' },
    ),
    businessChunk(
      'open-day',
      'About Pawly',
      'Pawly Open Day is our yearly showcase for clinics, held every May in Nairobi: talks, live demos and a panel of vets. Book a seat at /open-day.',
      { sourceId: 'about', section: 'Pawly Open Day' },
    ),
    businessChunk(
      'faq-calendar',
      'Calendar FAQ',
      'No. Pawly reads only free and busy times, and writes only the events it books.',
      { sourceId: 'calendar-faq', question: 'Can Pawly see the details of my other appointments?' },
    ),
    businessChunk(
      'telegram-needs',
      'Telegram',
      '- A Telegram account on a phone that can receive a confirmation code\n- A bot token from BotFather\n- Admin rights on your clinic’s channel',
      { sourceId: 'telegram', section: 'What you need' },
    ),
    businessChunk(
      'join',
      'Getting started',
      'Create an account at /join with your clinic name, email and a password. We text you a 4-digit code to verify the account; enter it at /verify. Sign in at /login.',
      { sourceId: 'join', section: 'Open an account' },
    ),
    businessChunk(
      'faq-key',
      'Mailchimp FAQ',
      'No. The key is kept encrypted and shown masked after saving; only an owner can change it.',
      { sourceId: 'mailchimp-faq', question: 'Can my team read the Mailchimp key?' },
    ),
    businessChunk(
      'faq-safe',
      'Pawly FAQ',
      'Records are encrypted in transit and at rest, and each clinic only ever reaches its own owners and pets.',
      { sourceId: 'faq', question: 'Is our data safe with Pawly?', section: 'Security' },
    ),
    businessChunk(
      'takeover',
      'Inbox',
      'A chat handed over shows in the inbox as waiting. When a teammate replies, the chat is theirs: Pawly stays quiet while a person owns it, until the teammate hands it back.',
      { sourceId: 'inbox', section: 'When a teammate takes over' },
    ),
    businessChunk(
      'clinics',
      'Pawly for vet clinics',
      '- Vaccination reminders: Pawly reminds owners when a booster is due.\n- Follow-ups that stick: Refunds, lost parcels and callbacks become cards in Trello with a due date, so promises made in chat are kept.\n- One inbox: Every channel lands in one inbox with one history per pet.',
      { sourceId: 'clinics', section: 'What Pawly does for vet clinics' },
    ),
  ]);

describe('a question asking what to do to reach a goal is a how-to', () => {
  for (const question of [
    'What are the steps to get grooming bookings into my Google Calendar?',
    'What is the process for linking our calendar to the booking chat?',
    'What should we do so Pawly answers our Telegram chats?',
    'What do I need to do to have Telegram messages answered?',
    'So what do we do first to start taking bookings?',
  ])
    it(`classifies "${question}" as a how-to`, () => {
      expect(classifyQuestion(question)).toBe('how-to');
    });

  for (const [question, kind] of [
    ['What are the steps of a grooming visit?', 'list'],
    ['What are the steps in the booking flow?', 'list'],
    ['What do I get with the premium plan?', 'list'],
  ] as const)
    it(`leaves "${question}" a ${kind}`, () => {
      expect(classifyQuestion(question)).toBe(kind);
    });

  for (const question of [
    'What are the steps to let owners book grooming straight into our calendar?',
    'What must I do so that pet owners can book visits in our calendar?',
    'What do we have to do to get bookings straight into Outlook?',
  ])
    it(`answers "${question}" with the calendar's steps`, async () => {
      const reply = await pawly()(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/Connections › Calendar/);
      expect(reply.text).toMatch(/opening hours/);
    });
});

describe("the business's own name in a heading names no asked thing", () => {
  // Every "Using X with Pawly" heading holds the business's name: another channel's steps
  // are no way to connect the one asked about.
  for (const question of [
    'What do I do to let Pawly handle messages people send our Telegram account?',
    'How do I get Pawly answering the messages on our Telegram account?',
    'What do we need to do so that Pawly handles the messages our Telegram account gets?',
  ])
    it(`answers "${question}" with the Telegram steps`, async () => {
      const reply = await pawly()(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/Connections › Telegram/);
      expect(reply.text).not.toMatch(/Viber/);
    });
});

describe("a how-to answered by the asked page's steps, not another page's bullet", () => {
  // The vet-clinic page's bullet ("Refunds … become cards in Trello") shares more of the
  // question's words than any single step, but says what happens, not how to make it happen.
  for (const question of [
    'How can a chat about a lost parcel end up as a card in Trello?',
    'How can I have a refund asked for in the chat turn into a Trello card?',
    'How do I make callbacks promised in chat turn into cards on our Trello board?',
  ])
    it(`answers "${question}" with the Trello steps`, async () => {
      const reply = await pawly()(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/Make Trello card/);
      expect(reply.text).not.toMatch(/Follow-ups that stick/);
    });
});

describe('a question asking where to act gets the steps that name the place', () => {
  // The page has two lists of steps; the one under "How to connect" says who signs in and
  // what to approve, the other where in the app to go.
  for (const question of [
    'What do I click to link our Mailchimp account to Pawly?',
    'Which screen do I open to link Mailchimp to Pawly?',
    'Where in the app do I go to connect our Mailchimp audience?',
  ])
    it(`answers "${question}" with the steps naming Connections › Mailchimp`, async () => {
      const reply = await pawly()(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/Connections › Mailchimp/);
    });
});

describe('where to act, in the question and in a step', () => {
  it('tells the steps naming a place from those naming none', () => {
    expect(namesPlaceToAct('Open Connections › Mailchimp and sign in.')).toBe(true);
    expect(namesPlaceToAct('Go to Admin > Users and invite your vet.')).toBe(true);
    expect(namesPlaceToAct('Click “Add pet” on the owner’s card.')).toBe(true);
    expect(namesPlaceToAct('Sign in with a user who can add contacts.')).toBe(false);
    expect(namesPlaceToAct('Approve the requested access to audiences.')).toBe(false);
  });
  it('tells a question asking where to act from one asking how', () => {
    expect(asksPlaceOfAction('What do I click to link our Mailchimp account?')).toBe(true);
    expect(asksPlaceOfAction('Where in the app do I go to add a second vet?')).toBe(true);
    expect(asksPlaceOfAction('Which screen do I open to change the opening hours?')).toBe(true);
    expect(asksPlaceOfAction('How do I connect Mailchimp?')).toBe(false);
  });
});

describe('a "who" question is answered by the sentence naming who it goes to', () => {
  for (const question of [
    'Who receives the lost-pet alert Pawly writes?',
    'When an owner reports a lost pet in the chat, who gets the alert?',
    'Who handles a lost-pet alert once the chat has written it?',
  ])
    it(`answers "${question}" with the person the alert is sent to`, async () => {
      const reply = await pawly()(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/staff member on duty/);
    });

  it('reads the recipient asked, not an audience', () => {
    expect(askedAspect('Who gets the card it makes?')).toEqual({ kind: 'person' });
    expect(askedAspect('and to whom is the reminder sent?')).toEqual({ kind: 'person' });
    expect(askedAspect('Who is Pawly for?')).toBeUndefined();
  });
});

describe('having to register is needing an account', () => {
  for (const question of [
    'Do owners have to register before chatting?',
    'Is signup required before pet owners can ask something in the chat?',
    'Must owners register to use the chat?',
  ])
    it(`answers "${question}" from the entry about accounts`, async () => {
      const reply = await pawly()(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/chat as guests/);
    });

  it('reads a question opening with "must" as a yes or no', () => {
    expect(classifyQuestion('Must owners register to use the chat?')).toBe('yes-no');
    expect(classifyQuestion('Shall we pay before the visit?')).not.toBe('general');
  });
});

describe('whether a charge is part of the price is a yes or no, not a price', () => {
  for (const question of [
    "Are the carrier's SMS reminder fees included in what we pay Pawly?",
    'Is the cost of SMS reminders covered by our monthly plan?',
    'Does the monthly plan price include the SMS reminder charges?',
  ])
    it(`answers "${question}" with who bills the fees`, async () => {
      expect(classifyQuestion(question)).toBe('yes-no');
      const reply = await pawly()(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/carrier bills SMS reminder fees/);
      expect(reply.text).not.toMatch(/\$150/);
    });

  it('still asks a price when it asks how much', () => {
    expect(classifyQuestion('How much is the Team plan, and is support included?')).toBe('price');
  });
});

describe("a yes/no asked of a page's own heading is not answered by another entry's no", () => {
  // The calendar entry shares "see" and "event" with the question; the heading "Pawly Open
  // Day" names what is asked.
  for (const question of [
    'Do you run any event where I could see Pawly on an open day?',
    'Is there an event like an open day where we can see Pawly?',
    'Could I see Pawly at some event, an open day maybe?',
  ])
    it(`answers "${question}" with the open day`, async () => {
      const reply = await pawly()(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/Open Day is our yearly showcase/);
      expect(reply.text).not.toMatch(/^No\./m);
    });
});

describe("a bare list on a page nobody asked about gives way to another page's way first", () => {
  // The Telegram page's list of needs shares "account" and "confirm"; its steps are no way to
  // confirm a new account, the getting-started paragraph is.
  for (const question of [
    'I signed up yesterday. How do I confirm my account?',
    'Once registered, what confirms the new account, and how?',
    'After registering, how do I confirm the account?',
  ])
    it(`answers "${question}" with the code to verify the account`, async () => {
      const reply = await pawly()(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/\/verify/);
      expect(reply.text).not.toMatch(/BotFather/);
    });
});

describe('the order of the how-to rules for a bare list of an unnamed page', () => {
  const passage = (
    sourceId: string,
    section: string,
    text: string,
    score: number,
    coverage: number,
  ) => ({
    chunkId: `${sourceId}-${section}`,
    sourceId,
    title: sourceId === 'telegram' ? 'Telegram' : 'Getting started',
    section,
    text,
    score,
    coverage,
  });
  const needs = passage(
    'telegram',
    'What you need',
    '- A Telegram account on a phone\n- A confirmation code\n- A bot token',
    10,
    0.6,
  );
  const join = passage(
    'join',
    'Open an account',
    'Create an account at /join. We text you a code to confirm the account; enter it at /verify.',
    9,
    0.7,
  );
  const steps = passage(
    'telegram',
    'How to connect Telegram',
    '1. Create a bot.\n2. Paste the token.\n3. Confirm the account with the code.',
    8,
    0.5,
  );
  it("puts another page's way before the unnamed page's own steps", () => {
    const ranked = rankForKind([needs, join, steps], 'how-to', 'How do I confirm my new account?');
    expect(ranked[0]?.chunkId).toBe(join.chunkId);
  });
  it("still answers with the page's steps when the question names the page", () => {
    const ranked = rankForKind(
      [needs, join, steps],
      'how-to',
      'How do I confirm my Telegram account?',
    );
    expect(ranked[0]?.chunkId).toBe(steps.chunkId);
  });
});

describe('an entry naming the asked word in other words is the one asked', () => {
  // The key entry's "No." shares "kept encrypted" with the question but answers whether
  // the team can read a key; the security entry, "safe" for "encrypted", answers this one.
  for (const question of [
    'Is what pet owners type kept encrypted on your servers?',
    'Are the records of our owners kept encrypted?',
    'Do you keep what owners tell Pawly encrypted?',
  ])
    it(`answers "${question}" from the security entry`, async () => {
      const reply = await pawly()(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/encrypted in transit and at rest/);
      expect(reply.text).not.toMatch(/shown masked/);
    });
});

describe('a colleague or a member of staff is a teammate', () => {
  for (const question of [
    'While a colleague is writing to an owner, will Pawly keep replying?',
    'When my staff answer a chat, does Pawly stay quiet?',
    'Once one of my colleagues replies, does Pawly stop?',
  ])
    it(`answers "${question}" with what happens when a teammate replies`, async () => {
      const reply = await pawly()(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/stays quiet while a person owns it/);
    });
});
