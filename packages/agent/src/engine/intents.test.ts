import { describe, expect, it } from 'vitest';
import { detectHandoffRequest, detectSmallTalk, isAffirmative, stripGreeting } from './intents.ts';

describe('detectHandoffRequest', () => {
  it.each([
    'talk to a human',
    'Can I speak to an agent?',
    'I want a real person',
    'i need to talk to a real person please',
    'Connect me with someone from sales',
    'get me a human',
    'Is there a real person I can talk to?',
    'human',
    'Agent please!',
    'let me speak with customer service',
    'Je veux parler à un humain',
    'Quiero hablar con una persona',
    'Kann ich mit einem Mitarbeiter sprechen?',
    'could somebody from your team give me a call back',
    "I'd rather deal with an actual person than a bot",
    'please put me through to the support desk',
    'Je voudrais parler à un conseiller, svp',
    'Pourrais-je échanger avec quelqu’un de votre équipe ?',
    'Nahitaji kuongea na mhudumu',
    'Ningependa kuzungumza na mtu wa timu yenu',
  ])('hands over on "%s" with a reason', (message) => {
    expect(detectHandoffRequest(message)).toMatch(/^Visitor asked for a person: /);
  });

  it.each([
    'How does human handoff work?',
    'Does Lisa support handover to a human agent?',
    'Can the agent book appointments?',
    'What does an agent cost?',
    'How many people use Lisa?',
    'Does Lisa transfer the chat to a person when it cannot answer?',
    'When does the bot hand over to someone on my team?',
    'Can my staff see the conversation history?',
  ])('does not hand over on the question "%s"', (message) => {
    expect(detectHandoffRequest(message)).toBeUndefined();
  });

  it("takes a complaint about the bot by the agent's own name as a request for a person", () => {
    const complaint = 'Amani is useless, who can I talk to?';
    expect(detectHandoffRequest(complaint, 'Amani')).toBeDefined();
    expect(
      detectHandoffRequest("Zuri Bot isn't helping. Is there someone I can call?", 'Zuri Bot'),
    ).toBeDefined();
    // Another name is no complaint about the bot, nor is the name without a complaint.
    expect(detectHandoffRequest(complaint, 'Zuri')).toBeUndefined();
    expect(
      detectHandoffRequest('Amani, who can I talk to about my braids?', 'Amani'),
    ).toBeUndefined();
  });
});

describe('detectSmallTalk', () => {
  it.each([
    ['Hi', 'greeting'],
    ['hello there!', 'greeting'],
    ['Good morning', 'greeting'],
    ['Bonjour', 'greeting'],
    ['how are you?', 'greeting'],
    ['Thanks a lot!', 'thanks'],
    ['thank you so much', 'thanks'],
    ['merci beaucoup', 'thanks'],
    ['bye', 'goodbye'],
    ['ok thanks, bye!', 'goodbye'],
    ['have a nice day', 'goodbye'],
  ])('reads "%s" as %s', (message, kind) => {
    expect(detectSmallTalk(message)).toBe(kind);
  });

  it('leaves greetings that carry a question to the knowledge base', () => {
    expect(detectSmallTalk('hi, how much does it cost?')).toBeUndefined();
    expect(stripGreeting('Hi Lisa, how much does it cost?')).toBe('how much does it cost?');
  });
});

describe('isAffirmative', () => {
  it('accepts a plain yes and refuses a question', () => {
    expect(isAffirmative('Yes please')).toBe(true);
    expect(isAffirmative('yes, but how much is it?')).toBe(false);
  });

  it('accepts several ways of saying yes in a row, in English, French and Swahili', () => {
    for (const yes of [
      'sure, go ahead',
      'ok please do',
      "oui, d'accord",
      'ndiyo sawa',
      'go ahead please',
    ])
      expect(isAffirmative(yes), yes).toBe(true);
    expect(isAffirmative('sure, how much is it?')).toBe(false);
    expect(isAffirmative('nope')).toBe(false);
  });
});
