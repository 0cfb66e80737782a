// Session 20, issue #24 (helper `howto17`): how-tos named by what the visitor wants rather than
// by the feature, and how-tos whose right page was found but not its steps. A bakery-ordering
// chat product of its own (not Lisa's knowledge, and no eval question).
import { describe, expect, it } from 'vitest';
import { analyze } from '../text/analyzer.ts';
import { synonymsOf } from '../text/synonyms.ts';
import type { AgentReply, Passage } from '../types.ts';
import { attributeUnstated } from './asked-attribute.ts';
import { composeExtractiveAnswer } from './compose-answer.ts';
import { lineAsked, placeLineFirst } from './exact-line.ts';
import { goalIdioms } from './goal-idioms.ts';
import { unknownOwnThing } from './own-thing.ts';
import { classifyQuestion } from './question-type.ts';
import { resumeIdioms } from './resume-idioms.ts';
import { withSituations } from './situation.ts';
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
      'webchat',
      'Web Chat',
      'key',
      'The Shop Key ties the chat on your site to your Mkate shop. Keys start with mk_. The full key stays in Channels › Web Chat, where you can copy it again or regenerate it; a regenerated key replaces the old one.',
      'The Shop Key',
    ),
    page(
      'calendar',
      'Calendar',
      'intro',
      'Mkate takes cake-collection slots and books pickups straight into your calendar, so no two orders are promised the same hour.',
    ),
    page(
      'calendar',
      'Calendar',
      'using',
      '1. Open Channels › Calendar and connect Google or Microsoft.\n2. Choose the calendars Mkate may read and write.\n3. Set opening hours and the pickup length.',
      'Using Calendar with Mkate',
    ),
    page(
      'weddings',
      'Mkate for Weddings',
      'intro',
      'Couples ask about tiers and tastings at all hours. Mkate answers from your price list and books tastings straight into the right decorator’s calendar.',
    ),
    page(
      'trello',
      'Trello',
      'intro',
      'Create Trello cards from orders so no complaint, refund or special request is forgotten.',
    ),
    page(
      'trello',
      'Trello',
      'using',
      '1. Connect your Trello board from Channels › Trello.\n2. In Workflows, add a “Create Trello card” step where a follow-up is needed.\n3. Pick the list and the due date.',
      'Using Trello with Mkate',
    ),
    page(
      'caterers',
      'Mkate for Caterers',
      'flow',
      '1. Order arrives: a caterer orders trays on WhatsApp.\n2. Follow-up is tracked: promised refunds and callbacks become cards in a workflow, and the customer record is updated.',
      'Caterers workflow',
    ),
    page(
      'till',
      'Till Sync',
      'using',
      '1. Collect your till address and its access code.\n2. Enter them under Channels › Till Sync.\n3. Review the products before they go live.',
      'Using Till Sync with Mkate',
    ),
    page(
      'library',
      'The recipe library',
      'systems',
      'Shop data can fill the library too. For Till Sync, POST /till/products/{shop_id} fetches your products, prices and stock into the recipe library.',
      'Data from your till',
    ),
    page(
      'webchat',
      'Web Chat',
      'connect',
      '1. Sign in and open Channels › Web Chat.\n2. Copy the snippet with your Shop Key.\n3. Optional: add data-title="Order your cake" or data-theme="dark" to the snippet to change how the chat looks.',
      'How to connect Web Chat',
    ),
    page(
      'api-doc',
      'The Mkate order API',
      'intro',
      'Developers can send orders to Mkate from their own apps and tills through a JSON API.',
    ),
    page(
      'order-api',
      'Order API',
      'using',
      '1. Create an API token under Settings › Tokens.\n2. Install the client with npm install @mkate/orders.\n3. Send each order with your shop id.',
      'Using Order API with Mkate',
    ),
    page(
      'order-api',
      'Order API',
      'connect',
      '1. Keep the token on your server.\n2. Send requests with the header Authorization: Bearer <token>.',
      'How to connect Order API',
    ),
    businessChunk(
      'order-api-faq',
      'Order API FAQ',
      'Any language that speaks JSON. The Kotlin client is official; the others are generated.',
      {
        sourceId: 'order-api-faq',
        section: 'Order API',
        question: 'Which languages can I call it from?',
      },
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
    'The snippet is on our bakery site now. How should I check that the web chat works?',
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

describe('the steps of the page the question names, before another page sharing more words', () => {
  it('a task for a refund we promised is the Trello page’s steps', async () => {
    const reply = await bakery().ask(
      'How can a workflow open a card in Trello for a refund we promised a caterer?',
    );
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Create Trello card');
  });

  it('pickups put into our decorator’s calendar are the Calendar page’s steps', async () => {
    const reply = await bakery().ask(
      'How can I let Mkate put cake pickups straight into our decorator’s calendar?',
    );
    expect(reply.text).toContain('Channels › Calendar');
  });

  it('another page naming the thing and saying through what to act still answers', () => {
    const term = (t: string, weight: number) => ({ term: t, weight, specificity: weight / 5 });
    const page = (chunkId: string, title: string, text: string, terms: string[], score: number) =>
      ({
        chunkId,
        sourceId: chunkId,
        title,
        text,
        score,
        matchedTerms: terms.map((t) => term(t, t === 'mkate' ? 0.2 : 3)),
      }) satisfies Passage;
    const passages = [
      {
        ...page(
          'till',
          'Till Sync',
          '1. Collect your till address.\n2. Save it in Mkate.',
          ['till'],
          9,
        ),
        section: 'Using Till Sync with Mkate',
      },
      page(
        'library',
        'The recipe library',
        'For Till Sync, POST /till/products/{shop_id} fetches your products and stock into Mkate.',
        ['till', 'sync', 'product', 'stock', 'mkate'],
        8,
      ),
    ];
    const body = (text: string) =>
      composeExtractiveAnswer(
        [passages[0] as Passage, { ...(passages[1] as Passage), text }],
        'How do I get our Till Sync products and stock into Mkate?',
        { sourcesHeading: 'Sources', kind: 'how-to' },
      )?.body ?? '';
    expect(body(passages[1]?.text ?? '')).toContain('POST /till/products');
    // Said only as what happens, the other page's line gives way to the named page's steps.
    expect(body('Till Sync sends your products and stock to Mkate overnight.')).toContain(
      'Collect your till address',
    );
  });
});

describe('a how-to in the visitor’s words for a feature the knowledge names otherwise', () => {
  it('a diary is a calendar, and the visitor’s own people are no unknown thing', async () => {
    const reply = await bakery().ask(
      'How do I let Mkate see my pickup diary so it stops double-booking my cake decorators?',
    );
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Channels › Calendar');
  });

  it('a situation’s question answered in the thesaurus’ word for it keeps its answer', async () => {
    // An engine that cannot answer the whole message, and answers the question after the
    // situation in the knowledge's word ("regenerate" for "swap").
    const reply = (decision: AgentReply['decision'], text: string): AgentReply => ({
      decision,
      text,
      citations: [],
      language: 'en',
      engine: 'embedded',
    });
    const engine = withSituations({
      llmFailures: 0,
      reply: async (request) =>
        request.history.length > 0
          ? reply('answer', 'Open Channels › Web Chat and regenerate the Shop Key. [1]')
          : reply('dont-know', 'I do not know.'),
    });
    const answered = await engine.reply({
      businessId: 171,
      businessName: 'Mkate',
      agentName: 'Mkate',
      defaultLanguage: 'en',
      message: 'A temp we let go saw our Shop Key. How do I swap it for a new one?',
      history: [],
    });
    expect(answered.text).toContain('regenerate');
  });

  it('a diary is a calendar', () => {
    expect(synonymsOf(analyze('diary')[0] ?? '')).toContain(analyze('calendar')[0]);
  });

  it('the visitor’s own people are no thing the knowledge lacks', () => {
    const calendar: Passage = {
      chunkId: 'calendar',
      sourceId: 'calendar',
      title: 'Calendar',
      text: 'Mkate books pickups straight into your calendar without double-booking anyone.',
      score: 1,
      matchedTerms: [],
    };
    for (const question of [
      'How do I stop Mkate double-booking my personal trainers?',
      'How do I stop Mkate double-booking our instructors?',
    ])
      expect(unknownOwnThing(question, [calendar], new Set())).toBe(false);
    expect(unknownOwnThing('How do I stop my oven burning the bread?', [calendar], new Set())).toBe(
      true,
    );
  });

  it('a refund the visitor promised a customer is no refund policy asked', () => {
    const trello: Passage = {
      chunkId: 'trello',
      sourceId: 'trello',
      title: 'Trello',
      text: 'A workflow step opens a Trello task for each complaint, refund or special request.',
      score: 1,
    };
    expect(
      attributeUnstated('How can a workflow open a card in Trello for a refund we promised?', [
        trello,
      ]),
    ).toBe(false);
    expect(attributeUnstated('Do you give a refund if we cancel?', [trello])).toBe(true);
  });

  it('data pulled or brought into the product is imported', () => {
    expect(goalIdioms('We keep stock in our till. What are the steps to pull it in?')).toBe(
      'We keep stock in our till. What are the steps to import it?',
    );
    expect(goalIdioms('Our prices sit in the till; what brings our product data into Mkate?')).toBe(
      'Our prices sit in the till; how do I import our product data into Mkate?',
    );
    // Bringing the bot somewhere is connecting it, not importing data.
    const same = 'How do I bring Mkate into our Slack?';
    expect(goalIdioms(same)).toBe(same);
  });

  it('something put into a calendar is booked there', () => {
    expect(goalIdioms('Can it put tastings into my diary?')).toBe(
      'Can it book tastings into my diary?',
    );
  });
});

describe('a how-to named by what the visitor wants, third wave', () => {
  it('a page with no steps of its own takes the steps of the page on its subject', async () => {
    // The order API's documentation page describes it; the "Order API" page's steps for using
    // it answer, not also its steps for connecting.
    const reply = await bakery().ask('How can our developers use the order API?');
    expect(reply.text).toContain('npm install @mkate/orders');
    expect(reply.text).not.toContain('Keep the token on your server');
  });

  it('an FAQ entry answering which languages gives way to its page’s steps', async () => {
    const reply = await bakery().ask('How do I start using the Kotlin client?');
    expect(reply.text).toContain('npm install @mkate/orders');
  });

  it('a quoted value is set by the line showing it', async () => {
    const reply = await bakery().ask(
      'We want our chat headed “Order your cake”. How do I change its heading?',
    );
    expect(reply.text).toContain('data-title="Order your cake"');
    expect(reply.text).not.toContain('Copy the snippet');
  });

  it('one setting doing a thing is asked as an option line; all of them as a list', () => {
    expect(lineAsked('The chat should pop up on arrival. Which setting does that?')).toBe('option');
    expect(lineAsked('what options does the chat snippet accept?')).toBeUndefined();
  });

  it('where a thing goes, said in a passage ranked low', () => {
    const passage = (chunkId: string, text: string, terms: string[], score: number): Passage => ({
      chunkId,
      sourceId: chunkId,
      title: 'Web Chat',
      text,
      score,
      matchedTerms: terms.map((t) => ({ term: t, weight: 3, specificity: 0.6 })),
    });
    const features = passage(
      'features',
      '- One snippet, works on Squarespace, Wix or plain HTML\n- Light or dark theme',
      ['squarespac', 'snippet'],
      9,
    );
    const install = passage(
      'install',
      '1. Copy the code.\n2. Paste the snippet just before the closing </body> tag of your site.',
      ['snippet'],
      2,
    );
    const question = 'We use Squarespace. Where exactly does the snippet go?';
    expect(placeLineFirst([features], question, [features, install])?.[0]).toBe(install);
    // A line saying where that shares only a stray word of the question is no answer.
    const stray = passage('stray', 'Most enquiries go cold before an agent calls back.', [], 3);
    expect(placeLineFirst([features], question, [features, stray])).toBeUndefined();
  });

  it('goals said in everyday words', () => {
    expect(goalIdioms('I want a to-do made in Trello')).toBe('I want a task made in Trello');
    expect(goalIdioms('the customer gets two answers')).toBe('the customer gets duplicate answers');
    expect(goalIdioms('to show at the top of our order screen')).toBe(
      'to show in the header of our order screen',
    );
    expect(goalIdioms('How do I put Mkate on our WhatsApp number?')).toBe(
      'How do I connect Mkate to our WhatsApp number?',
    );
    // On a website it is installed, as help pages already say.
    const site = 'How do I put Mkate on our website?';
    expect(goalIdioms(site)).toBe(site);
  });

  it('"how is that done?" after a goal asks the way to it', () => {
    expect(
      classifyQuestion(
        'When a cake order is late, I want a task made in Trello. How is that done?',
      ),
    ).toBe('how-to');
  });

  it('words for the same thing: resending is retrying, a log a history, a backend a server', () => {
    const meant = (a: string, b: string) =>
      synonymsOf(analyze(a)[0] ?? '').includes(analyze(b)[0] ?? '');
    expect(meant('resends', 'retried')).toBe(true);
    expect(meant('log', 'history')).toBe(true);
    expect(meant('backend', 'server')).toBe(true);
  });

  it('a call from the visitor’s own server asks nothing of where the product runs', () => {
    const api: Passage = {
      chunkId: 'api',
      sourceId: 'api',
      title: 'Order API',
      text: 'Send each order with your shop id and a token kept on your server.',
      score: 1,
    };
    expect(attributeUnstated('From our own server, how do I send an order to Mkate?', [api])).toBe(
      false,
    );
    expect(attributeUnstated('Can we run Mkate on our own servers?', [api])).toBe(true);
  });
});
