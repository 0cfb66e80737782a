// Session 19, issue #24 (helper `halves16`): two-in-one messages whose second half lost its
// subject or its passage, and price answers holding prices nobody asked. A coworking space of
// its own (not Lisa's knowledge, and no eval question).
import { describe, expect, it } from 'vitest';
import { attributeOfEarlier } from './attribute-part.ts';
import { extraUnitQuestion } from './extra-units.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { topicColonParts } from './topic-colon.ts';
import { splitTwoInOne } from './two-in-one.ts';

function cowork() {
  return askBusiness(161, 'Hive Cowork', [
    businessChunk(
      'about',
      'About Hive Cowork',
      'Hive Cowork is a coworking space in Westlands with hot desks, team desks, lockers and meeting rooms.',
      { sourceId: 'about' },
    ),
    businessChunk(
      'lockers',
      'Prices',
      'Locker sizes:\n\n- A Small locker costs KES 500 per month (one bag).\n- A Medium locker costs KES 900 per month (a bag and a monitor).\n- A Large locker costs KES 1,500 per month (a bike helmet, a monitor and a box of files).',
      { sourceId: 'prices', section: 'Locker prices' },
    ),
    businessChunk('printing-price', 'Prices', 'Printing costs KES 10 per page.', {
      sourceId: 'prices',
      section: 'Printing prices',
    }),
    businessChunk(
      'printing-steps',
      'Printing',
      'To print a file:\n\n1. Open Settings › Printing in the member app.\n2. Upload your file and choose the number of copies.\n3. Collect the pages at the front desk.',
      { sourceId: 'printing', section: 'How to print' },
    ),
    businessChunk(
      'printing-faq',
      'Printing FAQ',
      'The printer checks its queue and skips a file sent twice, so nothing is printed double.',
      { sourceId: 'printing-faq', question: 'Will the printer print the same file twice?' },
    ),
    businessChunk(
      'rooms-faq',
      'Meeting rooms FAQ',
      'Book in the member app: it holds the room for ten minutes while you avoid duplicate bookings by paying.',
      { sourceId: 'rooms-faq', question: 'How do I avoid duplicate bookings of a room?' },
    ),
    businessChunk(
      'rooms',
      'Meeting rooms',
      'Meeting rooms cost KES 1,200 per hour. Rooms open Monday to Friday; weekend bookings are not available yet.',
      { sourceId: 'rooms' },
    ),
    businessChunk(
      'room-bookings',
      'Team desks',
      'A team desk comes with 4 room bookings a month. Each additional booking costs KES 800.',
      { sourceId: 'team-desk', section: 'Room bookings' },
    ),
    businessChunk(
      'team-desk',
      'Team desks',
      'A team desk costs KES 20,000 per month. The first 3 members are included. Each additional member costs KES 2,000 per month.',
      { sourceId: 'team-desk' },
    ),
  ]);
}

