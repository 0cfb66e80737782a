import { AGENT_TEST_DECISIONS, type AgentTestDecision } from '@lisa/contracts/agent';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { Card, CardHeader } from '@lisa/ui/card';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { type AgentApi, agentQueries } from '../api/agent-api.ts';
import { runSummary } from '../lib/run-summary.ts';

const DECISION_TEXT: Record<AgentTestDecision, string> = {
  answer: 'Answer it',
  'dont-know': "Say it doesn't know",
  handoff: 'Hand over to a person',
  smalltalk: 'Small talk',
};

// The suite also runs by itself on the server after a change: look for a new run now and then.
const REFRESH_MS = 10_000;

/**
 * Saved questions with what the reply must hold; "Run all" grades them, the server runs them
 * again after every knowledge or settings change, and the history is kept.
 */
export function TestSuiteCard({ api }: { api: AgentApi }) {
  const queryClient = useQueryClient();
  const tests = useQuery({ ...agentQueries.tests(api), refetchInterval: REFRESH_MS });
  const runs = useQuery({ ...agentQueries.runs(api), refetchInterval: REFRESH_MS });
  const [question, setQuestion] = useState('');
  const [expected, setExpected] = useState('');
  const [decision, setDecision] = useState<AgentTestDecision | ''>('');
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentQueries.all });

  async function add(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await api.addTest({
        question,
        expected_text: expected,
        expected_decision: decision === '' ? null : decision,
      });
      setQuestion('');
      setExpected('');
      setDecision('');
      await refresh();
    } catch (failure) {
      setError(toApiFailure(failure, 'The question could not be saved.').message);
    }
  }

  async function runAll() {
    setRunning(true);
    try {
      const run = await api.runAll();
      toast.success(`${run.passed} passed, ${run.failed} failed.`);
      await refresh();
    } catch (failure) {
      toast.error(toApiFailure(failure, 'The tests could not run.').message);
    } finally {
      setRunning(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="suite-title" className="mt-6">
      <CardHeader
        title={<span id="suite-title">Test suite</span>}
        description="Questions your agent must keep answering right. They run by themselves shortly after you change its knowledge or settings."
        actions={
          <Button
            onClick={() => void runAll()}
            loading={running}
            loadingLabel="Running"
            disabled={!tests.data?.length}
          >
            Run all
          </Button>
        }
      />
      <form onSubmit={add} className="mt-3 grid gap-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end">
        <Field label="Test question">
          {(control) => (
            <Input {...control} value={question} onChange={(e) => setQuestion(e.target.value)} />
          )}
        </Field>
        <Field label="Reply must contain">
          {(control) => (
            <Input {...control} value={expected} onChange={(e) => setExpected(e.target.value)} />
          )}
        </Field>
        <Field label="Agent must">
          {(control) => (
            <Select
              {...control}
              value={decision}
              onChange={(e) => setDecision(e.target.value as AgentTestDecision | '')}
            >
              <option value="">Anything</option>
              {AGENT_TEST_DECISIONS.map((d) => (
                <option key={d} value={d}>
                  {DECISION_TEXT[d]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="secondary">
          Save question
        </Button>
      </form>
      {error ? (
        <p role="alert" className="mt-2 text-danger-ink text-sm">
          {error}
        </p>
      ) : null}
      <ul aria-label="Saved tests" className="mt-4 flex flex-col divide-y divide-line">
        {(tests.data ?? []).map((test) => (
          <li
            key={test.id}
            className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
          >
            <div>
              <p className="font-medium">{test.question}</p>
              <p className="text-ink-muted text-xs">
                {[
                  test.expected_text ? `contains "${test.expected_text}"` : null,
                  test.expected_decision
                    ? DECISION_TEXT[test.expected_decision].toLowerCase()
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {test.last_result && !test.last_result.passed ? (
                <p className="mt-1 text-danger-ink text-xs">
                  {test.last_result.failure} — replied: {test.last_result.reply.slice(0, 160)}
                </p>
              ) : null}
              {test.last_ran_at ? (
                <p className="mt-1 text-ink-muted text-xs">
                  Last run {formatDateTime(test.last_ran_at)}
                </p>
              ) : null}
            </div>
            <div className="flex items-center gap-2">
              {test.last_result?.regressed ? <Badge tone="warning">Got worse</Badge> : null}
              {test.last_result ? (
                <Badge tone={test.last_result.passed ? 'success' : 'danger'}>
                  {test.last_result.passed ? 'Pass' : 'Fail'}
                </Badge>
              ) : (
                <Badge tone="neutral">Not run</Badge>
              )}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove test: ${test.question}`}
                onClick={() => void api.removeTest(test.id).then(refresh)}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {runs.data && runs.data.length > 0 ? (
        <div className="mt-4">
          <h3 className="font-semibold text-sm">Run history</h3>
          <ol aria-label="Run history" className="mt-1 flex flex-col gap-1 text-sm">
            {runs.data.map((run) => (
              <li key={run.id}>{runSummary(run)}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </Card>
  );
}
