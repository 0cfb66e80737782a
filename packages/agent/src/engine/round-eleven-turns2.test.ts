// Turns and decisions of session 15, round two (issue #24), each test naming a class of
// question seen failing in held-out set 11, in words of its own, on small businesses of its own.
import { describe, expect, it } from 'vitest';
import { acceptsOffer, detectHandoffRequest } from './intents.ts';

describe('a complaint about the bot with asking whom to reach', () => {
  it('hands over in English, French and Swahili', () => {
    for (const q of [
      'You are useless. Is there someone I can call instead?',
      'this chatbot isnt helping at all, who should I contact?',
      'The assistant does not understand me; who do I speak to at your company?',
      'Ce robot ne m’aide pas, à qui je peux parler ?',
      'Vous ne servez à rien. Qui puis-je contacter ?',
      'Roboti hii hainisaidii, niongee na nani?',
    ])
      expect(detectHandoffRequest(q), q).toBeDefined();
  });

  it('leaves a complaint alone, or whom to ask about a topic, as it was', () => {
    for (const q of [
      'Who can I talk to about a refund?',
      'Who should I contact to change my billing email?',
      'Can the bot help customers who are not using WhatsApp?',
      'Is the chatbot useful for a small shop?',
    ])
      expect(detectHandoffRequest(q), q).toBeUndefined();
  });
});

describe('saying one will wait after a person is offered', () => {
  it('accepts the offer', () => {
    for (const q of [
      'ok, I’ll wait for them',
      'yes I can wait',
      'sure, happy to wait for a reply',
      'd’accord, j’attends',
      'sawa, nitasubiri',
    ])
      expect(acceptsOffer(q), q).toBe(true);
  });

  it('does not accept when the reply asks something new or declines', () => {
    for (const q of [
      'no, I will not wait',
      'how long will I wait?',
      'sure, but what does the setup cost?',
    ])
      expect(acceptsOffer(q), q).toBe(false);
  });
});