describe('"X: A, also B" — a subject before the colon, no announcement', () => {
  it('splits the items and asks each of the subject', () => {
    expect(topicColonParts('Printing: price per page, also the steps to send a file?')).toEqual([
      'price per page for Printing',
      'the steps to send a file for Printing',
    ]);
    // The visitor's own setting is no part of the subject.
    expect(
      topicColonParts('The Large locker for our startup: monthly price; also what fits inside?'),
    ).toEqual(['monthly price for The Large locker', 'what fits inside for The Large locker']);
    expect(
      splitTwoInOne('Meeting rooms: how much per hour, plus can I book one on a weekend?'),
    ).toEqual([
      'how much per hour for Meeting rooms',
      'can I book one on a weekend for Meeting rooms',
    ]);
    expect(topicColonParts('Printing: the price of a page, and the steps to print a file')).toEqual(
      ['the price of a page for Printing', 'the steps to print a file for Printing'],
    );
    // No list after the colon, a label or a question before it: left to the other splits.
    expect(topicColonParts('Printing: how much per page?')).toBeUndefined();
    expect(topicColonParts('Question: how much is printing, also the steps?')).toBeUndefined();
    expect(topicColonParts('Printing: if I send a big file, how much is it?')).toBeUndefined();
  });

  it('answers both halves, each about the subject', async () => {
    const { ask } = cowork();
    for (const message of [
      'Printing: price per page, also the steps to print a file?',
      'Printing for our agency: what does a page cost; also how do I print a file?',
      'printing: the cost, plus the steps to get a document printed',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('answer');
      expect(reply.text, message).toMatch(/KES 10 per page/);
      expect(reply.text, message).toMatch(/Settings › Printing/);
    }
  });
});

describe('a later part asking only an attribute', () => {
  it('asks it of the earlier part’s thing, its scene left out', () => {
    expect(
      attributeOfEarlier(
        'what is included',
        'For our design studio, what does the Large locker cost',
        new Set(),
      ),
    ).toBe('what is included large locker');
    // Statements before the question: the thing they name.
    expect(
      attributeOfEarlier(
        'what is the price',
        'We rent an older Medium locker. Can we keep it',
        new Set(),
      ),
    ).toBe('what is the price medium');
    // A thing of its own, or a name: its own subject.
    expect(attributeOfEarlier('is there a free trial', 'how much is printing', new Set())).toBe(
      undefined,
    );
    expect(attributeOfEarlier('what does Printing cost', 'how big is a locker', new Set())).toBe(
      undefined,
    );
  });

  it('does not answer it with the other sizes’ prices', async () => {
    const { ask } = cowork();
    for (const message of [
      'What does the Large locker cost and what is included?',
      'For our design studio, what is the price of a Large locker, and what do I get with it?',
      'How much is the Large locker per month, and what does it include?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('answer');
      expect(reply.text, message).toMatch(/KES 1,500/);
      expect(reply.text, message).not.toMatch(/KES 500 |KES 900/);
    }
  });
});

describe('a later part the earlier answer did not answer', () => {
  it('still adds the line of what it asks', async () => {
    const { ask } = cowork();
    for (const message of [
      'What does a team desk cost, and what is included?',
      'For our startup, what is the monthly price of a team desk and what comes included?',
      'How much is a team desk per month, and what is included?',
    ]) {
      const reply = await ask(message);
      expect(reply.text, message).toMatch(/KES 20,000/);
      // What a team desk includes: its members, or its room bookings.
      expect(reply.text, message).toMatch(
        /first 3 members are included|comes with 4 room bookings/,
      );
    }
  });
});

describe('"each extra one" after "how many X …"', () => {
  it('is the counted seat, not a later seat word', () => {
    expect(
      extraUnitQuestion(
        'what is charged for each extra one',
        'How many members come free with the team account',
      ),
    ).toBe('what is charged for each extra member');
    expect(
      extraUnitQuestion(
        'what is the price of any extra one',
        'how many members are included per team desk licence',
      ),
    ).toBe('what is the price of any extra member');
    // "how many staff logins": the head of the phrase.
    expect(
      extraUnitQuestion('what does each additional one cost', 'how many staff logins come free'),
    ).toBe('what does each additional login cost');
  });

  it('is any other thing counted, not a seat', async () => {
    expect(
      extraUnitQuestion(
        'what does each additional one cost',
        'How many room bookings come with a team desk for our staff',
      ),
    ).toBe('what does each additional booking cost');
    const { ask } = cowork();
    for (const message of [
      'How many room bookings come with a team desk for our staff, and what does each additional one cost?',
      'How many room bookings does a team desk give our members, and what is charged for every extra one?',
      'how many bookings of a room come with a team desk seat, and what is the price of any extra one?',
    ]) {
      const reply = await ask(message);
      expect(reply.text, message).toMatch(/KES 800/);
      expect(reply.text, message).not.toMatch(/KES 2,000/);
    }
  });

  it('answers both halves', async () => {
    const { ask } = cowork();
    for (const message of [
      'How many members does a team desk include on one account, and what is charged for each extra one?',
      'How many members are included per team desk licence, and what is the price of any extra one?',
      'how many members does one team desk include for our staff, and what does each additional one cost?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('answer');
      expect(reply.text, message).toMatch(/first 3 members/);
      expect(reply.text, message).toMatch(/KES 2,000/);
    }
  });
});

describe('a later part asked of the earlier part’s subject', () => {
  it('is answered from that subject’s passages', async () => {
    const { ask } = cowork();
    for (const message of [
      'What does printing cost, and does it avoid duplicate copies?',
      'How much is printing per page, and will it avoid duplicate copies there?',
      'Printing price, and do you avoid duplicate files there?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('answer');
      expect(reply.text, message).toMatch(/KES 10 per page/);
      expect(reply.text, message).toMatch(/skips a file sent twice/);
      expect(reply.text, message).not.toMatch(/holds the room/);
    }
  });
});

describe('"without leaving X", "from inside X": from X', () => {
  function helpdesk() {
    return askBusiness(162, 'Desk Bell', [
      businessChunk(
        'teams',
        'Microsoft Teams',
        'Desk Bell posts an alert in a Teams channel for every new ticket, with a link to the ticket.',
        { sourceId: 'teams' },
      ),
      businessChunk(
        'teams-faq',
        'Microsoft Teams FAQ',
        'Not yet. Teams alerts link to the Desk Bell inbox, where replies reach the customer.',
        { sourceId: 'teams-faq', question: 'Can agents reply to customers from Teams?' },
      ),
      businessChunk('teams-price', 'Prices', 'Teams setup costs KES 4,000 once.', {
        sourceId: 'prices',
        section: 'Setup prices',
      }),
      businessChunk(
        'inbox',
        'The inbox',
        'Agents leave notes on a ticket, assign it to a colleague and close it without leaving a reply when the customer is happy. Customers write in without an account.',
        { sourceId: 'inbox' },
      ),
    ]);
  }

  it('reads the idiom as "from"', async () => {
    const { insideIdioms } = await import('./inside-idioms.ts');
    expect(insideIdioms('can agents reply without leaving Teams?')).toBe(
      'can agents reply from Teams?',
    );
    expect(insideIdioms('reply to customers from within the CRM')).toBe(
      'reply to customers from the CRM',
    );
    expect(insideIdioms('can I answer right inside Slack')).toBe('can I answer from Slack');
    // "inside" alone says where a thing is, not where it is done from.
    expect(insideIdioms('what is inside the box')).toBe('what is inside the box');
  });

  it('answers the yes/no question its FAQ entry asks, also as a second half', async () => {
    const { ask } = helpdesk();
    for (const message of [
      'Could our staff answer customers without leaving Teams?',
      'Can staff answer customers right inside Teams?',
      'Teams: what is the one-time price, also could our staff answer customers without ever leaving it?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).not.toBe('dont-know');
      expect(reply.text, message).toMatch(/Not yet/);
      expect(reply.text, message).not.toMatch(/leave notes/);
    }
  });
});
