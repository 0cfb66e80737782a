// The fixes of session 12 for issue #24, each on a small business of its own (a gym with
// plans, classes and stories from its members; not Lisa's knowledge, and not a held-out
// question), drawn from the failures of the seen set 7.
import { describe, expect, it } from 'vitest';
import { normalizeChat } from '../language/chat-shorthand.ts';
import { swahiliVerb, translateQuestion } from '../language/glossary.ts';
import { defaultThresholds, judgeRetrieval } from './create-agent-engine.ts';
import { extremesAsked } from './extremes.ts';
import { carrySubject } from './follow-up.ts';
import { detectHandoffRequest } from './intents.ts';
import { quantitiesAsked, rangeOf } from './ranges.ts';
import { askBusiness, businessChunk } from './test-business.ts';

function gym() {
  return askBusiness(15, 'Simba Gym', [
    businessChunk(
      'plans',
      'Simba Gym prices',
      'Simba Gym offers 3 monthly plans.\n\n- The Bronze plan costs KES 2,000 per month.\n- The Silver plan costs KES 3,500 per month.\n- The Gold plan costs KES 6,000 per month.\n\nEach extra is priced once when you join:\n\n- Locker setup costs $15.\n- Key card setup costs $5.\n- Body scan setup costs $40.',
    ),
    businessChunk(
      'faq',
      'Simba Gym FAQ',
      'You pay a monthly plan, plus extras such as lockers and body scans once, and nothing for classes.',
      { question: 'How much does Simba Gym cost?', section: 'Pricing' },
    ),
    businessChunk(
      'towels',
      'Towel service',
      'Fresh towels wait at the front desk every morning. Towel service setup is priced at $12 (one-time) on the prices page.',
    ),
    businessChunk(
      'packs',
      'Class packs',
      'Class packs are priced per class in bands:\n\n- Classes 1 to 10 cost KES 500 per class.\n- Classes 11 to 30 cost KES 420 per class.\n- Classes 31 to 60 cost KES 380 per class.\n- 61 classes and above cost KES 350 per class.',
    ),
    businessChunk(
      'classes',
      'Classes',
      'Group classes run every evening: boxing, yoga and spinning. Book them in the Simba app.',
    ),
    businessChunk(
      'story',
      'Simba Gym for offices',
      'A logistics firm in Thika moved 40 drivers onto the Gold plan. Their warehouse staff now automate their shift swaps in the app and book yoga before work.',
      { section: 'Offices case study' },
    ),
  ]);
}

describe('requests for a person', () => {
  it('reads a person taking over this very chat as a request, the feature question as a question', () => {
    expect(
      detectHandoffRequest('Could someone from the front desk take over this chat?'),
    ).toBeDefined();
    expect(detectHandoffRequest('can someone real handle my case')).toBeDefined();
    expect(
      detectHandoffRequest('Can a person take over the conversation when the bot is stuck?'),
    ).toBeUndefined();
    expect(detectHandoffRequest('When does a person take over my chat?')).toBeUndefined();
  });

  it('reads the French reflexive imperative "mettez-moi en relation"', () => {
    expect(detectHandoffRequest('Mettez-moi en contact avec un conseiller')).toBeDefined();
    expect(detectHandoffRequest('Mets-moi en relation avec quelqu’un de la salle')).toBeDefined();
    expect(
      detectHandoffRequest('Le bot peut-il mettre en relation un client et un coach ?'),
    ).toBeUndefined();
  });
});

describe('case studies tell a story, they do not offer what they mention', () => {
  it('does not answer from a story what only the story names', async () => {
    const { ask } = gym();
    expect((await ask('Where can I find a warehouse to rent in Thika?')).decision).toBe(
      'dont-know',
    );
    expect((await ask('How many drivers work at the logistics firm?')).decision).toBe('dont-know');
  });

  it('still answers when a word only a story holds comes with a thing that has a page of its own', async () => {
    const { ask } = gym();
    const automate = await ask('Can I automate my class bookings?');
    expect(automate.decision).toBe('answer');
    const classes = await ask('Which classes can I book in the app?');
    expect(classes.decision).toBe('answer');
    expect(classes.text).toMatch(/boxing, yoga and spinning/);
  });
});

