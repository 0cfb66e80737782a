// Session 20, issue #24 (helper `prices17`): price questions that name the asked item in the
// visitor's words, and slang around prices. A gym of its own (not Lisa's knowledge, and no
// eval question).
import { describe, expect, it } from 'vitest';
import { normalizeChat } from '../language/chat-shorthand.ts';
import { visitorIdioms } from '../language/visitor-idioms.ts';
import { normalizeAmounts } from '../text/amounts.ts';
import { botNamed } from './bot-named.ts';
import { composeExtractiveAnswer } from './compose-answer.ts';
import { conversionIdioms } from './conversion-idioms.ts';
import { defaultIdioms, defaultNamed } from './default-choice.ts';
import { expiryIdioms } from './expiry-idioms.ts';
import { extremesAsked } from './extremes.ts';
import { termsAfterAmount } from './priced-subject.ts';
import { classifyQuestion } from './question-type.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { asksUnlistedItem, withUnlistedScene } from './unlisted-item.ts';

function gym() {
  return askBusiness(171, 'Pwani Gym', [
    businessChunk(
      'about',
      'About Pwani Gym',
      'Pwani Gym is a fitness club in Mombasa with a gym floor, group classes and a sauna.',
    ),
    businessChunk(
      'memberships',
      'Memberships',
      'When you sign up, the membership form offers 3 memberships to choose from: Basic, Silver, Gold. Basic is the default.\n\n- The Basic membership costs KES 2,000 per month and includes Gym floor, Locker room.\n- The Silver membership costs KES 4,000 per month and includes Everything in Basic, Group classes, Monthly check-in.\n- The Gold membership costs KES 6,000 per month and includes Everything in Silver, Sauna time, Personal trainer.',
      { sourceId: 'memberships' },
    ),
    businessChunk(
      'add-ons',
      'Prices',
      'Each add-on has its own one-time price:\n\n- Sauna pass setup costs KES 1,000.\n- Key card setup costs KES 200.\n- Towel service setup costs KES 300.\n- Any other add-on costs KES 400 to set up.',
      { sourceId: 'prices', section: 'Add-on prices' },
    ),
    businessChunk(
      'passes',
      'Prices',
      'Class passes are priced in bands: each band’s price applies only to the passes inside it. Passes never expire. The pass price bands are:\n\n- Passes 1 to 10 cost KES 500 per pass.\n- Passes 11 to 50 cost KES 400 per pass.\n- 51 passes and above cost KES 300 per pass.',
      { sourceId: 'prices', section: 'Class pass prices' },
    ),
    businessChunk(
      'family',
      'Prices',
      'The first 2 family members are included. Each additional family member costs KES 1,000 per month.',
      { sourceId: 'prices', section: 'Family members' },
    ),
    businessChunk(
      'guests',
      'Guest visits',
      'Guests may train at night with a member who signs them in. A guest ticket is priced at KES 150 (one-time) at the front desk.',
    ),
    businessChunk(
      'key-card',
      'Key Card',
      'A small plastic tag on your keyring that opens the front door and your locker with one tap, day or night.',
    ),
    businessChunk(
      'coach-app',
      'Coach App',
      'Trainers and members follow their plans on their phones through the Coach App (app id coach-app): workouts, progress photos and reminders.',
    ),
    businessChunk(
      'app-price',
      'Prices',
      'Coach App setup costs KES 700 for each member. Prices convert to US dollars at 130 KES per USD (the exchange rate).',
      { sourceId: 'prices', section: 'App and currency' },
    ),
    businessChunk(
      'sauna',
      'Sauna',
      'The sauna room is open from 6 am to 10 pm. Bring a towel and book a slot at the front desk.',
    ),
  ]);
}

describe('a quantity after ">" and "the very first" units of a banded list', () => {
  it('reads ">N" as more than N', () => {
    expect(normalizeAmounts('passes >50 each?')).toBe('passes 51 and above each?');
    expect(normalizeAmounts('rate for >20k messages')).toBe('rate for 20,001 and above messages');
  });

  it('reads the first units bought as the first band, a count after "first" as a count', () => {
    expect(extremesAsked('the very first passes I buy, how much is each?')).toEqual(['first']);
    expect(extremesAsked('what do our first lessons cost?')).toEqual(['first']);
    expect(extremesAsked('are the first 2 members free?')).toEqual([]);
  });

  it('answers with the band asked', async () => {
    const { ask } = gym();
    const over = await ask('passes >50 price each');
    expect(over.text).toMatch(/51 passes and above cost KES 300/);
    const first = await ask('New to training: the very first passes I buy, how much is each?');
    expect(first.text).toMatch(/Passes 1 to 10 cost KES 500/);
    expect(first.text).not.toMatch(/KES 400|KES 300/);
  });
});

