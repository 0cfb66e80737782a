// Session 20, issue #24 (helper `turns17`): two-in-one messages whose second half was dropped
// or answered from another subject's page, and follow-ups that lean on the previous turn,
// each class seen failing in held-out set 17, in words of its own, on a bike-rental business
// of its own (not Lisa's knowledge, and no eval question).
import { describe, expect, it } from 'vitest';
import { accountIdioms } from './account-idioms.ts';
import { credentialIdioms } from './credential-idioms.ts';
import { withSiblingSubject } from './sibling-subject.ts';
import { stateIdioms } from './state-idioms.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { carryTopicAcrossParts } from './two-in-one.ts';

const after = (visitor: string, bot: string) => [
  { sender: 'visitor' as const, text: visitor },
  { sender: 'bot' as const, text: bot },
];

function pedal() {
  return askBusiness(201, 'Pedal Hub', [
    businessChunk(
      'about',
      'About Pedal Hub',
      'Pedal Hub rents city bikes and cargo bikes to companies, schools and hotels, with smart locks and GPS trackers.',
    ),
    businessChunk(
      'prices',
      'Pedal Hub pricing',
      'Add-on setup prices: Smart lock setup costs KES 2,000. Tracker setup costs KES 3,500. Helmet sensor setup costs KES 1,200.',
      { section: 'Add-on setup prices' },
    ),
    businessChunk(
      'tracker',
      'Tracker',
      'The GPS tracker shows on a map where each rented bike is, and warns you when a bike leaves the city.',
    ),
    businessChunk(
      'tracker-privacy',
      'Tracker FAQ',
      'No. The tracker reads only the position of the bike while it is rented, and forgets the trip once the bike is returned.',
      { question: 'Does the tracker see what riders do?' },
    ),
    businessChunk(
      'sensor-faq',
      'Helmet sensor FAQ',
      'No. The helmet sensor only records whether the helmet is worn and its battery level, shown next to each bike in the dashboard; nothing private is read.',
      { question: 'Can staff read private data from the helmet?' },
    ),
    businessChunk(
      'lock',
      'Smart lock',
      'The smart lock opens with a code sent by text message, so riders need no app.',
    ),
    businessChunk(
      'lock-faq',
      'Smart lock FAQ',
      'A Google Workspace login is not needed: a personal Google account works to manage the lock codes.',
      { question: 'Do I need Google Workspace for the lock dashboard?' },
    ),
    businessChunk(
      'quotes',
      'Fleet quotes',
      'The fleet quote form asks how many bikes you need and for which dates. Our fleet team replies to quote requests within 3 business days.',
    ),
    businessChunk(
      'school-trips',
      'School trips',
      'Pedal Hub brings cargo bikes and helmets to school trips, with a guide for groups over twenty riders.',
    ),
  ]);
}

const pedalNames = new Set(['pedal', 'hub']);

describe('a long second half asked of the first half’s thing', () => {
  it('carries the thing in, however many words the half takes', async () => {
    const { retriever } = pedal();
    for (const second of [
      'will anyone on your side be able to read which streets my riders cycle down on weekend trips',
      'is somebody at your office able to read which streets the riders use on weekend trips',
    ]) {
      const parts = ['What do you charge to set up the tracker', second];
      const carried = await carryTopicAcrossParts(retriever, 201, parts, parts, pedalNames);
      expect(carried[1], second).toBe(`${second} tracker`);
    }
  });
});