describe('everyday French and Swahili words beyond the product words', () => {
  it('reads ordinals, one-time fees, pages and hyphenated French words', () => {
    expect(translateQuestion('Les cours au-delà de dix ?', 'fr')).toBe('the cours above ten');
    expect(translateQuestion('Le casier : quels frais uniques ?', 'fr')).toBe(
      'the casier what are one-time fee',
    );
    expect(translateQuestion('Kadi ya kwanza ni dola ngapi mara moja?', 'sw')).toBe(
      'card first how much one-time',
    );
  });

  it('reads Swahili verbs with an object marker or in the subjunctive', () => {
    expect(swahiliVerb('itatugharimu')).toBe('cost');
    expect(swahiliVerb('tukiongeza')).toBe('add');
    expect(swahiliVerb('ionekane')).toBe('show');
    expect(swahiliVerb('kujaribu')).toBe('try');
  });

  it('answers a Swahili one-time price asked in everyday words', async () => {
    const { ask } = gym();
    const locker = await ask('Locker itatugharimu kiasi gani mara moja?');
    expect(locker.decision).toBe('answer');
    expect(locker.text).toMatch(/\$15/);
  });
});

describe("the second question of a message points back to the first one's subject", () => {
  const gymNames = new Set(['simba', 'gym']);
  it('carries the first question\'s name, or its plural noun for "they"', () => {
    expect(carrySubject('can I shower there', 'How much is the Sauna pass', gymNames)).toBe(
      'can I shower there sauna',
    );
    expect(carrySubject('do they roll over', 'What do 10 class passes cost', gymNames)).toBe(
      'do they roll over passes',
    );
  });

  it('leaves a question that names its own subject, or points nowhere, as it is', () => {
    expect(carrySubject('is there a sauna', 'How much is the Gold plan', gymNames)).toBeUndefined();
    expect(carrySubject('can Yoga do that', 'How much is the Gold plan', gymNames)).toBeUndefined();
    expect(carrySubject('how long does it take at Simba', 'How much is the Scan', gymNames)).toBe(
      'how long does it take at Simba scan',
    );
  });
});

describe('a quantity asked of a priced list of bands', () => {
  it('reads the ranges of the items and the quantities of the question', () => {
    expect(rangeOf('Classes 11 to 30 cost KES 420 per class.')).toEqual({ from: 11, to: 30 });
    expect(rangeOf('61 classes and above cost KES 350 per class.')).toEqual({
      from: 61,
      to: Number.POSITIVE_INFINITY,
    });
    expect(rangeOf('The Gold plan costs KES 6,000 per month.')).toBeUndefined();
    expect(quantitiesAsked('price per class at 1,200 classes, not KES 500?')).toEqual([1200]);
  });

  it('answers with the band holding the quantity, not the whole list', async () => {
    const { ask } = gym();
    const at25 = await ask("What's the price per class when I buy 25 classes?");
    expect(at25.text).toMatch(/KES 420/);
    expect(at25.text).not.toMatch(/KES 500|KES 380|KES 350/);
    const span = await ask('What does a class pack cost per class between 31 and 60 classes?');
    expect(span.text).toMatch(/KES 380/);
    expect(span.text).not.toMatch(/KES 500|KES 420|KES 350/);
  });
});

describe('a list on a page of several lists', () => {
  const page = (id: string, section: string, text: string) =>
    businessChunk(id, 'Simba Gym for runners', text, { sourceId: 'runners', section });
  const runners = () =>
    askBusiness(16, 'Simba Gym', [
      page('r0', '', 'Runners train for races all year, in rain and in heat, often before dawn.'),
      page(
        'r1',
        'Runners challenges',
        '- Knee pain: long runs on hard roads wear joints down.\n- Early starts: most runners train before the gym opens.\n- Plateaus: the same route every day stops making runners faster.',
      ),
      page(
        'r2',
        'What Simba does for runners',
        '- Treadmill hall: twenty treadmills with incline and race videos.\n- Physio corner: a physiotherapist checks knees and ankles on Saturdays.\n- Dawn access: runners on the Gold plan may enter from 4 am.',
      ),
      page(
        'r3',
        'Runners benefits',
        '- Fewer injuries\n- Faster race times\n- Training partners at every level',
      ),
    ]);

  it('answers "what can X do for Y" with the list whose heading says so', async () => {
    const { ask } = runners();
    const reply = await ask('What can Simba do for runners training for races?');
    expect(reply.text).toMatch(/Treadmill hall/);
    expect(reply.text).toMatch(/Physio corner/);
    expect(reply.text).toMatch(/Dawn access/);
    expect(reply.text).not.toMatch(/Knee pain/);
  });

  it('leaves a list question alone when its own section already answers it', async () => {
    const { ask } = runners();
    const reply = await ask('What challenges do runners face?');
    expect(reply.text).toMatch(/Early starts/);
    expect(reply.text).not.toMatch(/Treadmill hall/);
  });
});

