// Two-in-one questions, follow-ups leaning on the previous turn and chat shorthand (session
// 14, issue #24), on a coworking space of its own: the second question's "its"/"ones" is the
// first question's thing, "the plan above that one" is the next item of the list the previous
// answer came from, a follow-up's "it" or unstated topic is the previous subject, and "2"/"4"
// in chat are "to"/"for".
import { describe, expect, it } from 'vitest';
import { normalizeChat } from '../language/chat-shorthand.ts';
import { splitQuestions } from './question-type.ts';
import { nextRange, relativeStep } from './relative-item.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { onPreviousTopic } from './topic-carry.ts';
import { shareAcrossParts } from './two-in-one.ts';

const cowork = () =>
  askBusiness(61, 'Baraka Cowork', [
    businessChunk(
      'plans',
      'Membership plans',
      'Baraka Cowork has 3 membership plans:\n\n- The Bronze plan costs KES 6,000 per month and includes a hot desk on weekdays.\n- The Silver plan costs KES 11,000 per month and includes a fixed desk and 5 meeting room hours.\n- The Gold plan costs KES 18,000 per month and includes a private office, a locker and unlimited meeting room hours.',
      { section: 'Plans' },
    ),
    businessChunk(
      'room',
      'Meeting room',
      'Booking the meeting room costs KES 1,500 per hour for visitors. Its calendar is on the Rooms page of the Baraka app, where you pick a free slot.',
    ),
    businessChunk(
      'room-cancel',
      'Meeting room cancellations',
      'A meeting room booking can be cancelled free of charge up to 2 hours before it starts.',
    ),
    businessChunk(
      'membership-cancel',
      'Ending a membership',
      'A membership is cancelled with 30 days notice, sent by email to the front desk.',
    ),
    businessChunk(
      'day-pass',
      'Day passes',
      'A day pass costs KES 800. Day passes never expire: unused passes stay valid until you use them.',
    ),
    businessChunk(
      'mpesa',
      'Paying with M-Pesa',
      'Members can pay with Mpesa at the till. The receipt Mpesa sends shows the plan, the month and the till number. Cards work too, but Airtel Money does not yet.',
    ),
    businessChunk(
      'trial',
      'Free trial',
      'New members get a free trial day before choosing a plan. Ask for it at the front desk.',
    ),
    businessChunk('wifi', 'Internet', 'Fibre internet runs at 200 Mbps on every floor.'),
    businessChunk(
      'space',
      'The space',
      'Baraka Cowork has 40 desks across two floors. There are 3 meeting rooms, each seating eight people.',
    ),
    businessChunk(
      'contact',
      'Contact',
      'Write to hello@baraka.example: the front desk replies to emails within 1 business day.',
    ),
    businessChunk(
      'print',
      'Printing',
      'Printing is priced per page in bands:\n\n- Pages 1 to 100 cost KES 10 per page.\n- Pages 101 to 500 cost KES 7 per page.\n- Pages 501 to 2,000 cost KES 5 per page.\n- 2,001 pages and above cost KES 3 per page.',
    ),
    businessChunk(
      'coffee',
      'Coffee bar',
      'Which app pays for coffee? The Baraka Wallet app: top it up and tap at the coffee bar.',
    ),
  ]);

describe('the second question of a message leans on the first one’s thing', () => {
  it('carries a thing that is not a name into "its …"', async () => {
    const { ask } = cowork();
    for (const question of [
      'How much is the meeting room booking, and where do I find its calendar?',
      'what does the meeting room cost per hour and where is its calendar?',
    ]) {
      const reply = await ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('KES 1,500');
      expect(reply.text).toContain('Rooms page');
    }
  });

  it('reads "unused ones" as the first question’s kind of thing', async () => {
    const { ask } = cowork();
    for (const question of [
      'What does a day pass cost, and do unused ones expire?',
      'how much is one day pass and do the unused ones run out?',
    ]) {
      const reply = await ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('KES 800');
      expect(reply.text).toMatch(/never expire/);
    }
  });
});

