// Session 16, issue #24 (helper `lists2`): list questions. A bicycle-accessories business of
// its own (not Lisa's knowledge, and no eval question).
import { describe, expect, it } from 'vitest';
import { classifyQuestion } from './question-type.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { itemsAfterVerb, verbAsked } from './verb-enumeration.ts';

function pedal() {
  return askBusiness(72, 'Pedal Parts', [
    businessChunk(
      'about',
      'About Pedal Parts',
      'Pedal Parts fits a roof rack, a tow-bar carrier, a boot rack and wall hooks for your bikes. We deliver across Kenya within three working days.',
      { sourceId: 'about', section: 'What we sell' },
    ),
    businessChunk(
      'rack-intro',
      'Roof rack',
      'The Pedal roof rack, our own brand, carries one bike on the roof of your car. It is aluminium, weighs 4 kg and comes with a two-year guarantee.',
      { sourceId: 'rack' },
    ),
    businessChunk(
      'rack-features',
      'Roof rack',
      '- Clamps on in two minutes, fits Thule, Yakima, Rhino or factory roof bars\n- Holds one bike up to 20 kg\n- Locks with the same key as the bike lock',
      { sourceId: 'rack', section: 'Roof rack features' },
    ),
    businessChunk(
      'helmet',
      'Helmets',
      'Our helmets come in three sizes and pass the EN 1078 safety test. Each helmet has a rear light and a magnetic buckle, and we swap the size for free within 30 days.',
      { sourceId: 'helmets' },
    ),
    businessChunk(
      'locks',
      'Locks',
      'The Pedal D-lock is hardened steel and comes with two keys. The cable lock is lighter and suits short stops outside a shop or a café.',
      { sourceId: 'locks' },
    ),
    businessChunk(
      'tyres',
      'Tyres and tubes',
      'We sell road, gravel and mountain tyres and the inner tubes to match. Bring your wheel to the shop and we fit a new tyre while you wait.',
      { sourceId: 'tyres' },
    ),
    businessChunk(
      'returns',
      'Returns',
      'Return any unused item within 30 days for a full refund. Used items can be exchanged when they are faulty.',
      { sourceId: 'returns' },
    ),
    businessChunk(
      'light',
      'Bike light',
      'The Pedal bike light shines 400 lumens for six hours.\n\n- Runs on AA batteries, a USB power bank or a dynamo hub\n- Mounts on handlebars or a helmet\n- Waterproof in heavy rain',
      { sourceId: 'light', section: 'Bike light features' },
    ),
  ]);
}

describe('a list asked with its own verb is the enumeration written after that verb', () => {
  const { ask } = pedal();
  it.each([
    'Which brands does the roof rack fit?',
    'What other brands is the rack made to fit?',
    'Which car brands can your roof rack fit?',
  ])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/Thule, Yakima, Rhino or factory roof bars/);
    // The line naming the rack among its siblings is not the answer.
    expect(reply.text).not.toMatch(/tow-bar carrier/);
  });

  it.each([
    'Which power sources does the bike light run on?',
    'What batteries is the light able to run on?',
    'Which kinds of power will the bike light run on?',
  ])('%s', async (question) => {
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/AA batteries, a USB power bank or a dynamo hub/);
    expect(reply.text).not.toMatch(/Mounts on handlebars/);
  });
});

describe('verbAsked and itemsAfterVerb', () => {
  it('classifies "which <things> is <subject> …" as a list', () => {
    expect(classifyQuestion('Which colours is the helmet sold in?')).toBe('list');
    expect(classifyQuestion('What bike brands is the rack made to fit?')).toBe('list');
  });

  it('reads the verb, its preposition and the subject', () => {
    const asked = verbAsked('Which website builders is the chat widget known to work on?');
    expect(asked?.forms).toContain('works');
    expect(asked?.prep).toBe('on');
    expect([...(asked?.subject ?? [])]).toEqual(['chat', 'widget']);
  });

  it('takes the verb before a plural object', () => {
    expect(verbAsked('Which apps can the shop answer customers on?')?.forms).toContain('answers');
  });

  it('reads no verb from questions of other shapes', () => {
    expect(verbAsked('What do I need before connecting the till?')).toBeUndefined();
    expect(verbAsked('What does the shop do for our call centre?')).toBeUndefined();
    expect(verbAsked('How much does the rack cost?')).toBeUndefined();
  });

  const asked = verbAsked('Which bars does the rack fit on?');
  it('finds three named things or more after the verb and its preposition', () => {
    expect(asked && itemsAfterVerb('Fits on Thule, Yakima and Rhino bars', asked)).toEqual([
      'Thule',
      'Yakima',
      'Rhino bars',
    ]);
  });

  it('refuses an enumeration holding the subject, a clause or another preposition', () => {
    if (!asked) throw new Error('no verb');
    expect(itemsAfterVerb('We fit on a rack, a carrier, hooks and boxes', asked)).toEqual([]);
    expect(
      itemsAfterVerb('It fits on the car in seconds without tools, day or night', asked),
    ).toEqual([]);
    expect(itemsAfterVerb('It fits in Thule, Yakima and Rhino bars', asked)).toEqual([]);
    expect(itemsAfterVerb('Fits on Thule for $20, Yakima and Rhino bars', asked)).toEqual([]);
  });
});
