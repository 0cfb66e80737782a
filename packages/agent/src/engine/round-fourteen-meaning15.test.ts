// Meaning gaps of session 18 (issue #24): a visitor describes a state in everyday words the
// help pages say otherwise. A balance that "hits zero", "drops to 0" or "runs dry" has run
// out; a customer "ignored" or "left hanging" goes unanswered; how many of something "we have
// left" is its balance; a month in a phrase of time ("in December for the January rush") is
// when, not what, is asked; a business's guests are its customers. In words of their own, on a
// small business of its own; the refusal of a question the knowledge does not answer stays.
import { describe, expect, it } from 'vitest';
import { stateIdioms } from './state-idioms.ts';
import { askBusiness, businessChunk } from './test-business.ts';

function kettle() {
  return askBusiness(191, 'Kettle Line', [
    businessChunk(
      'minutes',
      'Prepaid minutes',
      'Kettle Line is paid for with prepaid minutes. When your minutes run out, incoming calls wait for a person instead of going unanswered.',
    ),
    businessChunk(
      'top-up',
      'Topping up',
      'How to top up: open Billing, choose a bundle of minutes and pay by card. Minutes never expire.',
    ),
    businessChunk(
      'voicemail',
      'Voicemail',
      'Kettle Line records a voicemail when a caller hangs up before a person picks up, and emails it to your team.',
    ),
    businessChunk(
      'balance',
      'Your balance',
      'Your minutes balance is shown under Billing, with the history of the calls that used them.',
    ),
    businessChunk(
      'privacy',
      'Privacy',
      'Each company sees only its own customers, calls and recordings.',
    ),
    businessChunk(
      'wifi',
      'Guest Wi-Fi',
      'Kettle Line can read out the guest Wi-Fi password to a caller who asks for it.',
    ),
    businessChunk(
      'languages',
      'Languages',
      'Kettle Line answers calls in English, Spanish and Portuguese.',
    ),
  ]);
}

describe('a balance that hits zero or runs dry has run out', () => {
  it('rewrites the state words and keeps the thing named', () => {
    expect(stateIdioms('What if the wallet drops to 0 on Sunday?')).toBe(
      'What if the wallet runs out on Sunday?',
    );
    expect(stateIdioms('our account balance went down to zero')).toBe(
      'our account balance run out',
    );
    expect(stateIdioms('if the funds ran dry overnight')).toBe('if the funds ran out overnight');
    expect(stateIdioms('and if we run dry?')).toBe('and if we run out?');
    expect(stateIdioms('once the data is used up')).toBe('once the data runs out');
    // A count of hits is no balance.
    expect(stateIdioms('How many hits did the page get?')).toBe('How many hits did the page get?');
  });

  it('answers what happens when the balance is gone, in words of its own', async () => {
    const { ask } = kettle();
    for (const question of [
      'What happens to incoming calls if our minutes hit zero during the night?',
      'If the minutes drop to 0 on a Sunday, do calls get ignored?',
      'Our minutes ran dry overnight: are incoming calls left hanging?',
    ]) {
      const reply = await ask(question);
      expect(reply.decision, question).toBe('answer');
      expect(reply.text, question).toMatch(/wait for a person/);
    }
  });
});

describe('a customer ignored or left hanging goes unanswered', () => {
  it('rewrites "ignored" after a form of be or get, and leaves the active verb alone', () => {
    expect(stateIdioms('are callers simply ignored at night?')).toBe(
      'are callers simply unanswered at night?',
    );
    expect(stateIdioms('do messages get left on read?')).toBe('do messages get unanswered?');
    expect(stateIdioms('Can I ignore a caller?')).toBe('Can I ignore a caller?');
    expect(stateIdioms('I ignored the email')).toBe('I ignored the email');
  });

  it('still refuses a question the knowledge does not answer', async () => {
    const { ask } = kettle();
    for (const question of [
      'If my phone battery hits zero, is my car insurance still valid?',
      'Are pensioners ignored by the tax office?',
    ]) {
      const reply = await ask(question);
      expect(reply.decision, question).toBe('dont-know');
    }
  });
});

describe('how many of something the visitor has left is its balance', () => {
  it('rewrites the count of what is left, and leaves time left alone', () => {
    expect(stateIdioms('where do I see how many minutes we have left?')).toBe(
      'where do I see the minutes balance?',
    );
    expect(stateIdioms('How much data do we still have left?')).toBe('the data balance?');
    expect(stateIdioms('how many vouchers have I got left')).toBe('the vouchers balance');
    expect(stateIdioms('How many days do I have left on the trial?')).toBe(
      'How many days do I have left on the trial?',
    );
  });

  it('answers where the balance shows, in words of its own', async () => {
    const { ask } = kettle();
    for (const question of [
      'Where do I see how many minutes we have left?',
      'How can I find out how many minutes I still have left?',
      'how many minutes have we got left, and where is that shown?',
    ]) {
      const reply = await ask(question);
      expect(reply.decision, question).toBe('answer');
      expect(reply.text, question).toMatch(/shown under Billing/);
    }
  });
});

describe('a month in a phrase of time is the circumstance, not the question', () => {
  it('leaves the phrase of time out and keeps the rest', () => {
    expect(stateIdioms('Topping up in November for the December peak: do minutes expire?')).toBe(
      'Topping up: do minutes expire?',
    );
    expect(stateIdioms('I may top up later')).toBe('I may top up later');
    expect(stateIdioms('Is March 3rd a holiday?')).toBe('Is March 3rd a holiday?');
  });

  it('answers a question told with months, in words of its own', async () => {
    const { ask } = kettle();
    for (const question of [
      'If I top up in November for the December peak, will the minutes be lost if unused?',
      'Buying minutes in March ahead of the April season: will any expire if we are slow to use them?',
    ]) {
      const reply = await ask(question);
      expect(reply.decision, question).toBe('answer');
      expect(reply.text, question).toMatch(/never expire/);
    }
  });

  it('still refuses what the knowledge does not say about a month', async () => {
    const { ask } = kettle();
    for (const question of [
      'What is the weather like in July?',
      'Is your office closed in August?',
      'Which football team won the league in May?',
    ]) {
      const reply = await ask(question);
      expect(reply.decision, question).toBe('dont-know');
    }
  });
});

describe("a business's guests are its customers", () => {
  it('answers a question about guests from a passage about customers', async () => {
    const { ask } = kettle();
    for (const question of [
      "Will other firms using Kettle Line ever see our guests' info?",
      'Is the list of our guests visible to another company?',
    ]) {
      const reply = await ask(question);
      expect(reply.decision, question).toBe('answer');
      expect(reply.text, question).toMatch(/sees only its own customers/);
    }
  });
});
