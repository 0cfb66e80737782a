// The named checks that can make the engine refuse ("I don't know") although a passage covers
// the question. Each was added for one kind of question the knowledge does not answer; naming
// them lets a diagnostic say which one refused and lets the ablation script (eval/ablate.ts)
// switch one off at a time to count what it prevents and what it wrongly refuses.

/** Checks judged on the retrieved passages (judgeRetrieval), in the order they are tried. */
export const retrievalChecks = [
  'outside-ranking',
  'example-only',
  'story-only',
  'task-request',
  'favour-request',
  'story-company',
  'vendor',
  'asked-attribute',
  'unknown-subject',
  'excluded-subject',
  'unknown-audience',
  'unlisted-member',
  'channel-asked',
  'unknown-head',
  'own-thing',
  'compound-subject',
  'business-place',
  'unheld-kind',
  'unstated-venue',
  'story-company-service',
  'subject-missing',
  'guessed-thing',
  'amounts-only',
  'lone-word',
  'indistinct',
] as const;

/** Checks judged elsewhere: on a confidence override, or on the composed answer. */
export const answerChecks = [
  'answers-for-others',
  'unpriced-page',
  'setting-from-story',
  'unheld-action',
] as const;

export const refusalChecks = [...retrievalChecks, ...answerChecks] as const;
export type RefusalCheck = (typeof refusalChecks)[number];

/** What refused a question: a named check, or no passage covering enough of it. */
export type Refusal = RefusalCheck | 'low-confidence';

export const isRefusalCheck = (name: string): name is RefusalCheck =>
  (refusalChecks as readonly string[]).includes(name);

/** The first check, in order, that is switched on and fires. */
export function firstFiring<T extends string>(
  checks: ReadonlyArray<readonly [T, () => boolean]>,
  off: ReadonlySet<string> | undefined,
): T | undefined {
  for (const [name, fires] of checks) if (!off?.has(name) && fires()) return name;
  return undefined;
}
