// The held-out sets that have had their one blind run and are now kept to catch regressions,
// oldest first: one list for the eval and the ablation script. Sets 9 to 17 were each written
// by a helper who never opened or ran the engine, committed alone, and run once blind in the
// session after (see the agent README's rounds); the earlier ones were written by the lead
// before the changes they measured.
import type { HeldOutCase } from './eval-case.ts';
import { heldOutCases } from './held-out-questions.ts';
import { heldOutCases3 } from './held-out-questions-3.ts';
import { heldOutCases4 } from './held-out-questions-4.ts';
import { heldOutCases5 } from './held-out-questions-5.ts';
import { heldOutCases6 } from './held-out-questions-6.ts';
import { heldOutCases7 } from './held-out-questions-7.ts';
import { heldOutCases8 } from './held-out-questions-8.ts';
import { heldOutCases9 } from './held-out-questions-9.ts';
import { heldOutCases10 } from './held-out-questions-10.ts';
import { heldOutCases11 } from './held-out-questions-11.ts';
import { heldOutCases12 } from './held-out-questions-12.ts';
import { heldOutCases13 } from './held-out-questions-13.ts';
import { heldOutCases14 } from './held-out-questions-14.ts';
import { heldOutCases15 } from './held-out-questions-15.ts';
import { heldOutCases16 } from './held-out-questions-16.ts';
import { heldOutCases17 } from './held-out-questions-17.ts';

export const seenSets: ReadonlyArray<{ name: string; cases: readonly HeldOutCase[] }> = [
  { name: 'held-out 11-23', cases: heldOutCases },
  { name: 'held-out 11-25', cases: heldOutCases3 },
  { name: 'held-out 11-26', cases: heldOutCases4 },
  { name: 'set 5', cases: heldOutCases5 },
  { name: 'set 6', cases: heldOutCases6 },
  { name: 'set 7', cases: heldOutCases7 },
  { name: 'set 8', cases: heldOutCases8 },
  { name: 'set 9', cases: heldOutCases9 },
  { name: 'set 10', cases: heldOutCases10 },
  { name: 'set 11', cases: heldOutCases11 },
  { name: 'set 12', cases: heldOutCases12 },
  { name: 'set 13', cases: heldOutCases13 },
  { name: 'set 14', cases: heldOutCases14 },
  { name: 'set 15', cases: heldOutCases15 },
  { name: 'set 16', cases: heldOutCases16 },
  { name: 'set 17', cases: heldOutCases17 },
];