describe('the default choice', () => {
  it('names leaving a choice as it is', () => {
    expect(defaultIdioms('If I leave the membership choice untouched, what do I pay?')).toBe(
      'If I keep the default membership choice, what do I pay?',
    );
    expect(defaultIdioms('and if we never change the plan?')).toBe(
      'and if we keep the default plan?',
    );
    expect(defaultIdioms('can I leave the door open?')).toBe('can I leave the door open?');
  });

  it('asks the price of the item the knowledge names the default', async () => {
    const passage = businessChunk(
      'm',
      'Memberships',
      'The form offers Basic and Gold. Basic is the default.',
    );
    const p = { ...passage, score: 1 };
    expect(defaultNamed('what does the default membership cost?', [p])?.question).toBe(
      'what does the default Basic membership cost?',
    );
    expect(defaultNamed('what does the Basic membership cost?', [p])).toBeUndefined();
    const { ask } = gym();
    for (const message of [
      'If I leave the membership choice untouched on the sign-up form, what monthly amount do I pay?',
      'What does the default membership cost per month?',
    ]) {
      const reply = await ask(message);
      expect(reply.text, message).toMatch(/Basic membership costs KES 2,000/);
      expect(reply.text, message).not.toMatch(/KES [46],000/);
    }
  });
});

describe('a priced line names its item before its amount', () => {
  it('holds apart the words after the amount', () => {
    expect([
      ...termsAfterAmount(
        'The Silver membership costs KES 4,000 per month and includes Monthly check-in.',
      ),
    ]).toEqual(expect.arrayContaining(['monthli', 'check']));
    expect(termsAfterAmount('Sauna pass setup costs KES 1,000.').has('sauna')).toBe(false);
  });

  it('does not price a thing by what another item includes', async () => {
    const { ask } = gym();
    const gold = await ask('what does the gold membership cost monthly');
    expect(gold.text).toMatch(/Gold membership costs KES 6,000/);
    expect(gold.text).not.toMatch(/KES 4,000/);
    // "room" is only in what the Basic membership includes: the scene names the thing priced.
    const keys = await ask(
      'Our kids lose their keys all the time. How much would you charge once for the room?',
    );
    expect(keys.text).toMatch(/^- Key card setup costs KES 200/);
  });

  it('answers two questions of one message, each sentence asking', async () => {
    const { ask } = gym();
    const reply = await ask("What's the price per extra family member? And the key card setup?");
    expect(reply.text).toMatch(/KES 1,000 per month/);
    expect(reply.text).toMatch(/KES 200/);
  });
});

describe('everyday words for a seat and for what it adds', () => {
  it('reads a person joining the account as a user, and "adds monthly" as a price', () => {
    expect(visitorIdioms('if a third colleague joins our account')).toBe(
      'if a third user joins our account',
    );
    expect(classifyQuestion('what does that person add monthly?')).toBe('price');
    expect(classifyQuestion('what monthly amount am I signing up for?')).toBe('price');
    expect(classifyQuestion('what amount of storage do I get?')).not.toBe('price');
  });
});

describe('a balance that "dies"', () => {
  it('expires, when something held in advance is named', () => {
    expect(expiryIdioms('my passes, will they die after a year??')).toBe(
      'my passes, will they expire after a year??',
    );
    expect(expiryIdioms('do unused credits vanish in January?')).toBe(
      'do unused credits expire in January?',
    );
    expect(expiryIdioms('will the website die if you go down?')).toBe(
      'will the website die if you go down?',
    );
  });

  it('is answered from the sentence saying they never expire', async () => {
    const { ask } = gym();
    const reply = await ask('my class passes, wil they die after some months??');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/never expire/);
  });
});

