import { describe, expect, it } from 'vitest';
import { kindsOfName } from '../search/name-kinds.ts';
import { words } from '../text/analyzer.ts';
import { personalDataIdioms } from './personal-data-idioms.ts';
import { countedThing } from './remainder-carry.ts';
import { askBusiness, businessChunk } from './test-business.ts';

// Session 20, refusals17: yes/no questions refused as don't-know although the knowledge
// answers them — everyday words for what is held about a person, what is left of something
// bought, a programming language named in a question about code, ...
const pendo = () =>
  askBusiness(71, 'Pendo', [
    businessChunk(
      'privacy',
      'Pendo FAQ',
      'Everything is encrypted and each shop sees only its own chats. You can export or remove a shopper’s data whenever they ask.',
      { question: 'Is our shoppers’ data safe?' },
    ),
    businessChunk(
      'channels',
      'Pendo channels',
      'Pendo answers on Telegram, on Viber and on your website, and a person can take over any chat.',
    ),
    businessChunk(
      'bundles',
      'Pendo bundles',
      'Pendo is paid for with message bundles. Each reply uses one message, and bundles never expire.',
    ),
    businessChunk(
      'api-faq',
      'Pendo API FAQ',
      'Any language that can send HTTPS requests. We publish an OpenAPI file so you can generate a client.',
      { question: 'Which languages work with the Pendo API?' },
    ),
    businessChunk(
      'languages',
      'Pendo FAQ — Languages',
      'Pendo replies in the language your shopper writes in, including Swahili, French and Arabic.',
    ),
    businessChunk(
      'records',
      'Pendo CRM sync',
      'New shoppers are saved as records in your CRM, and their orders are added to the record.',
    ),
  ]);

describe('what is held about a person is their data', () => {
  it.each([
    ['everything you keep about her', 'her data'],
    ['all that we hold on them', 'their data'],
    ['everything about him', 'his data'],
    ['wants his details removed', 'wants his data removed'],
  ])('reads "%s" as "%s"', (phrase, meant) => {
    expect(personalDataIdioms(phrase)).toBe(meant);
  });

  it('leaves records that are no person’s alone', () => {
    expect(personalDataIdioms('are the records in the CRM updated?')).toBe(
      'are the records in the CRM updated?',
    );
  });

  it.each([
    'A shopper asked us to wipe everything we store about her. Is that something we can do?',
    'Can everything you have on them be erased if a buyer insists?',
    'A shopper wants his information wiped. Can you do that for us?',
  ])('answers "%s" from the line on removing a customer’s data', async (question) => {
    const reply = await pendo().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('export or remove');
  });
});

describe('what is left of something bought is still that thing', () => {
  it.each([
    ['We bought 20 bundles in March', 'bundles'],
    ['if we top up 3,000 bundles and use a few', 'bundles'],
    ['we only use half', undefined],
  ])('finds the thing bought in "%s"', (text, thing) => {
    expect(countedThing(text)).toBe(thing);
  });

  it.each([
    'We purchased 20 bundles for the school term and used only five. Will the remainder disappear?',
    'If our salon buys bundles before the holidays and we use a third, are the leftovers lost later?',
  ])('answers "%s" from the line on bundles never expiring', async (question) => {
    const reply = await pendo().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('never expire');
  });

  it('answers a follow-up asking about what is left of the previous turn’s purchase', async () => {
    const reply = await pendo().ask('do the leftovers vanish at some point?', [
      { sender: 'visitor', text: 'We just got 3,000 bundles for the shop' },
      { sender: 'bot', text: 'Great.' },
    ]);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('never expire');
  });
});

describe('a programming language named in a question about code is a language', () => {
  it.each([
    ['Ruby', 'is there an sdk for ruby', ['language']],
    ['sdk', 'is there an sdk for ruby', ['client']],
    ['Python', 'how do I reverse a string in python', []],
    ['library', 'does your dashboard have a media library', []],
  ])('reads "%s" in "%s" as %j', (word, question, kinds) => {
    expect(kindsOfName(word, words(question))).toEqual(kinds);
  });

  it.each([
    'Can our PHP backend talk to the Pendo API?',
    'Our developers use Kotlin. Does the Pendo API work with it?',
    'Is there an SDK for Elixir?',
  ])('answers "%s" from the entry on languages', async (question) => {
    const reply = await pendo().ask(question);
    expect(reply.decision).not.toBe('dont-know');
    expect(reply.text).toContain('Any language');
  });

  it('still does not know how to write code in one', async () => {
    const reply = await pendo().ask('How do I reverse a string in Java?');
    expect(reply.decision).toBe('dont-know');
  });
});
