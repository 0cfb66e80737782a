import { AGENT_PURPOSE_LABELS, AGENT_PURPOSES, type AgentPurpose } from '@lisa/contracts/agent';
import { Button } from '@lisa/ui/button';
import { cx } from '@lisa/ui/class-names';
import { Spinner } from '@lisa/ui/spinner';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { agentQueries } from '../../agent-studio/api/agent-api.ts';
import { useAgentApi } from '../../agent-studio/hooks/use-agent-api.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { PURPOSE_TEXTS } from '../lib/onboarding-texts.ts';
import { nextPathAfter, OnboardingFrame } from './onboarding-frame.tsx';

/** /agent-type: what the agent is for (SPEC §1's purposes), each with an example. */
export default function AgentTypeScreen() {
  const api = useAgentApi();
  const settings = useQuery(agentQueries.settings(api));
  return (
    <OnboardingFrame
      step="agent-type"
      description="What should your agent do for your business? You can change this later."
      actions={<span />}
    >
      {settings.isPending ? <Spinner label="Loading your agent" /> : null}
      {settings.isError ? (
        <FormMessage>
          {toApiFailure(settings.error, 'Your agent could not be loaded.').message}
        </FormMessage>
      ) : null}
      {settings.data ? <PurposeForm initial={settings.data.purpose} /> : null}
    </OnboardingFrame>
  );
}

function PurposeForm({ initial }: { initial: AgentPurpose }) {
  const api = useAgentApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [purpose, setPurpose] = useState<AgentPurpose>(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const saved = await api.save({ purpose });
      queryClient.setQueryData(agentQueries.settings(api).queryKey, saved);
      navigate(nextPathAfter('agent-type'));
    } catch (failure) {
      setError(toApiFailure(failure, 'Your choice could not be saved. Please try again.').message);
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend className="sr-only">Purpose of your agent</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {AGENT_PURPOSES.map((each) => (
            <label
              key={each}
              className={cx(
                'flex cursor-pointer gap-3 rounded-card border p-4',
                each === purpose ? 'border-brand-600 bg-surface-raised' : 'border-line',
              )}
            >
              <input
                type="radio"
                name="purpose"
                value={each}
                checked={each === purpose}
                onChange={() => setPurpose(each)}
                className="mt-1"
              />
              <span>
                <span className="block font-semibold">{AGENT_PURPOSE_LABELS[each]}</span>
                <span className="mt-1 block text-ink-muted text-sm">
                  {PURPOSE_TEXTS[each].summary}
                </span>
                <span className="mt-2 block text-sm italic">{PURPOSE_TEXTS[each].example}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? <FormMessage>{error}</FormMessage> : null}
      <div className="mt-6 flex justify-end">
        <Button type="submit" loading={saving} loadingLabel="Saving">
          Continue
        </Button>
      </div>
    </form>
  );
}
