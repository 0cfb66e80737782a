// Session 20, issue #24 (helper `howto17`): how-tos named by what the visitor wants rather than
// by the feature, and how-tos whose right page was found but not its steps. A bakery-ordering
// chat product of its own (not Lisa's knowledge, and no eval question).
import { describe, expect, it } from 'vitest';
import { lineAsked } from './exact-line.ts';
import { goalIdioms } from './goal-idioms.ts';
import { resumeIdioms } from './resume-idioms.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { addedThing } from './ways-list.ts';

function bakery() {
  const page = (source: string, title: string, id: string, text: string, section?: string) =>
    businessChunk(`${source}-${id}`, title, text, {
      sourceId: source,
      ...(section ? { section } : {}),
    });
  return askBusiness(171, 'Mkate', [
    page(
      'start',
      'Getting started with Mkate',
      'steps',
      '1. Setup: create a shop bot, choose its menu language and connect your website.\n2. Fill the recipe library: upload menus, price sheets or links.\n3. Go live: one click opens ordering on every connected channel.',
      'The three steps',
    ),
    page(
      'start',
      'Getting started with Mkate',
      'library',
      'In the dashboard you can add a recipe source as:\n\n- a menu sheet, CSV or XLSX with dish and price columns;\n- a scanned menu: Mkate reads the printed text and the prices;\n- a web page link: Mkate fetches the page and keeps the dishes and their prices;\n- notes typed straight into the dashboard.',
      'Building the recipe library',
    ),
    page(
      'webchat',
      'Web Chat',
      'intro',
      'The Web Chat puts Mkate on every page of your bakery site: a round button opens an ordering panel where customers pick cakes and pay.',
    ),
    page(
      'webchat',
      'Web Chat',
      'using',
      '1. Open Channels › Web Chat in your dashboard and copy the snippet.\n2. Paste the snippet in the footer of your site and publish it.\n3. Open your site in a private window and order a bun to see Mkate reply.',
      'Using Web Chat with Mkate',
    ),
    page(
      'messenger',
      'Messenger',
      'intro',
      'Answer every message customers send your Facebook Page, day and night, and take their cake orders in the chat.',
    ),
    page(
      'messenger',
      'Messenger',
      'using',
      '1. Open Channels › Messenger and select Connect.\n2. Log in with a Facebook account that runs the Page.\n3. Choose the Pages Mkate should serve.',
      'Using Messenger with Mkate',
    ),
    page(
      'photogram',
      'Photogram',
      'connect',
      '1. Link the Photogram shop account to a Facebook Page.\n2. In the Photogram app: Settings › Messages › Connected tools › Allow ordering replies to messages.\n3. In Mkate: Channels › Photogram › Connect.',
      'How to connect Photogram',
    ),
    page(
      'handover',
      'Handing over',
      'inbox',
      'When a baker replies from the inbox, Mkate stays silent until the conversation is handed back to it.',
      'In the inbox',
    ),
    page(
      'signup',
      'Signing up',
      'code',
      'Register at /join with your email. We text you a 4-digit code; type it at /confirm (ask for a new one at /code-again).',
      'Your account',
    ),
  ]);
}

describe('a how-to adding something the visitor has: the item of the list of ways naming it', () => {
  it.each([
    ['How do I upload our menu sheet so the bot can take orders from it?', 'CSV or XLSX'],
    [
      'Our cakes are listed on our own site. How do I add that web page to the library?',
      'fetches the page',
    ],
    [
      'I keep my prices in a spreadsheet. How should it look to import it as a menu sheet?',
      'dish and price columns',
    ],
    ['How can Mkate learn from the cake pages on our site?', 'fetches the page'],
  ])('%s', async (question, expected) => {
    const reply = await bakery().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain(expected);
  });

  it('reads what is added, up to where it goes', () => {
    expect([
      ...addedThing('How do I feed the help pages on our website into the library?'),
    ]).toEqual(['help', 'page']);
    expect([...addedThing('How do I upload it as a menu sheet?')]).toEqual(['menu', 'sheet']);
    expect(addedThing('Where do I find the snippet?').size).toBe(0);
  });
});

describe('a "where" in a statement before the question asks no place', () => {
  it('the page where customers write is the Messenger page, not a screen of another app', async () => {
    const reply = await bakery().ask(
      'Our bakery has a Facebook Page where customers message us. How do I get Mkate answering them there?',
    );
    expect(reply.text).toContain('Channels › Messenger');
    expect(reply.text).not.toContain('Photogram app');
  });

  it('still asks a place when the question says where', () => {
    expect(lineAsked('We sell cakes. Where do I paste the snippet?')).toBe('place');
    expect(lineAsked('We have a shop where cakes sell fast. How do I add the chat?')).not.toBe(
      'place',
    );
  });
});

describe('how to check that a thing set up works: the step that tries it', () => {
  it.each([
    'I pasted the snippet on our bakery site. What is the best way to test that it works?',
    'The snippet is on our bakery site now. How should I check that ordering works?',
  ])('%s', async (question) => {
    const reply = await bakery().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('private window');
  });
});

describe('how-to goals in the visitor’s words', () => {
  it('a bot learning from content is that content added to its knowledge', () => {
    expect(goalIdioms('Can the bot learn from our brochures?')).toBe(
      'Can the bot add our brochures to the knowledge base?',
    );
    expect(goalIdioms('How do we train Mkate on our old menus?')).toBe(
      'How do we add our old menus to the knowledge base?',
    );
    // The visitor's own learning, or their staff's training, is not the bot's.
    for (const same of [
      'I want to learn from the best bakers',
      'How do we train our staff on the till?',
    ])
      expect(goalIdioms(same)).toBe(same);
  });

  it('another one of what never came is a new one', async () => {
    expect(goalIdioms('The code never came, can you send me another?')).toBe(
      'The code never came, can you send me a new one?',
    );
    const reply = await bakery().ask('My sign-up code never arrived. How do I get another one?');
    expect(reply.text).toContain('/code-again');
  });

  it('the bot answering a chat again after a person is the chat handed back', async () => {
    expect(resumeIdioms('when does the bot start replying that customer again?')).toBe(
      'when does the bot get the conversation handed back?',
    );
    expect(resumeIdioms('how does the assistant take over again?')).toBe(
      'how does the assistant get the conversation handed back?',
    );
    // A person taking over is the handoff itself.
    const same = 'how does a baker take over again?';
    expect(resumeIdioms(same)).toBe(same);
    const reply = await bakery().ask(
      'Our baker finished helping the customer; how does the bot take over again?',
    );
    expect(reply.text).toContain('handed back');
  });
});