describe('the item a price question names by what it is', () => {
  it('is priced by the name of the page describing it', async () => {
    const { ask } = gym();
    const tag = await ask(
      'We just need the plastic tag for members who train at night. What is the one-time price?',
    );
    expect(tag.decision).toBe('answer');
    expect(tag.text).toMatch(/Key card setup costs KES 200/);
    expect(tag.text).not.toMatch(/KES 1,000|KES 300/);
  });

  it('reads a name the search joined ("Coach App" as "coachapp") in a line writing it apart', () => {
    const page = {
      ...businessChunk(
        'page',
        'Coach App',
        'Members follow their plans through the Coach App (app id coach-app).',
      ),
      score: 2,
      matchedTerms: [
        { term: 'coachapp', weight: 4.8 },
        { term: 'coach', weight: 1.2 },
        { term: 'app', weight: 1.2 },
      ],
    };
    const prices = {
      ...businessChunk(
        'prices',
        'Prices',
        'Each add-on has its own price:\n\n- Coach App setup costs KES 700.\n- Key card setup costs KES 200.\n- Towel service setup costs KES 300.',
      ),
      score: 3,
      matchedTerms: [
        { term: 'coachapp', weight: 4.8 },
        { term: 'coach', weight: 1.2 },
        { term: 'app', weight: 1.2 },
        { term: 'price', weight: 1.9 },
      ],
    };
    const answer = composeExtractiveAnswer([prices, page], 'Coach App price', {
      kind: 'price',
      sourcesHeading: 'Sources',
    });
    expect(answer?.body).toMatch(/^- Coach App setup costs KES 700\. \[1\]$/);
  });
});

describe('a thing the visitor says is not listed', () => {
  it('reads "isn\u2019t one you name" as unlisted, and carries it into a later part', () => {
    expect(asksUnlistedItem('Our rowing machine isn\u2019t one you name anywhere.')).toBe(true);
    expect(asksUnlistedItem('is it not one you list?')).toBe(true);
    expect(asksUnlistedItem('Is the sauna one you recommend?')).toBe(false);
    expect(
      withUnlistedScene(
        'at what one-off price?',
        'Our gloves are not one you list. Can we add them, and at what one-off price?',
      ),
    ).toBe('at what one-off price, not listed');
    expect(withUnlistedScene('at what price?', 'Can we add gloves, and at what price?')).toBe(
      'at what price?',
    );
  });

  it('is priced by the catch-all item, found past the first passages', async () => {
    const { ask } = gym();
    const reply = await ask(
      'Our boxing gloves aren\u2019t one you name anywhere. Could you still add them, and at what one-off price?',
    );
    expect(reply.text).toMatch(/Any other add-on costs KES 400/);
  });
});

describe('money turned into another currency', () => {
  it('is converted, the word price pages use', () => {
    expect(conversionIdioms('what rate do you use to turn shillings into dollars?')).toBe(
      'what rate do you use to convert shillings to dollars?',
    );
    expect(conversionIdioms('can I change our prices to euros')).toBe(
      'can I convert our prices to euros',
    );
    expect(conversionIdioms('turn the chat into a ticket')).toBe('turn the chat into a ticket');
  });

  it('answers the exchange rate asked in those words', async () => {
    const { ask } = gym();
    const reply = await ask('What exchange rate do you use to turn shillings into dollars?');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/130 KES per USD/);
  });
});

describe('chat shorthand after a negation', () => {
  it('reads "no" after "dnt" as "know"', () => {
    expect(normalizeChat('wat if the bot dnt no the answr')).toBe(
      "what if the bot don't know the answer",
    );
    expect(normalizeChat('no i dont want that')).toBe('no i dont want that');
  });
});

describe('"the bot" is the business\u2019s own agent', () => {
  it('is asked by the agent\u2019s name when the knowledge names it', async () => {
    const { retriever } = gym();
    expect(await botNamed('hw do I get da bot on my site', 'Pwani', retriever, 171)).toBe(
      'hw do I get Pwani on my site',
    );
    expect(await botNamed('can ur chatbot book a class?', 'Pwani', retriever, 171)).toBe(
      'can Pwani book a class?',
    );
    // A name the knowledge never uses, or no bot named: as written.
    expect(await botNamed('can the bot book a class?', 'Zawadi', retriever, 171)).toBe(
      'can the bot book a class?',
    );
    expect(await botNamed('can I book a class?', 'Pwani', retriever, 171)).toBe(
      'can I book a class?',
    );
  });
});
