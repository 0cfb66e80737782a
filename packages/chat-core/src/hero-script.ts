// The hero chat's scripted opening conversation and its timings (SPEC §9).
//
// SPEC gives two sets of numbers for what is one component here: the landing demo
// chat's "start 1000 ms; 1000 ms after an assistant message; 1500 ms after a user
// message" and the hero demo's "300, 800 and 1500 ms, initial load 1.5 s". They are
// combined as: the panel shows its loading state for 1.5 s, the first message comes
// 1000 ms later, each further message 1000 ms after an assistant message or 1500 ms
// after a user message, and the three assistant messages are preceded by the typing
// indicator for 300, 800 and 1500 ms in turn.

export const HERO_INITIAL_LOAD_MS = 1500;
export const SCRIPT_START_DELAY_MS = 1000;
export const DELAY_AFTER_ASSISTANT_MS = 1000;
export const DELAY_AFTER_USER_MS = 1500;
export const HERO_TYPING_DELAYS_MS = [300, 800, 1500] as const;

export interface ScriptStep {
  sender: 'user' | 'bot';
  text: string;
  /** For bot steps: how long the typing indicator shows first. */
  typingMs?: number;
}

export const HERO_SCRIPT: readonly ScriptStep[] = [
  {
    sender: 'bot',
    text: "Hi, I'm **Lisa** 👋 I answer your customers on WhatsApp, your website and more, around the clock.",
    typingMs: HERO_TYPING_DELAYS_MS[0],
  },
  { sender: 'user', text: 'Can you book appointments for my clinic?' },
  {
    sender: 'bot',
    text: 'Yes. I check availability, **book the slot** and send a reminder the day before.',
    typingMs: HERO_TYPING_DELAYS_MS[1],
  },
  { sender: 'user', text: 'And hand over to my team when needed?' },
  {
    sender: 'bot',
    text: 'Of course: a person can take over any conversation with its full history. Now try me, ask anything below.',
    typingMs: HERO_TYPING_DELAYS_MS[2],
  },
];

/** Wait before a step, given the step before it (undefined for the first). */
export function delayBefore(previous: ScriptStep | undefined): number {
  if (!previous) return SCRIPT_START_DELAY_MS;
  return previous.sender === 'bot' ? DELAY_AFTER_ASSISTANT_MS : DELAY_AFTER_USER_MS;
}
