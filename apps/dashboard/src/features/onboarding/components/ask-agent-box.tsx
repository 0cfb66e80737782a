import type { PlaygroundReply } from '@lisa/contracts/agent';
import { Button } from '@lisa/ui/button';
import { Field } from '@lisa/ui/field';
import { Input } from '@lisa/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { useAgentApi } from '../../agent-studio/hooks/use-agent-api.ts';
import { useValueDraft } from '../../agent-studio/hooks/use-value-draft.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { onboardingQueries } from '../api/onboarding-api.ts';

/**
 * "Ask your agent": one question to the agent as visitors get it (the studio's playground:
 * stored nowhere, no credit), with the sources it answered from.
 */
export function AskAgentBox() {
  const api = useAgentApi();
  const queryClient = useQueryClient();
  const [question, setQuestion] = useValueDraft('onboarding-data.question', '');
  const [reply, setReply] = useState<PlaygroundReply | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function ask(event: FormEvent) {
    event.preventDefault();
    const message = question.trim();
    if (!message) return;
    setAsking(true);
    setError(null);
    try {
      setReply(await api.ask({ message, history: [] }));
      void queryClient.invalidateQueries({ queryKey: onboardingQueries.all });
    } catch (failure) {
      setError(toApiFailure(failure, 'Your agent could not answer. Please try again.').message);
    } finally {
      setAsking(false);
    }
  }

  return (
    <section aria-labelledby="ask-agent-title" className="rounded-card border border-line p-4">
      <h2 id="ask-agent-title" className="font-semibold text-lg">
        Ask your agent
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        Try a question your customers ask. This is a test: it is not stored and uses no credits.
      </p>
      <form
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => void ask(e)}
      >
        <Field label="Your question" className="flex-1">
          {(props) => (
            <Input
              {...props}
              value={question}
              maxLength={2000}
              onChange={(event) => setQuestion(event.target.value)}
              placeholder="When are you open?"
            />
          )}
        </Field>
        <Button type="submit" loading={asking} loadingLabel="Asking" disabled={!question.trim()}>
          Ask
        </Button>
      </form>
      {error ? <FormMessage>{error}</FormMessage> : null}
      {reply ? (
        <div className="mt-4" aria-live="polite">
          <p className="font-medium text-sm">Your agent replied:</p>
          <p className="mt-1 whitespace-pre-wrap rounded-lg bg-surface-muted p-3 text-sm">
            {reply.text}
          </p>
          {reply.citations.length > 0 ? (
            <p className="mt-2 text-ink-muted text-sm">
              From: {reply.citations.map((c) => c.title).join(', ')}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
