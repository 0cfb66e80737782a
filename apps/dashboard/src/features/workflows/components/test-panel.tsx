// The test panel: chats with the draft in a dry run (nothing outside is touched) and shows
// each step's log.
import type { WorkflowRunDetail } from '@lisa/contracts/workflows';
import { Button } from '@lisa/ui/button';
import { Input } from '@lisa/ui/input';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { useWorkflowsApi } from '../hooks/use-workflows.ts';
import { StepLog } from './step-log.tsx';

interface Line {
  from: 'you' | 'bot';
  text: string;
}

export function TestPanel({ workflowId }: { workflowId: number }) {
  const api = useWorkflowsApi();
  const [lines, setLines] = useState<Line[]>([]);
  const [run, setRun] = useState<WorkflowRunDetail | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const turn = useMutation({
    mutationFn: (body: { run_id?: number; message: string }) => api.test(workflowId, body),
    onSuccess: (result) => {
      setRun(result.run);
      setLines((before) => [
        ...before,
        ...result.replies.map((reply) => ({ from: 'bot' as const, text: reply })),
      ]);
    },
    onError: (failure) =>
      setError(toApiFailure(failure, 'The test could not run. Try again.').message),
  });
  const waiting = run?.status === 'waiting_answer';

  function start() {
    setLines([]);
    setError(null);
    turn.mutate({ message: '' });
  }
  function send(event: FormEvent) {
    event.preventDefault();
    if (!run || !text.trim()) return;
    setLines((before) => [...before, { from: 'you', text }]);
    setError(null);
    turn.mutate({ run_id: run.id, message: text });
    setText('');
  }

  return (
    <section
      aria-labelledby="test-title"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface-raised p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="test-title" className="font-semibold text-lg">
          Test run
        </h2>
        <Button size="sm" variant="secondary" onClick={start} loading={turn.isPending && !run}>
          {run ? 'Start again' : 'Start test'}
        </Button>
      </div>
      <p className="text-ink-muted text-sm">
        Chats with the draft. Nothing is saved to contacts, leads or tasks and no request leaves
        Lisa.
      </p>
      <ol aria-label="Test conversation" className="flex flex-col gap-2">
        {lines.map((line, index) => (
          <li
            key={index}
            className={
              line.from === 'you'
                ? 'self-end rounded-card bg-brand-600 px-3 py-2 text-sm text-white'
                : 'self-start whitespace-pre-wrap rounded-card bg-surface-muted px-3 py-2 text-sm'
            }
          >
            {line.text}
          </li>
        ))}
      </ol>
      {run && !waiting ? (
        <p className="text-ink-muted text-sm">The run ended: {run.status.replaceAll('_', ' ')}.</p>
      ) : null}
      {error ? (
        <p role="alert" className="text-danger-ink text-sm">
          {error}
        </p>
      ) : null}
      <form onSubmit={send} className="flex gap-2">
        <Input
          aria-label="Test message"
          placeholder="Answer as a visitor…"
          value={text}
          disabled={!waiting || turn.isPending}
          onChange={(event) => setText(event.target.value)}
        />
        <Button
          type="submit"
          disabled={!waiting || !text.trim()}
          loading={turn.isPending && Boolean(run)}
        >
          Send
        </Button>
      </form>
      {run ? <StepLog run={run} /> : null}
    </section>
  );
}
