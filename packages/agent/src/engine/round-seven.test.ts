// The fixes of session 11 for issue #24, each on a small business of its own (a gym with
// plans, classes, a sauna and a juice bar; not Lisa's knowledge, and not a held-out
// question): extremes over a priced list computed from its amounts, prices of things named
// by what they are, requests for a person by their structure, place names met only in the
// knowledge's examples.
import { describe, expect, it } from 'vitest';
import { extremesAsked, pricedLists } from './extremes.ts';
import { rewriteFollowUp } from './follow-up.ts';
import { detectHandoffRequest } from './intents.ts';
import { classifyQuestion } from './question-type.ts';
import { askBusiness, businessChunk } from './test-business.ts';

function setup() {
  return askBusiness(14, 'Kifaru Gym', [
    businessChunk(
      'plans',
      'Kifaru Gym prices',
      'Kifaru Gym offers 3 monthly plans: Bronze, Silver, Gold.\n\n- The Bronze plan costs KES 2,000 per month and includes gym floor access.\n- The Silver plan costs KES 3,500 per month and includes classes and a locker.\n- The Gold plan costs KES 6,000 per month and includes a personal trainer.\n\nEach extra is priced once when you join:\n\n- Locker setup costs $15.\n- Key card setup costs $5.\n- Juice bar account setup costs $8.\n- Body scan setup costs $40.',
    ),
    businessChunk(
      'classes',
      'Class prices',
      'Drop-in classes are paid at the desk:\n\n- A boxing class costs KES 500.\n- A yoga class costs KES 400.\n- A spinning class costs KES 450.\n- A dance class costs KES 350.',
    ),
    businessChunk(
      'scan',
      'Body scan',
      'The body scan measures muscle, fat and water in two minutes and emails you a chart you can compare month by month.',
    ),
    businessChunk(
      'juice',
      'Juice bar',
      'Fresh smoothies and protein shakes after your workout, paid from a prepaid account on your key card.',
    ),
    businessChunk('hours', 'Opening hours', 'The gym opens from 5 am to 10 pm every day.'),
    businessChunk(
      'app',
      'Kifaru app',
      'Book classes and see your plan in the Kifaru app, on any phone.',
    ),
    businessChunk(
      'story',
      'Our members',
      'Members come from all over the city. One member told us: "I moved to Eldoret and still train with the app."',
    ),
  ]);
}

describe('extremes over a priced list, computed from its amounts', () => {
  it('reads superlatives and ordinals, not "top up" or "the first 2 users"', () => {
    expect(extremesAsked("What's the cheapest class?")).toEqual(['min']);
    expect(extremesAsked('Which plan is the most expensive?')).toEqual(['max']);
    expect(extremesAsked('lowest and highest class price?')).toEqual(['min', 'max']);
    expect(extremesAsked('Quel est le cours le moins cher ?')).toEqual(['min']);
    expect(extremesAsked('Ni darasa lipi la bei rahisi zaidi?')).toEqual(['min']);
    expect(extremesAsked('What does the first band cost?')).toEqual(['first']);
    expect(extremesAsked('How do I top up my card?')).toEqual([]);
    expect(extremesAsked('Are the first 2 users included?')).toEqual([]);
  });

  it('finds the priced runs of a passage, each in one currency', () => {
    const lists = pricedLists({
      chunkId: 'x',
      sourceId: 'x',
      title: 'x',
      score: 1,
      text: 'Classes:\n\n- Yoga costs KES 400.\n- Boxing costs KES 500.\n- Dance costs KES 350.\n- Custom classes have a tailored price.',
    });
    expect(lists).toHaveLength(1);
    expect(lists[0]?.intro).toBe('Classes:');
    expect(lists[0]?.items.map((x) => x.amount)).toEqual([400, 500, 350]);
  });

  it('answers the cheapest and the priciest item alone, from the list the question is about', async () => {
    const { ask } = setup();
    const cheapest = await ask("What's the cheapest drop-in class?");
    expect(cheapest.text).toContain('KES 350');
    expect(cheapest.text).not.toContain('KES 500');
    const priciest = await ask('How much is the most expensive monthly plan?');
    expect(priciest.text).toContain('KES 6,000');
    expect(priciest.text).not.toContain('KES 2,000');
    const both = await ask("What's the lowest and what's the highest class price?");
    expect(both.text).toContain('KES 350');
    expect(both.text).toContain('KES 500');
    expect(both.text).not.toContain('KES 450');
  });
});

