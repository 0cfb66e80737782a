// Session 18, issue #24 (helper `lists15`): list requests in words the list path read as
// something else. A bakery of its own (not Lisa's knowledge, and no eval question).
import { describe, expect, it } from 'vitest';
import { asksBareList } from './bare-list-ask.ts';
import { countedListFirst, joinNamesAsk, listFramingAlone } from './list-cues.ts';
import { classifyQuestion } from './question-type.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { splitTwoInOne } from './two-in-one.ts';

function bakery() {
  return askBusiness(81, 'Crumb Bakery', [
    businessChunk(
      'about',
      'About Crumb Bakery',
      'Crumb Bakery bakes bread, pastries and celebration cakes in Westlands every morning and delivers across Nairobi.',
      { sourceId: 'about' },
    ),
    businessChunk(
      'ordering',
      'Ordering a cake',
      '1. Open the cake order form and choose your options.\n2. Choose a date at least two days ahead.\n3. Pay with M-Pesa or a card.\n4. Collect it or wait for the rider.',
      { sourceId: 'ordering', section: 'How to order' },
    ),
    businessChunk(
      'sizes',
      'Cake prices',
      'Our celebration cakes come in 3 sizes:\n\n- A Small cake costs KES 1,500 (serves eight guests).\n- A Medium cake costs KES 2,800 (serves sixteen guests).\n- A Large cake costs KES 4,500 (serves thirty guests).',
      { sourceId: 'prices', section: 'Cake sizes' },
    ),
    businessChunk(
      'flavours',
      'Order form',
      'When you order a cake, the order form offers 4 flavours to choose from: Vanilla, Chocolate, Lemon, Red Velvet. Vanilla is the default.',
      { sourceId: 'form', section: 'Flavours on the order form' },
    ),
    businessChunk(
      'custom',
      'Custom cakes',
      'The custom order request shows the options for a custom cake: the date, the number of guests, a photo of the design. Fill it in at least 4 days ahead and our team calls you back with a price.',
      { sourceId: 'custom' },
    ),
    businessChunk(
      'riders',
      'Delivery',
      'Our riders do more at your door than hand over a box:\n\n- Collect payment on delivery\n- Take a photo of the cake on arrival\n- Carry the cake stand back to the bakery\n- Bring back a signed receipt',
      { sourceId: 'delivery', section: 'What riders do' },
    ),
    businessChunk(
      'refunds',
      'Refunds',
      'We refund an order in full whenever something went wrong on our side, straight to your M-Pesa.',
      { sourceId: 'refunds' },
    ),
    businessChunk(
      'refund-cases',
      'Refunds',
      '- The cake arrives damaged or late by more than an hour.\n- The flavour or the writing is not what you ordered.\n- We cancel the order because an ingredient ran out.',
      { sourceId: 'refunds', section: 'When we refund you' },
    ),
    businessChunk(
      'why-crumb',
      'Why Crumb',
      '- Every cake is baked the morning it is collected\n- Our staff handle each order from start to finish\n- Customers get a photo before the rider leaves\n- Refund questions answered by staff in minutes',
      { sourceId: 'why', section: 'Why customers choose us' },
    ),
    businessChunk(
      'hours',
      'Opening hours',
      'The shop opens from 7 am to 7 pm, Monday to Saturday. Orders placed online after 5 pm are read the next morning.',
      { sourceId: 'hours' },
    ),
  ]);
}

const sizes = [/Small/, /Medium/, /Large/];

describe('a count asked with the names of what it counts is one list question', () => {
  it.each([
    'How many cake sizes do you have, and what are they called?',
    'how many sizes of celebration cake are there and what are their names?',
    'How many cake sizes can I pick from? Name them.',
  ])('%s', async (q) => {
    const r = await bakery().ask(q);
    expect(r.decision).toBe('answer');
    for (const name of sizes) expect(r.text).toMatch(name);
    // The sizes are asked, not their prices.
    expect(r.text).not.toMatch(/KES/);
  });

  it('keeps the two parts together, and keeps other second questions apart', () => {
    expect(splitTwoInOne('How many plans are there, and what are they called?')).toHaveLength(1);
    expect(joinNamesAsk(['how many sizes are there', 'which ones are they'])).toHaveLength(1);
    expect(splitTwoInOne('How many plans are there, and what does each cost?')).toHaveLength(2);
  });
});