describe('a price question whose best passage prices another thing', () => {
  it('answers with the line pricing the thing asked', async () => {
    const { ask } = gym();
    const scan = await ask("What's the one-time fee to get a body scan at the front desk?");
    expect(scan.text).toMatch(/\$40/);
    expect(scan.text).not.toMatch(/\$12/);
  });
});

describe('superlatives with words between', () => {
  it('reads "the top monthly plan", "the bottom class tier", "most affordable"', () => {
    expect(extremesAsked('What does the top monthly plan cost?')).toEqual(['max']);
    expect(extremesAsked('the bottom class pack tier please')).toEqual(['min']);
    expect(extremesAsked('Which is the most affordable extra?')).toEqual(['min']);
    expect(extremesAsked('How do I top up my plan?')).toEqual([]);
  });

  it('answers the top plan with words between from the amounts', async () => {
    const { ask } = gym();
    const top = await ask('What does the top monthly gym plan cost?');
    expect(top.text).toMatch(/Gold plan costs KES 6,000/);
    expect(top.text).not.toMatch(/KES 2,000|KES 3,500/);
  });
});

describe('chat shorthand and the words a visitor calls the agent by', () => {
  it('reads "2" before a verb as "to", and keeps a count', () => {
    expect(normalizeChat('how long 2 get a scan?')).toBe('how long to get a scan?');
    expect(normalizeChat('are 2 lockers included')).toBe('are 2 lockers included');
    expect(normalizeChat('do u guys do yoga')).toBe('do you do yoga');
  });

  it('does not take "bot" for the subject of the question', async () => {
    const { ask } = askBusiness(17, 'Simba Gym', [
      businessChunk(
        'extras',
        'Simba Gym prices',
        'Each extra is priced once when you join:\n\n- Locker setup costs $15.\n- Key card setup costs $5.\n- Body scan setup costs $40.',
      ),
      businessChunk(
        'app',
        'Simba app',
        'The booking bot in the Simba app answers questions about class times at night.',
      ),
    ]);
    const locker = await ask('lokcer bot setup fee??');
    expect(locker.decision).toBe('answer');
    expect(locker.text).toMatch(/\$15/);
  });
});

describe('an FAQ entry answers only the thing it is about', () => {
  const faq = (question: string) => ({
    chunkId: 'faq',
    sourceId: 'faq',
    title: 'Simba Gym FAQ',
    section: 'Pricing',
    question,
    text: 'You pay a monthly plan, plus extras such as lockers and classes.',
    score: 6,
    coverage: 1,
    matchedTerms: [
      { term: 'cost', weight: 2.3, specificity: 0.48 },
      { term: 'class', weight: 1.5, specificity: 0.31 },
    ],
  });
  it('is not the answer when the visitor names a thing its question does not', () => {
    const asked = judgeRetrieval(
      [faq('How much does Simba Gym cost?')],
      'what does one class cost',
      defaultThresholds,
      new Set(['simba', 'gym']),
    );
    expect(asked.confident).toBe(true);
    expect(asked.faq).toBeUndefined();
    const same = judgeRetrieval(
      [faq('How much does a class cost?')],
      'what does one class cost',
      defaultThresholds,
      new Set(['simba', 'gym']),
    );
    expect(same.faq).toBeDefined();
  });
});

describe('a ranking of things the knowledge has no page about', () => {
  it('is a recommendation among other companies: I do not know', async () => {
    const { ask } = gym();
    expect((await ask('Which app is the best for booking yoga classes?')).decision).toBe(
      'dont-know',
    );
  });

  it("still answers a ranking of the business's own things", async () => {
    const { ask } = gym();
    const best = await ask('Which class pack is the best per class?');
    expect(best.decision).toBe('answer');
  });
});

describe("a how-to found on a page's introduction", () => {
  it('answers with the numbered steps of the same page', async () => {
    const page = (id: string, section: string, text: string) =>
      businessChunk(id, 'Lockers', text, { sourceId: 'lockers', section });
    const { ask } = askBusiness(19, 'Simba Gym', [
      page('l0', '', 'Lockers keep your bag safe while you train, and every member may keep one.'),
      page(
        'l1',
        'Locker sizes',
        '- Small lockers hold a bag.\n- Large lockers hold a bag and shoes.',
      ),
      page(
        'l2',
        'Getting one',
        '1. Ask at the front desk for a locker form.\n2. Pay the locker setup at the desk.\n3. Collect your key the same day.',
      ),
      businessChunk('hours', 'Opening hours', 'The gym opens from 5 am to 10 pm every day.'),
    ]);
    const reply = await ask('How do I keep my bag safe in a locker while I train?');
    expect(reply.text).toMatch(/Ask at the front desk/);
  });
});