describe('two questions joined by a comma', () => {
  it('splits at a comma that opens a question of its own', async () => {
    expect(splitQuestions('What does a day pass cost, do unused ones expire?')).toEqual([
      'What does a day pass cost',
      'do unused ones expire',
    ]);
    // A clause before the comma makes one question.
    expect(splitQuestions('If I upgrade to Gold, how much do I pay?')).toEqual([
      'If I upgrade to Gold, how much do I pay?',
    ]);
    expect(splitQuestions('When I book a room, what do I pay?')).toEqual([
      'When I book a room, what do I pay?',
    ]);
    const { ask } = cowork();
    for (const question of [
      'how much is the meeting room per hour, where do I find its calendar?',
      'What does the meeting room cost; where is its calendar?',
    ]) {
      const reply = await ask(question);
      expect(reply.text).toContain('KES 1,500');
      expect(reply.text).toContain('Rooms page');
    }
  });
});

describe('parts of a message that share words', () => {
  it('gives a first part made of a question word and a thing the predicate of the next', () => {
    const names = new Set<string>();
    expect(
      shareAcrossParts(['how many desks', 'how many meeting rooms do you have'], names)[0],
    ).toBe('how many desks do you have');
    expect(shareAcrossParts(['which cities', 'which countries are you in?'], names)[0]).toBe(
      'which cities are you in',
    );
    // A first part with a verb of its own keeps it.
    expect(shareAcrossParts(['what is a day pass', 'what does gold include'], names)[0]).toBe(
      'what is a day pass',
    );
  });

  it('asks a later fragment of the earlier part’s subject', async () => {
    expect(shareAcrossParts(['how do I book the meeting room', 'which app'], new Set())[1]).toBe(
      'which app book meeting room',
    );
    const { ask } = cowork();
    const reply = await ask('how do I book the meeting room? which app');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Rooms page');
    expect(reply.text).not.toContain('Wallet');
  });

  it('reads "get back to me" as a reply', async () => {
    const { ask } = cowork();
    for (const question of [
      'when will the front desk get back to me?',
      'how fast do you get back to us on email?',
    ]) {
      const reply = await ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('1 business day');
    }
  });
});

describe('a follow-up that steps along the previous answer’s list', () => {
  it('reads above/next/bigger as the next item and cheaper/below as the one before', async () => {
    const { ask } = cowork();
    const previous = [{ sender: 'visitor' as const, text: 'What comes with the Silver plan?' }];
    for (const question of [
      'and the plan above that one?',
      'what about the next one up?',
      'ok, and a bigger one?',
    ]) {
      const reply = await ask(question, previous);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('private office');
    }
    for (const question of ['and a cheaper one?', 'what about the plan below it?']) {
      const reply = await ask(question, previous);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('hot desk');
    }
  });

  it('holds the step through a chain of follow-ups', async () => {
    const { ask } = cowork();
    const reply = await ask('and how much is it?', [
      { sender: 'visitor', text: 'What comes with the Silver plan?' },
      { sender: 'bot', text: 'The Silver plan includes a fixed desk and 5 meeting room hours.' },
      { sender: 'visitor', text: 'and the plan above that one?' },
      { sender: 'bot', text: 'The Gold plan includes a private office.' },
    ]);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('KES 18,000');
    expect(reply.text).not.toContain('KES 11,000');
  });

  it('reads "the next hundred" as the span after the one asked', async () => {
    expect(nextRange('and the next 400?', 'price per page for pages 1 to 100')).toBe(
      'price per page for pages 101 to 500',
    );
    expect(nextRange('and the next one?', 'price per page for the first 100 pages')).toBe(
      undefined,
    );
    const { ask } = cowork();
    const previous = [
      { sender: 'visitor' as const, text: 'What does each page cost for the first 100 pages?' },
    ];
    for (const question of ['and for the next 400?', 'what about the following 400 pages?']) {
      const reply = await ask(question, previous);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('KES 7');
      expect(reply.text).not.toContain('KES 3');
    }
  });

  it('leaves messages without a step alone', () => {
    expect(relativeStep('what happens next?')).toBe(0);
    expect(relativeStep('is it better to pay yearly?')).toBe(0);
    expect(relativeStep('what happens after that?')).toBe(0);
    expect(relativeStep('can it handle bigger teams?')).toBe(0);
    expect(relativeStep('can I upgrade it later?')).toBe(0);
    expect(relativeStep('is there anything cheaper?')).toBe(-1);
    expect(relativeStep('and a smaller package?')).toBe(-1);
    expect(relativeStep('and the one above?')).toBe(1);
    expect(relativeStep('anything cheaper than that?')).toBe(-1);
  });
});