describe('the number of things asked finds the line naming that many', () => {
  it.each([
    'Which four options appear when I fill in the custom cake order request?',
    'Name the four options of the custom cake order request.',
    'When I fill in the custom order request, which 4 flavour options do I get?',
  ])('%s', async (q) => {
    expect(classifyQuestion(q)).toBe('list');
    const r = await bakery().ask(q);
    expect(r.decision).toBe('answer');
    expect(r.text).toMatch(/Red Velvet/);
  });

  it('puts first the passage naming exactly that many, after a best one naming none', () => {
    const help = { text: 'Ask us in the chat, by email, or fill in the custom order request.' };
    const three = { text: 'The request asks three things: the date, the guests, the design.' };
    const four = { text: 'The form offers 4 flavours: Vanilla, Chocolate, Lemon, Red Velvet.' };
    const q = 'Which four options appear on the custom order request?';
    expect(countedListFirst([help, three, four], q)[0]).toBe(four);
    expect(countedListFirst([four, help], q)[0]).toBe(four);
    expect(countedListFirst([help, three, four], 'Which options appear?')[0]).toBe(help);
  });
});

describe('a request for a whole list in words of its own', () => {
  it.each([
    'Give me the full list of things a rider does at my door, according to your website.',
    'Tell me every thing your riders do at the door.',
    'Before I order: the riders do a few jobs at my door. Name all of them.',
  ])('%s', async (q) => {
    expect(classifyQuestion(q)).toBe('list');
    const r = await bakery().ask(q);
    expect(r.decision).toBe('answer');
    expect(r.text).toMatch(/Collect payment on delivery/);
    expect(r.text).toMatch(/signed receipt/);
  });

  it('reads the framing words away', () => {
    expect(
      listFramingAlone('Give me the full list of things a rider does, according to your docs.'),
    ).toBe('what things a rider does');
    expect(listFramingAlone('What sorts of messages do you send?')).toBe(
      'what messages do you send',
    );
    expect(asksBareList('The panel shows some topics. Name all of them.')).toBe(true);
    expect(listFramingAlone('what messages do you send')).toBeUndefined();
  });

  it('leaves other questions their kind', () => {
    expect(classifyQuestion('How much is a large cake?')).toBe('price');
    expect(classifyQuestion('How many guests does a medium cake serve?')).toBe('count');
    expect(classifyQuestion('what time do four riders start?')).not.toBe('list');
  });
});

describe('a count answered by a line ending in a colon says the items', () => {
  it.each([
    'How many cake sizes are there?',
    'how many sizes do your celebration cakes come in?',
    'how many celebration cake sizes do you offer?',
  ])('%s', async (q) => {
    expect(classifyQuestion(q)).toBe('count');
    const r = await bakery().ask(q);
    expect(r.decision).toBe('answer');
    for (const name of sizes) expect(r.text).toMatch(name);
    expect(r.text).not.toMatch(/KES/);
    expect(r.text).toMatch(/Small cake \(serves/);
  });
});

describe('every case in which something happens is the list under the heading saying when', () => {
  it.each([
    'Tell me every case in which your staff refund a customer.',
    'List the situations where a customer gets a refund from your staff.',
    'Give me all the cases where you refund a customer.',
  ])('%s', async (q) => {
    const r = await bakery().ask(q);
    expect(r.decision).toBe('answer');
    expect(r.text).toMatch(/arrives damaged/);
    expect(r.text).toMatch(/ingredient ran out/);
    expect(r.text).not.toMatch(/baked the morning/);
  });
});

describe('what a thing gives the visitor is its list of what it does', () => {
  it.each([
    'What does your delivery actually give me when the cake comes?',
    'What would the riders give us at the door?',
    'what does a rider bring me at my door?',
  ])('%s', async (q) => {
    expect(classifyQuestion(q)).toBe('list');
    const r = await bakery().ask(q);
    expect(r.decision).toBe('answer');
    expect(r.text).toMatch(/Collect payment on delivery/);
    expect(r.text).toMatch(/signed receipt/);
  });
});
