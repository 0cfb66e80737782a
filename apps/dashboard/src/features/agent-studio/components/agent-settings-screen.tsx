import { Spinner } from '@lisa/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { OnboardingSetupBar } from '../../onboarding/components/onboarding-setup-bar.tsx';
import { agentQueries } from '../api/agent-api.ts';
import { useAgentApi } from '../hooks/use-agent-api.ts';
import { AgentSettingsForm } from './agent-settings-form.tsx';

/** /agent-setup: the agent's settings (name, purpose, tone, texts, handoff, hours, languages, look). */
export default function AgentSettingsScreen() {
  const api = useAgentApi();
  const settings = useQuery(agentQueries.settings(api));
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <OnboardingSetupBar />
      <h1 className="font-semibold text-2xl">Agent settings</h1>
      <p className="mt-1 text-ink-muted text-sm">
        Who your agent is and how it behaves. Try it in the{' '}
        <Link to="/agent-studio" className="text-brand-ink underline">
          agent studio
        </Link>
        ; feed it in the{' '}
        <Link to="/dashboard/datacenter" className="text-brand-ink underline">
          data center
        </Link>
        .
      </p>
      <div className="mt-6">
        {settings.isPending ? <Spinner label="Loading the settings" /> : null}
        {settings.isError ? (
          <p role="alert" className="text-danger-ink text-sm">
            {toApiFailure(settings.error, 'The settings could not be loaded.').message}
          </p>
        ) : null}
        {settings.data ? <AgentSettingsForm api={api} settings={settings.data} /> : null}
      </div>
    </main>
  );
}