describe('a follow-up stays on the previous subject', () => {
  it('asks "what would that one set us back?" of the previous thing', async () => {
    const { ask } = cowork();
    const reply = await ask('right, and what would that one set us back?', [
      { sender: 'visitor', text: 'What is included in the Gold plan?' },
    ]);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('KES 18,000');
  });

  it('reads "it" as the thing the previous question named, however much else is said', async () => {
    const { ask } = cowork();
    const previous = [{ sender: 'visitor' as const, text: 'Can I pay with Mpesa?' }];
    for (const question of [
      'what shows on the receipt it sends?',
      'which details does its receipt list?',
    ]) {
      const reply = await ask(question, previous);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('till number');
    }
  });

  it('answers an unstated topic from the previous one, and a new topic alone', async () => {
    const { ask } = cowork();
    const previous = [{ sender: 'visitor' as const, text: 'How do I book the meeting room?' }];
    for (const question of ['can I cancel?', 'how late can I cancel', 'is cancelling free?']) {
      const reply = await ask(question, previous);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('2 hours before');
      expect(reply.text).not.toContain('30 days');
    }
    const other = await ask('do you have a free trial?', previous);
    expect(other.text).toContain('free trial day');
    const membership = await ask('how do I cancel?', [
      { sender: 'visitor', text: 'What does the Gold membership include?' },
    ]);
    expect(membership.text).toContain('30 days');
  });
});

describe('a follow-up naming its own thing in lower case', () => {
  it('is searched alone', async () => {
    const { retriever } = cowork();
    const names = new Set(['baraka', 'cowork', 'bot']);
    expect(
      await onPreviousTopic(retriever, 61, 'does airtel work too?', 'Can I pay with Mpesa?', names),
    ).toBeUndefined();
    expect(
      await onPreviousTopic(
        retriever,
        61,
        'how late can I cancel',
        'How do I book the meeting room?',
        names,
      ),
    ).toBe('how late can I cancel book meeting room');
  });
});

describe('an off-topic follow-up', () => {
  it('gets no answer from the topic it follows', async () => {
    const { ask } = cowork();
    for (const [before, question] of [
      ['How do I book the meeting room?', 'can you write me a poem about it?'],
      ['What comes with the Gold plan?', 'will it cook dinner for me?'],
      ['Can I pay with Mpesa?', 'who won the football match last night?'],
    ] as const) {
      const reply = await ask(question, [{ sender: 'visitor', text: before }]);
      expect(reply.decision).toBe('dont-know');
    }
  });
});

describe('chat digits for words', () => {
  it('reads 2 as "to" after words that take it and 4 as "for" before a determiner', () => {
    expect(normalizeChat('hw 2 book da meeting room')).toBe('how to book the meeting room');
    expect(normalizeChat('can i talk 2 someone')).toBe('can i talk to someone');
    expect(normalizeChat('a desk 4 my team')).toBe('a desk for my team');
    expect(normalizeChat('wil my passes expire')).toBe('will my passes expire');
    expect(normalizeChat('what would it set us back')).toBe('what would it cost');
  });

  it('drops drawn-out and spoken fillers and reads clipped words', () => {
    expect(normalizeChat('ummmm real quick, hw much is a day pass')).toBe('how much is a day pass');
    expect(normalizeChat('hmmmm so like wat if we run outta passes??')).toBe(
      'what if we run out of passes??',
    );
    expect(normalizeChat('lemme know if i gotta book')).toBe('let me know if i have to book');
    expect(normalizeChat('so how long is it')).toBe('so how long is it');
  });

  it('keeps digits that count', () => {
    expect(normalizeChat('i need 2 desks')).toBe('i need 2 desks');
    expect(normalizeChat('price 4 users')).toBe('price 4 users');
    expect(normalizeChat('we have 2 offices')).toBe('we have 2 offices');
  });

  it('answers a slang question through the business’s knowledge', async () => {
    const { ask } = cowork();
    const reply = await ask('hw 2 book the meeting room?? wher is its calendar');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Rooms page');
    const desk = await ask('uhhh real quick, hw much is da gold plan lol');
    expect(desk.text).toContain('KES 18,000');
    const passes = await ask('my day passes, wil they expire??');
    expect(passes.text).toMatch(/never expire/);
  });
});
