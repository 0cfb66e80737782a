// The fixes of session 10 for issue #24, each on a small business of its own (a gym with
// plans, classes and a sauna; not Lisa's knowledge, and not a held-out question): list
// questions that name one item of a list whose introduction names them all, Swahili verb
// forms and French words the glossary lacked, short questions read as another language.
import { describe, expect, it } from 'vitest';
import { plainInline } from '../ingest/parse-markdown.ts';
import { normalizeChat } from '../language/chat-shorthand.ts';
import { detectLanguage } from '../language/detect-language.ts';
import { swahiliVerb, translateQuestion } from '../language/glossary.ts';
import { createMemoryRetriever } from '../search/memory-retriever.ts';
import { normalizeAmounts } from '../text/amounts.ts';
import { termOf } from '../text/analyzer.ts';
import { synonymsOf } from '../text/synonyms.ts';
import type { AgentRequest } from '../types.ts';
import { createAgentEngine } from './create-agent-engine.ts';
import { rewriteFollowUp } from './follow-up.ts';
import { detectHandoffRequest } from './intents.ts';
import { classifyQuestion } from './question-type.ts';
import { rankForKind } from './rank-for-kind.ts';
import { businessChunk } from './test-business.ts';

function setup() {
  const retriever = createMemoryRetriever();
  const chunk = businessChunk;
  retriever.replaceSource(12, 'gym', [
    chunk(
      'plans',
      'Simba Fitness prices',
      'Simba Fitness offers 3 monthly plans: Bronze, Silver, Gold.\n\n- The Bronze plan costs KES 2,000 per month and includes gym floor access, one towel.\n- The Silver plan costs KES 3,500 per month and includes classes, a locker, sauna evenings.\n- The Gold plan costs KES 6,000 per month and includes a personal trainer, nutrition review, guest passes.',
      { section: 'Plans at the front desk' },
    ),
    chunk('sauna', 'Sauna', 'A sauna visit is priced at KES 200.'),
    chunk(
      'sauna-book',
      'Using the sauna',
      '1. Book the sauna in the Simba app.\n2. Get the sauna connected to your key card at the front desk.',
    ),
    chunk('hours', 'Opening hours', 'The gym opens from 5 am to 10 pm every day.'),
    chunk(
      'locker',
      'Getting a locker',
      'Ask at the front desk for a locker. We hand you a key on a wristband. Return the wristband when you leave.',
    ),
    chunk(
      'join',
      'Joining',
      'Sign up at the desk with your name, a phone number and a photo; new members get a key card.',
    ),
    chunk('desk', 'Front desk', 'The front desk team owns the lost-and-found box.'),
    chunk('story', 'Our story', 'The gym grew from one room into a company of three gyms.'),
    chunk('kit', 'Kit', 'We make our own towels and water bottles.'),
    chunk('guest', 'Guests', 'You can try one class free with a guest pass at the desk.'),
    chunk(
      'boxing',
      'Boxing',
      'Boxing at Simba: boxing gloves are lent at the desk, and boxing coaches train beginners and boxing regulars alike.',
    ),
    chunk(
      'class-prices',
      'Class prices',
      'Each drop-in class has its own price, paid at the desk or in the app, cash or card:\n\n- A boxing class costs KES 500.\n- A yoga class costs KES 400.\n- A spinning class costs KES 450.\n- A pilates class costs KES 600.\n- A dance class costs KES 350.',
    ),
    chunk(
      'unused',
      'Class credits',
      'Class credits never expire: unused credits stay on your card from month to month.',
    ),
    chunk(
      'rate',
      'Paying in dollars',
      'Dollars are converted at 130 KES per USD (the exchange rate).',
    ),
  ]);
  const engine = createAgentEngine({ retriever });
  const ask = (message: string, history: AgentRequest['history'] = []) =>
    engine.reply({
      businessId: 12,
      businessName: 'Simba Fitness',
      agentName: 'Simba',
      defaultLanguage: 'en',
      message,
      history,
    });
  return { ask };
}

