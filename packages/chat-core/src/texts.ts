// Every visitor-facing text of the chat widgets (SPEC §2, §8), kept in one place.
import { CHAT_FAILED_TEXT, EMPTY_CHAT_RESPONSE_TEXT } from '@lisa/contracts/chat';

export { CHAT_FAILED_TEXT, EMPTY_CHAT_RESPONSE_TEXT };

export const FLOATING_GREETING = 'Hi, How can I help you?';
export const FLOATING_PLACEHOLDER = 'Ask the assistant...';

export interface StarterChip {
  label: string;
  /** The preset question the chip puts in the input. */
  question: string;
}

export const FLOATING_STARTER_CHIPS: readonly StarterChip[] = [
  { label: 'Product information', question: 'Can you tell me about your product?' },
  { label: 'Pricing', question: 'How much does Lisa cost?' },
  { label: 'Features', question: 'What features does Lisa offer?' },
  { label: 'Get Started', question: 'How do I get started with Lisa?' },
  { label: 'Support', question: 'How can I get support?' },
  { label: 'Contact sales', question: 'I would like to talk to your sales team.' },
];

export const FLOATING_QUICK_REPLIES: readonly string[] = ['Explain', 'No', 'Yes', 'Tell me more'];

export const HERO_PLACEHOLDER = 'Type a message…';
export const HERO_HINT = 'Shift+Enter for newline';
export const HERO_SUGGESTIONS: readonly string[] = [
  'Ask about pricing',
  'How do I integrate WhatsApp?',
  'Create a custom workflow',
  'Do you support multi-language?',
];
export const HERO_LIMIT_NOTICE = 'You’ve reached the free trial limit for this demo.';
export const HERO_LIMIT_FOOTER = 'Free chat limit reached.';

/** Who a teammate's reply is from, above its bubble: "Sam from Acme" (or "Sam" when the business is unnamed). */
export function agentLabel(
  authorName: string | undefined,
  business: { business_name?: string | null },
): string {
  const name = authorName?.trim() || AGENT_FALLBACK_NAME;
  const company = business.business_name?.trim();
  return company ? `${name} from ${company}` : name;
}
/** A teammate's reply without a name (the teammate's account has none). */
export const AGENT_FALLBACK_NAME = 'A teammate';
