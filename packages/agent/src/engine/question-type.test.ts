import { describe, expect, it } from 'vitest';
import { classifyQuestion, splitQuestions } from './question-type.ts';

describe('classifyQuestion', () => {
  it.each([
    ['how much is the Slack setup?', 'price'],
    ['what does an extra seat cost per month', 'price'],
    ['how long does a quote take to come back?', 'duration'],
    ['how many users are included?', 'count'],
    ['list the credit price bands', 'list'],
    ['which integrations do you have?', 'list'],
    ['what are the support packages', 'list'],
    ['how do I connect WhatsApp?', 'how-to'],
    ['steps to embed the widget', 'how-to'],
    ['does Lisa support voice notes?', 'yes-no'],
    ['can I hide the widget on mobile', 'yes-no'],
    ['what is your phone number', 'contact'],
    ['tell me about workflows', 'general'],
    // Round three: a Swahili price question ends in "how many" after translation; "per
    // month" asks a price; "the pricing page" names a page; "what comes in X" lists X.
    ['price plan support basic per month how many', 'price'],
    ['cost connect google meet how many', 'price'],
    ['users how many included', 'count'],
    ["what's the basic support plan per month", 'price'],
    ['which plans are on the pricing page', 'list'],
    ['what comes in the enterprise support plan?', 'list'],
    ['what does the professional support package include', 'list'],
    ['what do I need to connect Instagram?', 'list'],
  ])('reads "%s" as %s', (question, kind) => {
    expect(classifyQuestion(question)).toBe(kind);
  });
});

describe('splitQuestions', () => {
  it('splits two questions in one message', () => {
    expect(splitQuestions('how much is the WhatsApp setup? and how long does it take?')).toEqual([
      'how much is the WhatsApp setup',
      'how long does it take',
    ]);
    expect(splitQuestions('what does Slack cost and how do I connect it')).toEqual([
      'what does Slack cost',
      'how do I connect it',
    ]);
  });

  it('splits a second question opening with a preposition', () => {
    expect(
      splitQuestions(
        'What size is the chat panel on desktop, and below what screen width does it go full width?',
      ),
    ).toEqual([
      'What size is the chat panel on desktop',
      'below what screen width does it go full width',
    ]);
  });

  it('keeps one question with a plain "and" whole', () => {
    expect(splitQuestions('do you support Slack and Asana?')).toEqual([
      'do you support Slack and Asana?',
    ]);
    expect(splitQuestions('how much is it? thanks')).toEqual(['how much is it? thanks']);
  });
});
