// How-to questions answered by a way to do the thing asked (session 13, issue #24), on a gym
// of its own: a procedure written as prose is quoted from its first step; another page's
// numbered steps that share a word are not the answer; a price list is no way to do it.
import { describe, expect, it } from 'vitest';
import { askBusiness, businessChunk } from './test-business.ts';

function gym() {
  return askBusiness(41, 'Simba Gym', [
    businessChunk(
      'join',
      'Joining Simba Gym',
      'Fill in the form at /join with your name and phone number. We text you a 4-digit code to confirm your membership; enter it at /confirm. Collect your key card at the front desk.',
      { section: 'Become a member' },
    ),
    businessChunk(
      'app',
      'The Simba app',
      'The Simba app books classes from your phone.\n\n1. Install the Simba app from your app store.\n2. Sign in with the phone number of your membership.\n3. Confirm the code we text you.\n4. Book your first class.',
    ),
    businessChunk(
      'extras',
      'Simba Gym prices',
      'Each extra is priced once when you set it up:\n\n- Locker setup costs $15.\n- Key card setup costs $5.\n- Body scan setup costs $40.',
    ),
    businessChunk(
      'cards',
      'Key cards',
      'Your key card opens the doors.\n\n1. Show your ID at the front desk.\n2. Tap the card on the reader to pair it with your membership.',
    ),
    businessChunk(
      'lockers',
      'Lockers',
      'Lockers keep your things safe while you train.\n\n1. Ask the front desk for a free locker.\n2. Choose a four-digit code.\n3. Set the lock to your code and close the door.',
    ),
  ]);
}

describe('a procedure written as prose', () => {
  it('is quoted from its first step, and another page sharing a word adds nothing', async () => {
    const { ask } = gym();
    for (const question of [
      'How do I confirm my membership once I have joined?',
      'how do I enter the code to confirm my membership?',
    ]) {
      const reply = await ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('/join');
      expect(reply.text).toContain('/confirm');
      expect(reply.text).not.toContain('Install the Simba app');
    }
  });
});

describe('a how-to is not answered by a price list', () => {
  it('gives the steps of the thing asked, not the setup prices', async () => {
    const { ask } = gym();
    for (const question of ['how do i set up a locker?', 'How can I set up my locker code?']) {
      const reply = await ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('Ask the front desk');
      expect(reply.text).not.toContain('$15');
    }
    for (const question of ['how do i set up my key card setup', 'how to do the key card setup?']) {
      const reply = await ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toContain('Tap the card on the reader');
      expect(reply.text).not.toContain('$5');
    }
  });

  it('still answers a price question from the price list', async () => {
    const { ask } = gym();
    const reply = await ask('how much is the locker setup?');
    expect(reply.text).toContain('$15');
  });
});