describe('a list question naming one item of a list whose introduction names them all', () => {
  it('reads long "what does … include" and "what\'s in …" questions as list questions', () => {
    expect(classifyQuestion('What does the Gold plan at the front desk include?')).toBe('list');
    expect(classifyQuestion("What's in the Silver plan?")).toBe('list');
    expect(classifyQuestion("What's included in the Bronze plan?")).toBe('list');
    expect(classifyQuestion('Which card readers does the front desk accept?')).toBe('list');
    // A yes/no question about one thing stays one.
    expect(classifyQuestion('Does the Gold plan include a trainer?')).toBe('yes-no');
  });

  it('answers with the named item, not with the line that only names every plan', async () => {
    const { ask } = setup();
    const gold = await ask('What does the Gold plan at the front desk include?');
    expect(gold.text).toContain('personal trainer');
    expect(gold.text).not.toContain('KES 3,500');
    const silver = await ask("What's in the Silver plan?");
    expect(silver.text).toContain('sauna evenings');
    expect(silver.text).not.toContain('KES 6,000');
  });
});

describe('Swahili verb forms and French words the glossary lacked', () => {
  it('reads a Swahili verb through its root', () => {
    expect(swahiliVerb('inagharimu')).toBe('cost');
    expect(swahiliVerb('kunagharimu')).toBe('cost');
    expect(swahiliVerb('itagharimu')).toBe('cost');
    expect(swahiliVerb('nimeunganisha')).toBe('connect');
    expect(swahiliVerb('sauna')).toBeUndefined();
    expect(translateQuestion('Sauna inagharimu kiasi gani?', 'sw')).toBe('sauna cost how much');
    expect(translateQuestion('Kiwango cha kubadilisha fedha ni kipi?', 'sw')).toBe(
      'exchange rate which',
    );
  });

  it('translates "est-ce que", "non utilisés", "perdus" and "mettre en place"', () => {
    expect(
      translateQuestion('Est-ce que les crédits non utilisés sont perdus à la fin du mois ?', 'fr'),
    ).toBe('the credits unused expire the end month');
    expect(translateQuestion('Combien coûte chaque cours à mettre en place ?', 'fr')).toContain(
      'each cours set up',
    );
  });

  it('tells Swahili and English short questions from other languages', () => {
    expect(detectLanguage('Nawezaje kuunganisha kadi?', 'en')).toBe('sw');
    expect(detectLanguage('price per credit after 50k??', 'en')).toBe('en');
  });

  it("answers those questions from the English knowledge, in the visitor's language", async () => {
    const { ask } = setup();
    const sw = await ask('Sauna inagharimu kiasi gani?');
    expect(sw.decision).toBe('answer');
    expect(sw.text).toContain('KES 200');
    expect(detectLanguage(sw.text.split('\n\n')[0] ?? '', 'en')).toBe('sw');
    const rate = await ask('Kiwango cha kubadilisha fedha ni kipi?');
    expect(rate.text).toContain('130 KES per USD');
    const fr = await ask('Est-ce que les crédits non utilisés sont perdus à la fin du mois ?');
    expect(fr.decision).toBe('answer');
    expect(fr.text).toContain('never expire');
    const used = await ask('Quel est le taux de change utilisé ?');
    expect(used.text).toContain('130 KES per USD');
  });
});

describe('a price question answered by the passage that states an amount', () => {
  it('puts the priced passage holding more of the question before one naming the item often', () => {
    const about = {
      chunkId: 'a',
      sourceId: 'a',
      title: 'Boxing',
      text: 'Boxing gloves.',
      score: 9,
      coverage: 0.6,
    };
    const prices = {
      chunkId: 'p',
      sourceId: 'p',
      title: 'Prices',
      text: '- A boxing class costs KES 500.',
      score: 6,
      coverage: 1,
    };
    expect(rankForKind([about, prices], 'price')[0]).toBe(prices);
    // Only for a price question, and not for a priced passage that holds less of it.
    expect(rankForKind([about, prices], 'how-to')[0]).toBe(about);
    expect(rankForKind([about, { ...prices, coverage: 0.5 }], 'price')[0]).toBe(about);
    // As much of the question as the first, further down: "how much" is no word to match.
    expect(rankForKind([about, { ...prices, coverage: 0.6 }], 'price')[0]).toMatchObject({
      chunkId: 'p',
    });
  });

  it('answers "price boxing how much" with the boxing class price', async () => {
    const { ask } = setup();
    const reply = await ask('Bei ya boxing ni kiasi gani?');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('KES 500');
    expect(reply.text).not.toContain('KES 600');
  });
});