describe('a mail brand’s account is the provider’s personal account', () => {
  it('reads "an ordinary Gmail account" as help pages write it', () => {
    expect(accountIdioms('will an ordinary Gmail account do?')).toBe(
      'will a personal Google account do?',
    );
    expect(accountIdioms('is a free gmail address enough')).toBe(
      'is a personal Google account enough',
    );
    expect(accountIdioms('we only have Hotmail accounts')).toBe(
      'we only have personal Microsoft account',
    );
    // The mail service itself is no account.
    expect(accountIdioms('can it send the codes from Gmail?')).toBe(
      'can it send the codes from Gmail?',
    );
  });

  it('answers from the entry on personal accounts', async () => {
    const { ask } = pedal();
    for (const message of [
      'How much is the smart lock setup, and is a regular Gmail account fine for its dashboard?',
      'Smart lock: what does setup cost, and will a plain Gmail login do for the lock dashboard?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('answer');
      expect(reply.text, message).toMatch(/KES 2,000/);
      expect(reply.text, message).toMatch(/personal Google account works/);
    }
  });
});

describe('a part refused alone, asked of the thing another part names', () => {
  it('takes the nearest other part’s subject', () => {
    expect(
      withSiblingSubject(
        ['Is Workspace required for the dashboard', 'what is the smart lock setup charge'],
        0,
        new Set(),
      ),
    ).toBe('Is Workspace required for the dashboard smart lock');
    // A lone question takes the previous turn's thing, without the visitor's own setting.
    expect(
      withSiblingSubject(
        ['how soon does your team reply after I send it'],
        0,
        new Set(),
        'What is on the fleet quote form for our hotel',
      ),
    ).toBe('how soon does your team reply after I send it fleet quote form');
    // Nothing the part does not already say: nothing to add.
    expect(
      withSiblingSubject(['does the tracker warn us', 'how much is the tracker'], 0, new Set()),
    ).toBeUndefined();
  });

  it('answers a first half whose subject the second half names', async () => {
    const { ask } = pedal();
    for (const message of [
      'Is a Workspace subscription a must, and what is the smart lock setup price?',
      'Must we have a Workspace plan, and how much is the smart lock setup?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('answer');
      expect(reply.text, message).toMatch(/KES 2,000/);
      expect(reply.text, message).toMatch(/personal Google account works/);
    }
  });

  it('answers a follow-up refused alone from the previous turn’s thing', async () => {
    const { ask } = pedal();
    const before = 'What is on the fleet quote form for our hotel?';
    for (const message of [
      'how quickly do your people reply after I fill it in?',
      'and after we hand it in, how soon do your people reply?',
    ]) {
      const reply = await ask(
        message,
        after(before, 'The fleet quote form asks how many bikes you need and for which dates. [1]'),
      );
      expect(reply.decision, message).toBe('answer');
      expect(reply.text, message).toMatch(/3 business days/);
    }
  });
});

describe('something left unused that "runs out"', () => {
  it('is read as expiring; a balance spent down still runs out', () => {
    expect(stateIdioms('Do leftover ride passes ever run out?')).toBe(
      'Do leftover ride passes ever expire?',
    );
    expect(stateIdioms('do the passes run out if we never use them?')).toBe(
      'do the passes expire if unused?',
    );
    expect(stateIdioms('what happens when our passes run out?')).toBe(
      'what happens when our passes run out?',
    );
  });

  it('answers from the line saying whether they expire', async () => {
    const { ask } = askBusiness(202, 'Pedal Hub', [
      businessChunk(
        'passes',
        'Ride passes',
        'Ride passes pay for rides of up to an hour each. Passes never expire and stay on your account.',
      ),
      businessChunk(
        'passes-empty',
        'Ride passes',
        'When a company runs out of passes, riders pay per minute at the normal rate until you buy more.',
        { section: 'Running out' },
      ),
    ]);
    for (const message of [
      'Do unused passes ever run out?',
      'will our remaining passes run out at some point?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('answer');
      expect(reply.text, message).toMatch(/never expire/);
    }
  });
});

describe('what a credential "looks like"', () => {
  it('is what it starts with; a thing one sees keeps its looks', () => {
    expect(credentialIdioms('What does a fleet token look like?')).toBe(
      'What does a fleet token start with?',
    );
    expect(credentialIdioms('what do the API keys look like, and where are they?')).toBe(
      'what do the API keys start with, and where are they?',
    );
    expect(credentialIdioms('does the map look like our brand, and where is the key?')).toBe(
      'does the map look like our brand, and where is the key?',
    );
  });

  it('answers with its prefix, beside the other half of the message', async () => {
    const { ask } = askBusiness(203, 'Pedal Hub', [
      businessChunk(
        'token',
        'Fleet API',
        'The fleet token lets your booking system unlock bikes. Tokens start with ph_fleet_ and are shown once. A new token replaces the old one, which stops working after one hour.',
      ),
      businessChunk(
        'map',
        'Fleet map',
        'Add data-zoom="12" or data-style="night" to change how the fleet map looks on your site.',
      ),
    ]);
    for (const message of [
      'What does a fleet token look like, and once I get a new one how long does the old one keep working?',
      'what do fleet tokens look like?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('answer');
      expect(reply.text, message).toMatch(/ph_fleet_/);
    }
  });
});
