import type { PlaygroundReply } from '@lisa/contracts/agent';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { Card, CardHeader } from '@lisa/ui/card';
import { Field } from '@lisa/ui/field';
import { Textarea } from '@lisa/ui/input';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { useAgentApi } from '../hooks/use-agent-api.ts';
import { TestSuiteCard } from './test-suite-card.tsx';

interface Turn {
  id: number;
  sender: 'visitor' | 'bot';
  text: string;
  reply?: PlaygroundReply;
}

const DECISION_LABELS: Record<PlaygroundReply['decision'], string> = {
  answer: 'Answer',
  faq: 'FAQ answer',
  smalltalk: 'Small talk',
  'dont-know': "Don't know",
  handoff: 'Handoff',
};

/**
 * /agent-studio: a test conversation with the business's agent exactly as visitors get it
 * (same engine, settings and knowledge; stored nowhere, never charged), beside an event log
 * of each reply: the question as understood, the passages found with scores, the decision
 * and why, the language.
 */
export default function AgentStudioScreen() {
  const api = useAgentApi();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const replies = turns.filter((t) => t.reply);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const message = draft.trim();
    if (!message || sending) return;
    setSending(true);
    setError(null);
    const history = turns.map(({ sender, text }) => ({ sender, text }));
    setTurns((all) => [...all, { id: all.length, sender: 'visitor', text: message }]);
    setDraft('');
    try {
      const reply = await api.ask({ message, history });
      setTurns((all) => [...all, { id: all.length, sender: 'bot', text: reply.text, reply }]);
    } catch (failure) {
      setError(toApiFailure(failure, 'Your agent could not answer. Please try again.').message);
    } finally {
      setSending(false);
    }
  }

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-semibold text-2xl">Agent studio</h1>
      <p className="mt-1 text-ink-muted text-sm">
        Talk to your agent as a visitor would. Test messages are not stored and use no credits.{' '}
        <Link to="/agent-setup" className="text-brand-ink underline">
          Agent settings
        </Link>{' '}
        ·{' '}
        <Link to="/dashboard/datacenter" className="text-brand-ink underline">
          Data center
        </Link>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card as="section" aria-labelledby="playground-title">
          <CardHeader
            title={<span id="playground-title">Test conversation</span>}
            actions={
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setTurns([])}
                disabled={turns.length === 0}
              >
                Start over
              </Button>
            }
          />
          <ol aria-label="Test conversation" className="mt-3 flex min-h-40 flex-col gap-2">
            {turns.map((turn) => (
              <li
                key={turn.id}
                className={
                  turn.sender === 'visitor'
                    ? 'self-end rounded-lg bg-brand-600 px-3 py-2 text-sm text-white'
                    : 'self-start whitespace-pre-wrap rounded-lg bg-surface-muted px-3 py-2 text-sm'
                }
              >
                <span className="sr-only">{turn.sender === 'visitor' ? 'You: ' : 'Agent: '}</span>
                {turn.text}
                {turn.reply ? (
                  <Badge tone="neutral" className="ml-2 align-middle">
                    Test
                  </Badge>
                ) : null}
              </li>
            ))}
          </ol>
          {error ? (
            <p role="alert" className="mt-2 text-danger-ink text-sm">
              {error}
            </p>
          ) : null}
          <form onSubmit={send} className="mt-4 flex items-end gap-2">
            <Field label="Message your agent" className="flex-1">
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && !e.shiftKey) {
                      e.preventDefault();
                      void send();
                    }
                  }}
                />
              )}
            </Field>
            <Button type="submit" loading={sending} loadingLabel="Waiting for the reply">
              Send
            </Button>
          </form>
        </Card>

        <Card as="section" aria-labelledby="event-log-title">
          <CardHeader
            title={<span id="event-log-title">Event log</span>}
            description="What your agent understood and decided, reply by reply."
          />
          {replies.length === 0 ? (
            <p className="mt-3 text-ink-muted text-sm">
              Send a message to see how your agent answers.
            </p>
          ) : null}
          <ol aria-label="Event log" className="mt-3 flex flex-col gap-3">
            {replies
              .slice()
              .reverse()
              .map((turn, i) => {
                const reply = turn.reply as PlaygroundReply;
                return (
                  <li key={turn.id} className="rounded-lg border border-line p-3 text-sm">
                    <p className="font-semibold">
                      Reply {replies.length - i}: {DECISION_LABELS[reply.decision]}
                    </p>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                      <dt className="text-ink-muted">Understood as</dt>
                      <dd>{reply.trace.query}</dd>
                      <dt className="text-ink-muted">Language</dt>
                      <dd>
                        {reply.trace.detected_language}
                        {reply.trace.visitor_language !== reply.trace.detected_language
                          ? ` (answered as ${reply.trace.visitor_language})`
                          : ''}
                        , reply in {reply.language}
                      </dd>
                      <dt className="text-ink-muted">Why</dt>
                      <dd>{reply.trace.reason}</dd>
                      <dt className="text-ink-muted">Time</dt>
                      <dd>{reply.took_ms} ms</dd>
                    </dl>
                    {reply.trace.searches.map((search) => (
                      <div key={search.question} className="mt-2">
                        <p className="text-ink-muted text-xs">
                          Searched “{search.question}” · confidence {search.confidence.toFixed(2)}
                        </p>
                        <ol
                          aria-label={`Passages for ${search.question}`}
                          className="mt-1 flex flex-col gap-1"
                        >
                          {search.passages.map((p, n) => (
                            <li key={`${p.title}-${n}`} className="text-xs">
                              <span className="font-medium">
                                {n + 1}. {p.title}
                                {p.section ? ` — ${p.section}` : ''}
                              </span>{' '}
                              <span className="text-ink-muted">score {p.score.toFixed(2)}</span>
                            </li>
                          ))}
                        </ol>
                      </div>
                    ))}
                  </li>
                );
              })}
          </ol>
        </Card>
      </div>
      <TestSuiteCard api={api} />
    </main>
  );
}