describe('a yes/no question answered by the FAQ entry that says yes or no', () => {
  const passage = (
    id: string,
    text: string,
    score: number,
    coverage: number,
    question?: string,
  ) => ({
    chunkId: id,
    sourceId: id,
    title: 'Simba app',
    text,
    score,
    coverage,
    ...(question ? { question } : {}),
  });
  const description = passage(
    'd',
    'Import your class timetable into the Simba app and push bookings back to the desk.',
    10,
    0.8,
  );
  const entry = passage(
    'f',
    'No. The app only reads the timetable; the desk changes it.',
    8,
    0.55,
    'Does the app change the timetable?',
  );

  it('puts the entry that says no before a description sharing more words', () => {
    expect(rankForKind([description, entry], 'yes-no')[0]).toBe(entry);
    // Not when it ranks far behind, and not for another kind of question.
    expect(rankForKind([description, { ...entry, score: 5 }], 'yes-no')[0]).toBe(description);
    expect(rankForKind([description, entry], 'how-to')[0]).toBe(description);
  });

  it('also puts an entry filed under a yes/no question first, whatever its answer opens with', () => {
    const photos = passage(
      'p',
      'The desk receives the photo and prints it on your card.',
      8,
      0.55,
      'Can the app read photos members send?',
    );
    expect(rankForKind([description, photos], 'yes-no')[0]).toBe(photos);
  });

  it('reads "mch" as "much"', () => {
    expect(normalizeChat('how mch is the sauna')).toBe('how much is the sauna');
  });

  it('knows pictures are images, writing changes, and weekends are around the clock', () => {
    expect(synonymsOf(termOf('pictures') as string)).toContain(termOf('image'));
    expect(synonymsOf(termOf('change') as string)).toContain(termOf('write'));
    expect(synonymsOf(termOf('weekends') as string)).toContain(termOf('clock'));
  });
});

describe('decisions seen in set 5: a question mostly about an unknown thing, scattered words, a route to a person', () => {
  it('does not answer a question whose subject the knowledge never saw from two common words', async () => {
    const { ask } = setup();
    const hamster = await ask('Any good name ideas for my new pet hamster or kitten?');
    expect(hamster.decision).toBe('dont-know');
    // A translated question keeps words the glossary lacks: not held against it.
    expect((await ask('Sauna inagharimu kiasi gani?')).decision).toBe('answer');
  });

  it('does not add up words scattered one per passage into an answer', async () => {
    const { ask } = setup();
    const owns = await ask('Who owns the company that makes Simba?');
    expect(owns.decision).toBe('dont-know');
  });

  it('reads "try" as a trial', async () => {
    const { ask } = setup();
    const reply = await ask('Can I do a trial class for free?');
    expect(reply.text).toContain('try one class free');
  });

  it('hands over when asked to be routed or forwarded to a person, not for a question about routing', () => {
    expect(detectHandoffRequest('Route me to one of your staff')).toBeDefined();
    expect(detectHandoffRequest('forward me to your support team')).toBeDefined();
    expect(detectHandoffRequest('How does the app route bookings to trainers?')).toBeUndefined();
    expect(detectHandoffRequest('redirect me to the timetable page')).toBeUndefined();
  });
});

describe('a tag written about in a help page', () => {
  it('keeps "</body>" in the sentence, and drops only formatting tags', () => {
    expect(plainInline('Paste the snippet just before the closing </body> tag.')).toBe(
      'Paste the snippet just before the closing </body> tag.',
    );
    expect(plainInline('Book <b>early</b>, pay <em>at the desk</em>.')).toBe(
      'Book early, pay at the desk.',
    );
  });
});

describe('a how-to whose steps are written as prose', () => {
  it('gives the sentences after the one that matched, which are the next steps', async () => {
    const { ask } = setup();
    const reply = await ask('How do I get a locker?');
    expect(reply.text).toContain('key on a wristband');
    expect(reply.text).toContain('Return the wristband');
  });
});

describe('an amount asked as "after 50k" or "past 20,000"', () => {
  it('reads it as the band above', () => {
    expect(normalizeAmounts('price per visit after 50k??')).toContain('50,001 and above');
    expect(normalizeAmounts('rate past 20,000 visits')).toContain('20,001 and above');
    // A time is not an amount to band.
    expect(normalizeAmounts('open after 10 pm')).toBe('open after 10 pm');
  });
});

describe('a follow-up pointing back with "that"', () => {
  it('takes the names of the previous question as its subject, not what was done with them', () => {
    const rewritten = rewriteFollowUp(
      'how much is that plan?',
      'Can Simba book classes in the Gold plan?',
    );
    expect(rewritten).toContain('gold');
    expect(rewritten).not.toContain('book');
    // A previous question without names still lends its words.
    expect(rewriteFollowUp('how much is it?', 'tell me about the sauna')).toContain('sauna');
  });
});
