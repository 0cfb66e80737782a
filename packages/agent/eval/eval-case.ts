// The shape of an evaluation case, shared by the tuning set (questions.ts) and the
// held-out set (held-out-questions.ts). The held-out fields are optional, so a tuning case
// is a valid case as it stands.

export type Expected = 'answer' | 'dont-know' | 'handoff' | 'smalltalk';

/** What a held-out question tests; it also fixes the decision expected (expectedFor). */
export type CaseKind =
  | 'price'
  | 'list'
  | 'how-to'
  | 'yes-no'
  | 'two-in-one'
  | 'follow-up'
  | 'slang-typo'
  | 'language-fr'
  | 'language-sw'
  | 'off-topic'
  | 'handoff'
  | 'dont-know';

export const caseKinds: readonly CaseKind[] = [
  'price',
  'list',
  'how-to',
  'yes-no',
  'two-in-one',
  'follow-up',
  'slang-typo',
  'language-fr',
  'language-sw',
  'off-topic',
  'handoff',
  'dont-know',
];

/** One earlier turn of the conversation. `agent` is the AI agent (the engine's "bot"). */
export interface HistoryTurn {
  role: 'visitor' | 'agent';
  text: string;
}

export interface EvalCase {
  q: string;
  expect: Expected;
  /** Source keys (see @lisa/agent/lisa-knowledge) any of which holds the answer. */
  sources?: string[];
  /** What a correct answer must say. */
  fact?: RegExp;
  typo?: boolean;
  /** Every one must appear in the answer (both halves of a two-in-one, a list's items). */
  facts?: RegExp[];
  /**
   * Earlier turns, oldest first. The runner replays them: each visitor turn goes through
   * the engine and its reply becomes the agent turn, unless the case writes the agent turn
   * itself right after that visitor turn (then that text is used as it stands).
   */
  history?: HistoryTurn[];
  /**
   * The visitor's language: the agent's own sentences (the language note, don't-know,
   * handoff) must be in it. Checked on the reply's first paragraph, which is where the
   * engine puts them, with the engine's detectLanguage (function words + trigrams).
   */
  language?: 'en' | 'fr' | 'sw';
}

/** A held-out case: its kind says what it tests and which decision is expected. */
export type HeldOutCase = Omit<EvalCase, 'expect' | 'typo'> & { kind: CaseKind };

export function expectedFor(kind: CaseKind): Expected {
  if (kind === 'off-topic' || kind === 'dont-know') return 'dont-know';
  if (kind === 'handoff') return 'handoff';
  return 'answer';
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The figure as SPEC writes it ("1,500", "0.80"): the thousands comma optional, a trailing
 * zero of the decimals optional, ".00" allowed after a whole number, and no digit after.
 */
function amountPattern(figure: string): string {
  const [whole = '', decimals] = figure.split('.');
  const wholePart = escapeRegExp(whole).replace(/,/g, ',?');
  const decimalPart =
    decimals === undefined
      ? '(?:\\.00?)?'
      : `\\.${escapeRegExp(decimals.replace(/0$/, ''))}${decimals.endsWith('0') ? '0?' : ''}`;
  return `${wholePart}${decimalPart}(?!\\d|[.,]\\d)`;
}

/** A price in US dollars: "$1,500", "USD 1500", "1,500.00 USD", "300 $". */
export function usd(figure: string): RegExp {
  const amount = amountPattern(figure);
  return new RegExp(
    `(?:\\$\\s?|USD\\s?)${amount}|(?<![\\d.,])${amount}\\s?(?:\\$|USD|US dollars|dollars)`,
    'i',
  );
}

/** A price in Kenya shillings: "KES 0.62", "KSh 20,000", "0.62 KES", "5,000 shillings". */
export function kes(figure: string): RegExp {
  const amount = amountPattern(figure);
  return new RegExp(
    `(?:KES|KSh\\.?)\\s?${amount}|(?<![\\d.,])${amount}\\s?(?:KES|KSh|shillings)`,
    'i',
  );
}