describe('the price of a thing named by what it is', () => {
  it('takes the subject from the page the description finds, then finds its price', async () => {
    const { ask } = setup();
    const scan = await ask('How much to set up the thing that measures muscle and fat?');
    expect(scan.decision).toBe('answer');
    expect(scan.text).toContain('$40');
    expect(scan.text).not.toContain('$15');
    const juice = await ask('What does the prepaid smoothie account cost to set up?');
    expect(juice.text).toContain('$8');
  });

  it('leaves a price question that names its thing alone', async () => {
    const { ask } = setup();
    const locker = await ask('How much is the locker setup?');
    expect(locker.text).toContain('$15');
    expect(locker.text).not.toContain('$40');
  });
});

describe('requests for a person read by their structure', () => {
  it('hands over when a person is to act on the visitor, or the visitor is handed to anyone', () => {
    for (const m of [
      'Have your advisor ring me tomorrow',
      'Could a specialist phone us about the Gold plan?',
      'Please pass me to a consultant',
      'Can we get a person on the phone?',
      'Kindly transfer me to whoever handles memberships',
    ])
      expect(detectHandoffRequest(m), m).toBeDefined();
  });

  it('does not hand over on a conditional or a question about what the bot does', () => {
    for (const m of [
      'If my staff reply to a member, will the bot keep answering?',
      'What if a trainer replies first?',
      'Does the bot contact me when a member asks for a trainer?',
      'How does the front desk contact members?',
    ])
      expect(detectHandoffRequest(m), m).toBeUndefined();
  });
});

describe('words the knowledge holds only inside quoted examples', () => {
  it("does not answer a question about a place met only in a member's quoted words", async () => {
    const { ask } = setup();
    const house = await ask('Where can I rent a house in Eldoret?');
    expect(house.decision).toBe('dont-know');
  });

  it('still answers when the word is also stated outside the quotes', async () => {
    const { ask } = setup();
    // "app" stands in the member's quote and, stated, on the app's own page.
    const app = await ask('Can I book classes in the app?');
    expect(app.decision).toBe('answer');
    expect(app.text).toContain('Kifaru app');
  });
});

describe('follow-ups with a superlative, and wh-questions holding an auxiliary', () => {
  it('carries the previous thing into "and the cheapest one?", not into "and the Gold one?"', async () => {
    expect(rewriteFollowUp('and the cheapest one?', 'how much is the yoga class')).toContain(
      'yoga class',
    );
    expect(rewriteFollowUp('and the Gold one?', 'how much is the Bronze plan')).not.toContain(
      'Bronze',
    );
    const { ask } = setup();
    const cheapest = await ask('and the cheapest one?', [
      { sender: 'visitor', text: 'How much is a yoga class?' },
      { sender: 'bot', text: 'A yoga class costs KES 400. [1]' },
    ]);
    expect(cheapest.text).toContain('KES 350');
    expect(cheapest.text).not.toContain('KES 400');
  });

  it('reads "what does X do for Y?" as asking what, not yes or no', () => {
    expect(classifyQuestion('What does Kifaru do for runners?')).not.toBe('yes-no');
    expect(classifyQuestion('Does Kifaru do anything for runners?')).toBe('yes-no');
  });
});

describe('words derived from a known word', () => {
  it('reads "-ly" words through the word they come from ("weekly" -> week)', async () => {
    const { retriever } = askBusiness(15, 'Pool', [
      businessChunk('swim', 'Swimming', 'A swimming lane costs KES 300 per week.'),
      businessChunk('sauna', 'Sauna', 'The sauna is open every day.'),
    ]);
    const hits = await retriever.search(15, 'weekly swimming lane price', 3);
    const terms = hits[0]?.matchedTerms?.map((m) => m.term) ?? [];
    expect(terms).toContain('week');
    expect(hits[0]?.unknownShare ?? 0).toBe(0);
  });
});
