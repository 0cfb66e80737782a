import type { AgentTestRun } from '@lisa/contracts/agent';
import { formatDateTime } from '../../../lib/format.ts';

const TRIGGER_TEXT: Record<AgentTestRun['trigger'], string> = {
  manual: 'Run all',
  knowledge: 'after a knowledge change',
  settings: 'after a settings change',
};

/** One line of the run history: when, what started it, the counts, what got worse. */
export function runSummary(run: AgentTestRun): string {
  return [
    `${formatDateTime(run.ran_at)} (${TRIGGER_TEXT[run.trigger]}): ${run.passed} passed, ${run.failed} failed`,
    run.regressions > 0 ? `, ${run.regressions} got worse` : '',
  ].join('');
}
