// Session 20: two idioms of the round that met another helper's question when merged.
import { describe, expect, it } from 'vitest';
import { writingInIdioms } from '../language/writing-in-idioms.ts';
import { guessIdioms } from './guess-idioms.ts';

describe('idioms that leave a neighbouring phrase alone', () => {
  it('reads "made up of" as parts, not as guessing', () => {
    expect(guessIdioms('The delivery fee, what is it made up of?')).toBe(
      'The delivery fee, what is it made up of?',
    );
    expect(guessIdioms('Will the bot make things up?')).toBe('Will the bot guess?');
  });

  it('keeps "a Page where customers message us" a place, while customers who write in are new conversations', () => {
    expect(
      writingInIdioms('We have a shop page where customers message us. How do I link it?'),
    ).toBe('We have a shop page where customers message us. How do I link it?');
    expect(writingInIdioms('What happens to customers who message us at night?')).toBe(
      'What happens to new conversations at night?',
    );
  });
});
