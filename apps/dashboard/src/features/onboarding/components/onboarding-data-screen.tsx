import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Globe, MessageSquarePlus, Type } from 'lucide-react';
import { useValueDraft } from '../../agent-studio/hooks/use-value-draft.ts';
import { datacenterQueries } from '../../datacenter/api/datacenter-queries.ts';
import { type AddKind, AddSourceDialog } from '../../datacenter/components/add-source-dialogs.tsx';
import { PlanLimits } from '../../datacenter/components/plan-limits.tsx';
import { UploadZone } from '../../datacenter/components/upload-zone.tsx';
import { useDatacenterApi } from '../../datacenter/hooks/use-datacenter-api.ts';
import { useKnowledgeRealtime } from '../../datacenter/hooks/use-knowledge-realtime.ts';
import { STATUS_LABELS } from '../../datacenter/lib/source-format.ts';
import { onboardingQueries } from '../api/onboarding-api.ts';
import { AskAgentBox } from './ask-agent-box.tsx';
import { OnboardingFrame } from './onboarding-frame.tsx';

/**
 * /onboarding-data: feed the agent with the data centre's own ingestion (files, a website,
 * pasted text, questions with answers), then try it in the "Ask your agent" box.
 */
export default function OnboardingDataScreen() {
  const api = useDatacenterApi();
  const queryClient = useQueryClient();
  const sources = useQuery(datacenterQueries.sources(api));
  // The dialog open and what is typed in it come back after a reload (this tab only).
  const [adding, setAdding] = useValueDraft<AddKind | null>('onboarding-data.adding', null);
  useKnowledgeRealtime();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: datacenterQueries.all });
    void queryClient.invalidateQueries({ queryKey: onboardingQueries.all });
  };
  const own = (sources.data ?? []).filter((source) => !source.system);

  return (
    <OnboardingFrame
      step="onboarding-data"
      description="Give your agent what it answers from: your FAQs, documents, website or a few questions with their answers."
    >
      <div className="flex flex-col gap-4">
        <PlanLimits api={api} />
        <UploadZone api={api} onAdded={refresh} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" leadingIcon={<Globe />} onClick={() => setAdding('url')}>
            Add your website
          </Button>
          <Button variant="secondary" leadingIcon={<Type />} onClick={() => setAdding('text')}>
            Paste text
          </Button>
          <Button
            variant="secondary"
            leadingIcon={<MessageSquarePlus />}
            onClick={() => setAdding('qa')}
          >
            Write a Q&A pair
          </Button>
        </div>
        <section aria-labelledby="added-title">
          <h2 id="added-title" className="font-semibold text-lg">
            Your data
          </h2>
          {own.length === 0 ? (
            <p className="mt-1 text-ink-muted text-sm">Nothing added yet.</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-1">
              {own.map((source) => (
                <li key={source.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="truncate">{source.title}</span>
                  <Badge tone={source.status === 'failed' ? 'danger' : 'neutral'}>
                    {STATUS_LABELS[source.status]}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
        <AskAgentBox />
      </div>
      <AddSourceDialog
        kind={adding}
        onClose={() => setAdding(null)}
        api={api}
        onAdded={refresh}
        draft="onboarding-data"
      />
    </OnboardingFrame>
  );
}
