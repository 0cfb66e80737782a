// The guided set-up's texts in one place (SPEC §2 names the screens, not their words).
import type { AgentPurpose } from '@lisa/contracts/agent';
import type { OnboardingStep } from '@lisa/contracts/onboarding';

export const STEP_TITLES: Record<OnboardingStep, string> = {
  'agent-type': 'Choose your agent',
  'agent-setup': 'Set up your agent',
  'onboarding-data': 'Add your data',
  'onboarding-apps': 'Put your agent to work',
  'team-member': 'Invite your team',
};

/** What each purpose does, with an example of a conversation it handles. */
export const PURPOSE_TEXTS: Record<AgentPurpose, { summary: string; example: string }> = {
  support: {
    summary:
      'Answers questions about your products, orders and hours, and hands over when it should.',
    example: '"Where is my order?" "It left our shop this morning; here is how to track it."',
  },
  sales: {
    summary: 'Tells visitors about your offers and prices, and turns interest into leads.',
    example: '"How much is the family plan?" "It is $30 a month. Shall I ask sales to call you?"',
  },
  bookings: {
    summary: 'Helps customers book a table, an appointment or a visit, and takes their details.',
    example: '"Can I book for Friday at 7?" "Yes. For how many people, and your phone number?"',
  },
  crm: {
    summary: 'Collects customer details in conversation and keeps your contacts up to date.',
    example: '"I moved to Mombasa." "Thanks, I have updated your address. Anything else?"',
  },
};

/** "Your agent has answered 0 questions yet", in words that fit the number. */
export function answeredText(count: number): string {
  if (count === 0) return 'Your agent has answered 0 questions yet.';
  return `Your agent has answered ${count} ${count === 1 ? 'question' : 'questions'} so far.`;
}
